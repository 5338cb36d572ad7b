import { useLayoutEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { listingNoticeText, readListingNotice } from 'shared-api';
import { SuccessNotice } from 'shared-ui';

/**
 * After 'Update Listing' (mf-create navigates to /profile with activeTab 'listings' and a
 * `listingNotice`): the page starts at the top with this confirmation and a link to the listing.
 * Dismissing it drops the state, so a reload does not show it again (the tab stays).
 */
export function UpdatedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = readListingNotice(location.state);
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);

  const arrivedWithNotice = notice !== null;
  useLayoutEffect(() => {
    // The edit form was long: the profile opened scrolled down to where its button had been.
    // Once per arrival (location.key), not on every render.
    if (arrivedWithNotice) window.scrollTo(0, 0);
  }, [location.key, arrivedWithNotice]);

  if (!notice || dismissedKey === location.key) return null;
  const dismiss = () => {
    setDismissedKey(location.key);
    const state = { ...(location.state as object), listingNotice: undefined };
    navigate(location.pathname, { replace: true, state });
  };
  return (
    <SuccessNotice
      focusOnMount
      onDismiss={dismiss}
      action={
        notice.listingID ? (
          <Link to={`/listings/${encodeURIComponent(notice.listingID)}`}>View listing</Link>
        ) : undefined
      }
    >
      {listingNoticeText(notice)}
    </SuccessNotice>
  );
}
