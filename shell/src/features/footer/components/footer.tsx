import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BottomSheet, IconButton, InfoIcon, MOBILE_QUERY_INCLUSIVE, useIsMobile } from 'shared-ui';
import styles from './footer.module.css';

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/contact', label: 'Contact Us' },
] as const;

export const LEGAL_SHEET_TITLE = 'Legal & Info';

function Copyright() {
  return (
    <p className={styles.copyright}>
      © {new Date().getFullYear()} Madison Subleases. All rights reserved.
    </p>
  );
}

function LegalLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className={styles.links}>
      {LEGAL_LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={styles.link} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The product footer. At 768 px or less it would crowd the small screen, so it is
 * shown only on the home page, folded into an 'i' button that opens the 'Legal & Info' sheet.
 */
export function Footer({ layout }: { layout?: 'narrow' | 'wide' } = {}) {
  // Where no screen is known RootLayout draws both (shared-ui's ByScreen): CSS shows one.
  const isNarrow = useIsMobile(MOBILE_QUERY_INCLUSIVE);
  const narrow = layout ? layout === 'narrow' : isNarrow;
  const { pathname } = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);

  if (!narrow) {
    return (
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <nav aria-label="Legal">
            <LegalLinks />
          </nav>
          <Copyright />
        </div>
      </footer>
    );
  }

  if (pathname !== '/') return null;
  return (
    <footer className={styles.compact}>
      <BottomSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title={LEGAL_SHEET_TITLE}
        trigger={
          <IconButton aria-label={LEGAL_SHEET_TITLE} variant="secondary">
            <InfoIcon />
          </IconButton>
        }
      >
        <nav aria-label="Legal" className={styles.sheetNav}>
          <LegalLinks onNavigate={() => setSheetOpen(false)} />
        </nav>
        <Copyright />
      </BottomSheet>
    </footer>
  );
}
