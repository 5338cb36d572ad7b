import { formatStampTime } from 'shared-api';
import styles from './time-stamp.module.css';

/**
 * The divider above the first message and after a gap of more than 5 minutes. A
 * plain list item holding a `<time>`: an `<li role="separator">` is not allowed in a list (axe
 * 'list', serious) and a separator's text is not read out anyway.
 */
export function TimeStamp({ at, now }: { at: number; now?: number }) {
  return (
    <li className={styles.stamp}>
      <time dateTime={new Date(at).toISOString()}>{formatStampTime(at, now)}</time>
    </li>
  );
}
