import type { Poster } from 'shared-api';
import { Avatar, Badge } from 'shared-ui';
import { DetailSection } from './detail-section';
import styles from './listing-detail.module.css';

/** The lister's address is proven theirs, or it is not (mf-listings/CONTEXT.md "Verified e-mail"). */
export const EMAIL_VERIFIED = 'Verified e-mail';
export const EMAIL_NOT_VERIFIED = 'E-mail not verified';

/**
 * Spec §2 About the Lister: picture or initials, name, email, 'Member since {Month Year}'. The
 * address says whether the lister has verified it: anyone can sign up with someone else's address.
 */
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
          {hasEmail ? (
            <Badge size="sm" tone={poster.emailVerified ? 'success' : 'warning'}>
              {poster.emailVerified ? EMAIL_VERIFIED : EMAIL_NOT_VERIFIED}
            </Badge>
          ) : null}
          <p className={styles.muted}>{poster.joinDate}</p>
        </div>
      </div>
    </DetailSection>
  );
}
