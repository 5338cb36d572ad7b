import { Link } from 'react-router';
import styles from './pages.module.css';

/** Any unknown path. */
export default function NotFoundPage() {
  return (
    <section className={styles.notFound}>
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Go to the homepage</Link>
    </section>
  );
}
