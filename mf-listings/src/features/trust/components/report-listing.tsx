import { useState } from 'react';
import { ApiError, useSession, type Listing, type ReportListing as Report } from 'shared-api';
import { useMyReport, useReportListing } from 'shared-api/trust';
import { Button, toast } from 'shared-ui';
import { ReportDialog } from './report-dialog';
import styles from './trust.module.css';

export const REPORT_SIGN_IN_TITLE = 'Sign in to report this listing';
export const REPORT_SENT = 'Thank you. Your report was sent to our moderators.';
export const ALREADY_REPORTED = 'You have already reported this listing.';
export const REPORTED_NOTE = 'You reported this listing. Our moderators will review it.';

/**
 * 'Report this listing' for anyone but its owner (the page leaves it out for them).
 * Signed out, it opens the sign-in dialog first and then the report dialog. Someone who has
 * reported it already is told so instead: a second report would be the same one.
 */
export function ReportListing({ listing }: { listing: Listing }) {
  const [open, setOpen] = useState(false);
  const mine = useMyReport(listing.listingID);
  const report = useReportListing();

  const start = () => {
    const { user, openSignIn } = useSession.getState();
    if (user) setOpen(true);
    else openSignIn(REPORT_SIGN_IN_TITLE, () => setOpen(true));
  };

  const send = (value: Report) => {
    report.mutate(
      { listingId: listing.listingID, report: value },
      {
        onSuccess: (stored) => {
          setOpen(false);
          if (stored.alreadyReported) toast.info(ALREADY_REPORTED);
          else toast.success(REPORT_SENT);
        },
        onError: (error) => {
          toast.error(error.message);
          if (error instanceof ApiError && error.status === 401) {
            setOpen(false);
            useSession.getState().openSignIn(REPORT_SIGN_IN_TITLE, () => setOpen(true));
          }
        },
      },
    );
  };

  if (mine) {
    return (
      <p className={styles.reported} role="status">
        {REPORTED_NOTE}
      </p>
    );
  }
  return (
    <div className={styles.report}>
      <Button variant="ghost" size="sm" onClick={start}>
        Report this listing
      </Button>
      <ReportDialog open={open} onOpenChange={setOpen} pending={report.isPending} onSubmit={send} />
    </div>
  );
}
