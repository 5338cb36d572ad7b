import { Link } from 'react-router';
import { useSession } from 'shared-api';
import { Button, HomeIcon, ThemeToggle, useIsMobile } from 'shared-ui';
import { MailLink } from './mail-link';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import styles from './navbar.module.css';
import { UserMenu } from './user-menu';

export const BRAND_NAME = 'Madison Subleases';

export interface NavbarProps {
  /**
   * The layout to draw, whatever the screen: RootLayout draws both where no screen is known (the
   * site server's render and its hydration: shared-ui's ByScreen) and CSS shows one.
   */
  layout?: 'mobile' | 'desktop';
}

/**
 * The product navbar. Under 768 px the links and the theme switch move into a
 * hamburger menu and a mail icon leads to the messages.
 */
export function Navbar({ layout }: NavbarProps = {}) {
  const isMobile = useIsMobile();
  const mobile = layout ? layout === 'mobile' : isMobile;
  const status = useSession((s) => s.status);
  const openSignIn = useSession((s) => s.openSignIn);
  const signedIn = status === 'signedIn';

  const account = signedIn ? (
    <UserMenu compact={mobile} />
  ) : (
    <Button size="sm" onClick={() => openSignIn()}>
      Sign In
    </Button>
  );

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        {mobile ? <MobileMenu /> : null}
        <Link to="/" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            <HomeIcon size={18} />
          </span>
          <span className={styles.brandText}>{BRAND_NAME}</span>
        </Link>
        {mobile ? null : <NavLinks withMessages />}
        <div className={styles.actions}>
          {mobile ? <MailLink /> : <ThemeToggle />}
          {/* Until the session is known: an empty slot the size of 'Sign In', so nothing moves. */}
          {status === 'loading' ? (
            <span className={styles.accountSlot} aria-hidden="true" />
          ) : (
            account
          )}
        </div>
      </nav>
    </header>
  );
}
