import { type FormEvent, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useSession } from 'shared-api';
import { Toaster } from 'shared-ui';
import { emulatorSignIn, emulatorSignUp } from './emulator-session';
import styles from './harness.module.css';

export interface HarnessLink {
  to: string;
  label: string;
}

function DevSignIn({ onDone }: { onDone?: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (action: typeof emulatorSignIn) => async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action(email, password);
      onDone?.();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.signIn} onSubmit={submit(emulatorSignIn)} aria-label="Dev sign-in">
      <label>
        Email{' '}
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </label>
      <label>
        Password{' '}
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </label>
      <button type="submit" disabled={busy}>
        Sign in
      </button>
      <button type="button" disabled={busy} onClick={() => void submit(emulatorSignUp)()}>
        Create account
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </form>
  );
}

/** The harness frame: which remote this is, quick links, and a dev sign-in against the emulator. */
export function HarnessLayout({ name, links }: { name: string; links: HarnessLink[] }) {
  const { status, user, signIn, closeSignIn, signOut } = useSession();
  return (
    <>
      <header className={styles.bar}>
        <strong>{name}</strong>
        <span className={styles.tag}>standalone harness</span>
        <nav aria-label="Harness" className={styles.links}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end>
              {link.label}
            </NavLink>
          ))}
        </nav>
        {status === 'signedIn' ? (
          <span className={styles.user}>
            {user?.email}{' '}
            <button type="button" onClick={() => void signOut()}>
              Sign out
            </button>
          </span>
        ) : (
          <DevSignIn />
        )}
      </header>
      {signIn.open && status !== 'signedIn' && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={signIn.title ?? 'Sign in'}
          className={styles.dialog}
        >
          <h2>{signIn.title ?? 'Sign in'}</h2>
          <DevSignIn onDone={() => closeSignIn('signedIn')} />
          <button type="button" onClick={() => closeSignIn()}>
            Close
          </button>
        </div>
      )}
      <main>
        <Outlet />
      </main>
      {/* As in the shell's layout: without it, a remote's toast.* would show nothing here. */}
      <Toaster />
    </>
  );
}
