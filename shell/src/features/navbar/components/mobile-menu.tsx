import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon, IconButton, MenuIcon, ThemeToggle } from 'shared-ui';
import { NavLinks } from './nav-links';
import styles from './navbar.module.css';

/**
 * The hamburger menu under 768 px: a disclosure (button + panel of links), the pattern meant for
 * site navigation. Opening moves focus to the first link; Escape, a click outside and navigating
 * close it, and Escape returns focus to the button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Navigating elsewhere (a link, the back button) closes the menu.
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <>
      <IconButton
        ref={button}
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      <div id={panelId} ref={panel} className={styles.mobilePanel} hidden={!open}>
        <NavLinks onNavigate={() => setOpen(false)} />
        <div className={styles.mobileTheme}>
          <span aria-hidden="true">Dark mode</span>
          <ThemeToggle />
        </div>
      </div>
    </>
  );
}
