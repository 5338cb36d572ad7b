import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import styles from './pages.module.css';

/** A page of the shell itself failed (e.g. its chunk could not be downloaded after a deploy). */
export default function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className={styles.notFound}>
        <h1>Page Not Found</h1>
        <Link to="/">Go to the homepage</Link>
      </section>
    );
  }
  console.error(error);
  return (
    <section className={styles.notFound} role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reload the page to try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}
