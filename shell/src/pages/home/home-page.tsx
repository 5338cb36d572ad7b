import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, EditIcon, MapPinIcon, MessageIcon } from 'shared-ui';
import styles from './home-page.module.css';

interface Feature {
  title: string;
  to: string;
  text: string;
  icon: ReactNode;
}

const FEATURES: Feature[] = [
  {
    title: 'Find Subleases',
    to: '/listings',
    text: 'Browse sublets near campus on a list or a map, filter by term, price, roommates and amenities, and save the ones you like.',
    icon: <MapPinIcon />,
  },
  {
    title: 'Post Your Listing',
    to: '/listings/new',
    text: 'Away for a semester or the summer? List your place with photos, dates and rent in a few minutes.',
    icon: <EditIcon />,
  },
  {
    title: 'Message Directly',
    to: '/messages',
    text: 'Ask the lister your questions and arrange a viewing in one-to-one messages, right here on the site.',
    icon: <MessageIcon />,
  },
];

/** The landing page. */
export default function HomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.headline}>
          Find Your Perfect Student Housing
        </h1>
        <p className={styles.lead}>
          Subleases near campus in Madison, WI, posted by students who are away for a term, for
          students who need a place.
        </p>
        <Button asChild size="lg">
          <Link to="/listings">Browse Listings</Link>
        </Button>
      </section>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <span className={styles.icon} aria-hidden="true">
              {feature.icon}
            </span>
            {/* The title is the link (a short, clear name); its ::after stretches over the card. */}
            <h2 className={styles.featureTitle}>
              <Link to={feature.to} className={styles.featureLink}>
                {feature.title}
              </Link>
            </h2>
            <p className={styles.featureText}>{feature.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
