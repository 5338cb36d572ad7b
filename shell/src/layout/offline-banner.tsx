import { useLayoutEffect, useRef } from 'react';
import { OFFLINE_TEXT, useOnline } from 'shared-api';
import styles from './offline-banner.module.css';

/**
 * The banner's height on the root element while it shows: screens sized to the viewport under the
 * navbar (the chat) subtract it too, so their bottom (the composer) stays on screen.
 */
export const BANNER_HEIGHT_VAR = '--site-banner-height';

/**
 * Says plainly that the site is offline (the installed app opens without a network and shows the
 * last visit's saved listings and messages). The live region is always there, so a connection
 * lost while reading is announced; it is empty while online.
 */
export function OfflineBanner() {
  const online = useOnline();
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (online || !element) {
      root.style.removeProperty(BANNER_HEIGHT_VAR);
      return;
    }
    const measure = () =>
      root.style.setProperty(BANNER_HEIGHT_VAR, `${element.getBoundingClientRect().height}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_VAR);
    };
  }, [online]);

  return (
    <div ref={ref} role="status" className={online ? undefined : styles.banner}>
      {online ? null : OFFLINE_TEXT.banner}
    </div>
  );
}
