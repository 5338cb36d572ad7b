import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession, useStartConversation, type Listing } from 'shared-api';
import {
  CONTACT_MESSAGES,
  SIGN_IN_TITLE,
  contactErrorFor,
  ownership,
} from '../utils/contact-errors';

/**
 * 'Contact Lister': signed out opens sign-in; one's own listing opens the 'This is
 * Your Listing' dialog; otherwise the conversation is started (or found) and the chat opens.
 */
export function useContactLister(listing: Listing | undefined) {
  const navigate = useNavigate();
  const start = useStartConversation();
  const [error, setError] = useState<string | null>(null);
  const [ownListingOpen, setOwnListingOpen] = useState(false);

  const contact = async () => {
    if (!listing || start.isPending) return;
    setError(null);
    const { user, openSignIn } = useSession.getState();
    if (!user) {
      // Once signed in, carry on: the person asked to contact this lister.
      openSignIn(SIGN_IN_TITLE, () => void contact());
      return;
    }
    const { own, sameEmail } = ownership(listing.poster, user);
    if (own) {
      // The spec gives the email match its own line as well as the dialog; it stays under the
      // button after the dialog is dismissed.
      if (sameEmail) setError(CONTACT_MESSAGES.ownEmail);
      setOwnListingOpen(true);
      return;
    }
    try {
      const { conversationID } = await start.mutateAsync(listing.listingID);
      navigate(`/messages/${encodeURIComponent(String(conversationID))}`);
    } catch (e) {
      const failure = contactErrorFor(e);
      setError(failure.message);
      if (failure.signIn) openSignIn(SIGN_IN_TITLE, () => void contact());
    }
  };

  return {
    contact,
    pending: start.isPending,
    error,
    ownListingOpen,
    closeOwnListing: () => setOwnListingOpen(false),
  };
}
