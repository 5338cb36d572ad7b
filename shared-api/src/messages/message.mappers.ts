import type { MessageDto } from './message.schema';

/** A chat message as the screens use it. Times are epoch milliseconds so polled data shares structure. */
export interface Message {
  id: string;
  content: string;
  /** Epoch ms, or null when the server sent no usable time. */
  sentAt: number | null;
  senderUid: string | null;
  senderName: string;
  senderPhotoUrl: string | null;
  clientMessageId: string | null;
}

const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Server times without a zone are UTC: `2026-11-21 18:34:00` must not be read as local
 * time, which `Date.parse` would do. Returns epoch ms or null for missing or unparsable values.
 */
export function parseServerTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const iso = value.trim().replace(' ', 'T');
  const ms = Date.parse(HAS_ZONE.test(iso) || !iso.includes('T') ? iso : `${iso}Z`);
  return Number.isNaN(ms) ? null : ms;
}

export function toMessage(dto: MessageDto): Message {
  return {
    id: String(dto.messageID),
    content: dto.content,
    sentAt: parseServerTime(dto.sentAt),
    senderUid: dto.senderFirebaseUid ?? null,
    senderName: dto.senderName?.trim() || 'Unknown User',
    senderPhotoUrl: dto.senderProfilePictureUrl || null,
    clientMessageId: dto.clientMessageId ?? null,
  };
}

const HOUR = 3_600_000;
// The product is for Madison, WI; one fixed locale keeps labels stable across browsers and tests.
const LOCALE = 'en-US';
/**
 * A formatter made on first use, then kept: `toLocale…String` builds a new one on every call (a
 * chat renders many stamps), and building one at start-up would cost every page, chat or not.
 */
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return (date: Date | number) => (made ??= new Intl.DateTimeFormat(LOCALE, options)).format(date);
};
const TIME = formatter({ hour: 'numeric', minute: '2-digit' });
const WEEKDAY = formatter({ weekday: 'short' });
const MONTH_DAY = formatter({ month: 'short', day: 'numeric' });

/**
 * Under 24 hours a time of day, under 168 hours a weekday, else month and day.
 * Times slightly in the future (clock skew) count as "now".
 */
export function formatMessageTime(sentAt: number, now: number = Date.now()): string {
  const age = now - sentAt;
  const date = new Date(sentAt);
  if (age < 24 * HOUR) return TIME(date);
  if (age < 168 * HOUR) return WEEKDAY(date);
  return MONTH_DAY(date);
}

/**
 * The chat's time stamps: the list's label, plus the time of day when the label alone is a day
 * ("Mon 3:04 PM"), because a stamp separates runs of messages within a day too.
 */
export function formatStampTime(sentAt: number, now: number = Date.now()): string {
  const label = formatMessageTime(sentAt, now);
  if (now - sentAt < 24 * HOUR) return label;
  const time = TIME(sentAt);
  return `${label}, ${time}`;
}

/** A stamp above the first message and after any gap of more than 5 minutes. */
export const STAMP_GAP_MS = 5 * 60_000;

export function needsStamp(previous: Message | undefined, current: Message): boolean {
  if (!previous) return true;
  if (previous.sentAt === null || current.sentAt === null) return false;
  return current.sentAt - previous.sentAt > STAMP_GAP_MS;
}
