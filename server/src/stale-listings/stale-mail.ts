import { oneLine } from '../message-email/message-mail';

/** The product's words for the ask and its two answers (the app's buttons say the same). */
export const STILL_AVAILABLE = 'Still available?';
export const YES_STILL_AVAILABLE = 'Yes, still available';
export const ITS_TAKEN = "It's taken";

export interface StaleMailInput {
  listingTitle: string;
  yesUrl: string;
  takenUrl: string;
  listingUrl: string;
  /** When the listing is hidden without an answer. */
  hidesAt: Date;
  /** When the two links stop working. */
  linksExpireAt: Date;
}

const day = (d: Date) =>
  d.toLocaleDateString('en-US', {
    timeZone: 'America/Chicago',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/** The 'Still available?' e-mail: plain text, the lister's own title made one safe line. */
export function staleMail(m: StaleMailInput): { subject: string; text: string } {
  const title = oneLine(m.listingTitle, 80);
  const lines = [
    `${STILL_AVAILABLE} Is your listing "${title}" still available?`,
    '',
    `${YES_STILL_AVAILABLE}: ${m.yesUrl}`,
    '',
    `${ITS_TAKEN}: ${m.takenUrl}`,
    '',
    `Without an answer by ${day(m.hidesAt)}, it is hidden from the listings until you confirm it.`,
    `Each link works once, until ${day(m.linksExpireAt)}. You can also answer on the listing's page`,
    `or under My Listings on your profile: ${m.listingUrl}`,
  ];
  return { subject: `${STILL_AVAILABLE} ${title}`, text: `${lines.join('\n')}\n` };
}
