import { OFFLINE_TEXT, useOnline } from 'shared-api';
import styles from './offline-banner.module.css';

/**
 * Says plainly that the site is offline (the installed app opens without a network and shows the
 * last visit's saved listings and messages). The live region is always there, so a connection
 * lost while reading is announced; it is empty while online.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : styles.banner}>
      {online ? null : OFFLINE_TEXT.banner}
    </div>
  );
}
