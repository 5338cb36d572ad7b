/** The small pages the digest's unsubscribe link answers (opened from a mail client, no app shell). */
export const UNSUBSCRIBE_TEXT = {
  done: 'You will no longer get e-mails about new matches for your saved searches.',
  bad: 'This unsubscribe link is not valid. Use the link in your latest e-mail, or turn off e-mails on the Saved Searches tab of your profile.',
} as const;

export function unsubscribePage(done: boolean): string {
  const title = done ? 'Unsubscribed' : 'Link not valid';
  const text = done ? UNSUBSCRIBE_TEXT.done : UNSUBSCRIBE_TEXT.bad;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#222}</style>
</head><body><h1>${title}</h1><p>${text}</p></body></html>
`;
}
