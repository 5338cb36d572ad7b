import type { Poster } from 'shared-api';
import { Avatar, Badge, VerifiedStudentBadge } from 'shared-ui';
import { DetailSection } from './detail-section';
import pending from './lister-card.module.css';
import styles from './listing-detail.module.css';

/**
 * The lister's address is proven theirs, or it is not
 * (docs/decisions/0019-verified-students-and-listing-reports.md).
 */
export const EMAIL_VERIFIED = 'Verified e-mail';
export const EMAIL_NOT_VERIFIED = 'E-mail not verified';
/** What 'Verified student' means: who the person is, not a check of the listing. */
export const VERIFIED_STUDENT_MEANS =
  'Verified student: this lister has proven they own a student e-mail address (such as one ending in .edu). It says who they are; it does not mean the listing was checked.';

/**
 * About the Lister: picture or initials, name, email, 'Member since {Month Year}'. The
 * address says whether the lister has verified it: anyone can sign up with someone else's address.
 */
export function ListerCard({ poster }: { poster: Poster }) {
  // The list's copy of a listing names no lister: hold the space until the page's answer does.
  if (!poster.known) return <ListerCardPending />;
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
          <div className={styles.listerBadges}>
            {hasEmail ? (
              <Badge size="sm" tone={poster.emailVerified ? 'success' : 'warning'}>
                {poster.emailVerified ? EMAIL_VERIFIED : EMAIL_NOT_VERIFIED}
              </Badge>
            ) : null}
            {poster.verifiedStudent ? (
              <VerifiedStudentBadge aria-describedby="verified-student-means" />
            ) : null}
          </div>
          <p className={styles.muted}>{poster.joinDate}</p>
          {poster.replyTimeLabel ? (
            <p className={styles.listerReplies}>{poster.replyTimeLabel}</p>
          ) : null}
        </div>
      </div>
      {poster.verifiedStudent ? (
        <p id="verified-student-means" className={styles.listerNote}>
          {VERIFIED_STUDENT_MEANS}
        </p>
      ) : null}
    </DetailSection>
  );
}

function ListerCardPending() {
  return (
    <DetailSection id="about-lister" title="About the Lister">
      <div className={styles.lister} aria-busy="true">
        <span className={`${pending.pending} ${pending.pendingAvatar}`} />
        <div className={pending.pendingLines}>
          <span className={`${pending.pending} ${pending.pendingName}`} />
          <span className={`${pending.pending} ${pending.pendingEmail}`} />
          <span className={`${pending.pending} ${pending.pendingJoined}`} />
        </div>
      </div>
    </DetailSection>
  );
}
