/** The e-mail about unread messages: plain text only (the bodies are other people's words). */

/** Unread messages quoted in one mail; the rest are counted ('… and 2 more messages'). */
export const MAIL_MESSAGES_QUOTED = 3;
/** Characters of each quoted message (one line; longer ones end in '…'). */
export const MAIL_MESSAGE_CHARS = 200;

/**
 * One line of plain text: control characters (CR and LF among them, so nothing can start a new
 * header or fake a line of ours) and runs of white space become single spaces; cut at `max`.
 */
export function oneLine(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : flat;
}

export interface MessageMailInput {
  senderName: string | null;
  listingTitle: string;
  messages: { content: string }[];
  /** All unread messages, quoted or not. */
  count: number;
  chatUrl: string;
  unsubscribeUrl: string;
}

export function messageMail(m: MessageMailInput): { subject: string; text: string } {
  const sender = oneLine(m.senderName ?? '', 60) || 'Someone';
  const title = oneLine(m.listingTitle, 80);
  const lines = [
    `${sender} wrote to you about "${title}":`,
    '',
    ...m.messages
      .slice(0, MAIL_MESSAGES_QUOTED)
      .map((message) => `  > ${oneLine(message.content, MAIL_MESSAGE_CHARS)}`),
  ];
  const more = m.count - Math.min(m.messages.length, MAIL_MESSAGES_QUOTED);
  if (more > 0) lines.push(`  … and ${more} more ${more === 1 ? 'message' : 'messages'}`);
  lines.push(
    '',
    `Read and reply: ${m.chatUrl}`,
    '',
    'You get one e-mail per conversation until you have read it.',
    `To stop e-mails about new messages: ${m.unsubscribeUrl}`,
    '(or turn them off under Notifications on your profile).',
  );
  return {
    subject: `New message from ${sender} about ${title}`,
    text: `${lines.join('\n')}\n`,
  };
}
