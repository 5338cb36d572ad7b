/** The wording of one kind of e-mail's unsubscribe page. */
export interface UnsubscribeText {
  done: string;
  bad: string;
}

/** The small page an unsubscribe link answers (opened from a mail client, no app shell). */
export function unsubscribePage(done: boolean, text: UnsubscribeText): string {
  const title = done ? 'Unsubscribed' : 'Link not valid';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#222}</style>
</head><body><h1>${title}</h1><p>${done ? text.done : text.bad}</p></body></html>
`;
}
