import { useLayoutEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { listingNoticeText, readListingNotice } from 'shared-api';
import { SuccessNotice } from 'shared-ui';

/**
 * After 'Create Listing' (mf-create navigates here with a `listingNotice` state): the page starts at
 * the top, where this confirmation is, with a link to the new listing. Dismissing it also drops the
 * state, so a reload or Back does not show it again.
 */
export function PostedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => {
    const arrived = readListingNotice(location.state);
    // The create form was long: the list opened where its button had been (2,333 px down on a
    // phone). This runs while rendering, before the windowed list below is created: that list
    // takes the window's scroll position when it is created and, measuring its rows, would scroll
    // back to that stale position after any later reset.
    if (arrived) window.scrollTo(0, 0);
    return arrived;
  });
  const [shown, setShown] = useState(notice !== null);

  useLayoutEffect(() => {
    if (notice) window.scrollTo(0, 0);
  }, [notice]);

  if (!notice || !shown) return null;
  const dismiss = () => {
    setShown(false);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
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
