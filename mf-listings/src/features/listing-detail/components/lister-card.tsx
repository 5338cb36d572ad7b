import type { Poster } from 'shared-api';
import { Avatar } from 'shared-ui';
import { DetailSection } from './detail-section';
import styles from './listing-detail.module.css';

/** Spec §2 About the Lister: picture or initials, name, email, 'Member since {Month Year}'. */
export function ListerCard({ poster }: { poster: Poster }) {
  const hasEmail = poster.email.includes('@');
  return (
    <DetailSection id="about-lister" title="About the Lister">
      <div className={styles.lister}>
        <Avatar
          src={poster.profilePictureUrl}
          picture={poster.picture}
          name={poster.name}
          email={hasEmail ? poster.email : null}
          size="lg"
          decorative
        />
        <div>
          <p className={styles.listerName}>{poster.name}</p>
          {hasEmail ? (
            <a className={styles.listerEmail} href={`mailto:${poster.email}`}>
              {poster.email}
            </a>
          ) : (
            <p className={styles.listerEmail}>{poster.email}</p>
          )}
          <p className={styles.muted}>{poster.joinDate}</p>
        </div>
      </div>
    </DetailSection>
  );
}
