import type { ReactNode } from 'react';
import { MOBILE_QUERY, MOBILE_QUERY_INCLUSIVE } from '../tokens/tokens';
import { useMediaQuery } from './use-media-query';
import { useScreenKnown } from './screen-known';
import styles from './by-screen.module.css';

export interface ByScreenProps {
  /** What a phone shows (under the breakpoint). */
  phone: ReactNode;
  /** What a wider screen shows. */
  wide: ReactNode;
  /** Phones up to 768 px included (MOBILE_QUERY_INCLUSIVE) rather than under 768 px. */
  inclusive?: boolean;
}

/**
 * One of two layouts by the screen's width. Where no screen is known (the site server's render and
 * its hydration: useScreenKnown) both are drawn and CSS shows one, so a phone's first paint is the
 * phone's layout and hydration finds the markup it renders. Each side keeps its wrapper, so the
 * side that stays once the screen is known is not mounted again (a focused control keeps focus).
 */
export function ByScreen({ phone, wide, inclusive = false }: ByScreenProps) {
  const known = useScreenKnown();
  const isPhone = useMediaQuery(inclusive ? MOBILE_QUERY_INCLUSIVE : MOBILE_QUERY);
  return (
    <>
      <div className={inclusive ? styles.phoneInclusive : styles.phone}>
        {!known || isPhone ? phone : null}
      </div>
      <div className={inclusive ? styles.wideInclusive : styles.wide}>
        {!known || !isPhone ? wide : null}
      </div>
    </>
  );
}
