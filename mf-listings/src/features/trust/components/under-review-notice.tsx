import { InfoIcon } from 'shared-ui';
import styles from './trust.module.css';

export const UNDER_REVIEW_OWNER =
  'Your listing is hidden from the listings while our moderators review reports about it. You still see it here and in your profile.';
export const UNDER_REVIEW_VISITOR =
  'This listing is hidden from the listings while our moderators review reports about it. Be careful, and never pay before you have seen the place.';

/**
 * Shown on a listing reported by enough people. Its page still opens from a saved
 * listing, a chat or a link, so the reader is told why it is no longer in the list.
 */
export function UnderReviewNotice({ owner }: { owner: boolean }) {
  return (
    <div className={styles.notice} role="note">
      <InfoIcon size={20} />
      <p>{owner ? UNDER_REVIEW_OWNER : UNDER_REVIEW_VISITOR}</p>
    </div>
  );
}
