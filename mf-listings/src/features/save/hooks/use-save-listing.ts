import { useCallback } from 'react';
import { useToggleSave, type SaveTarget } from 'shared-api';
import { toast } from 'shared-ui';

export const SAVED_MESSAGE = 'Listing saved';
export const UNSAVED_MESSAGE = 'Listing removed from your saved listings';

/**
 * The save toggle of cards, the map preview and the detail page. shared-api does the rules (sign-in
 * prompt, one call at a time per listing, flip after success); this adds the failure toast, which
 * replaces the original alert() (same wording).
 */
export function useSaveListing() {
  const { toggleSave, isPending, pendingIds } = useToggleSave();
  const toggle = useCallback(
    async (listing: SaveTarget) => {
      try {
        const outcome = await toggleSave(listing);
        // A confirmation after every change of data; it matters most when the save finished
        // after a sign-in the person was sent through.
        if (outcome === 'saved') toast.success(SAVED_MESSAGE);
        else if (outcome === 'unsaved') toast.success(UNSAVED_MESSAGE);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    },
    [toggleSave],
  );
  return { toggle, isPending, pendingIds };
}
