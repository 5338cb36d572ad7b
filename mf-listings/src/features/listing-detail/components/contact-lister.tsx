import { Button, Dialog } from 'shared-ui';
import styles from './listing-detail.module.css';

export interface ContactListerProps {
  onContact: () => void;
  pending: boolean;
  error: string | null;
  ownListingOpen: boolean;
  onCloseOwnListing: () => void;
}

/** The 'Contact Lister' button, its inline error text and the 'This is Your Listing' dialog. */
export function ContactLister({
  onContact,
  pending,
  error,
  ownListingOpen,
  onCloseOwnListing,
}: ContactListerProps) {
  return (
    <div className={styles.contact}>
      <Button
        size="lg"
        fullWidth
        loading={pending}
        loadingText="Contacting..."
        onClick={onContact}
        aria-describedby={error ? 'contact-error' : undefined}
      >
        Contact Lister
      </Button>
      {error && (
        <p id="contact-error" role="alert" className={styles.contactError}>
          {error}
        </p>
      )}
      <Dialog
        open={ownListingOpen}
        onOpenChange={(open) => !open && onCloseOwnListing()}
        title="This is Your Listing"
        description="You can't contact yourself! To edit or manage this listing, visit your profile page."
        size="sm"
        footer={<Button onClick={onCloseOwnListing}>Got it</Button>}
      />
    </div>
  );
}
