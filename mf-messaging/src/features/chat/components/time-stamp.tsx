import { formatStampTime } from 'shared-api';
import styles from './time-stamp.module.css';

/** The divider above the first message and after a gap of more than 5 minutes (spec §2, §9). */
export function TimeStamp({ at, now }: { at: number; now?: number }) {
  return (
    <li className={styles.stamp} role="separator">
      <time dateTime={new Date(at).toISOString()}>{formatStampTime(at, now)}</time>
    </li>
  );
}
