import { useCallback } from 'react';
import { useToggleSave, type SaveTarget } from 'shared-api';
import { toast } from 'shared-ui';

/**
 * The save toggle of cards, the map preview and the detail page. shared-api does the rules (sign-in
 * prompt, one call at a time per listing, flip after success); this adds the failure toast, which
 * replaces the original alert() (spec §8 wording kept).
 */
export function useSaveListing() {
  const { toggleSave, isPending, pendingIds } = useToggleSave();
  const toggle = useCallback(
    async (listing: SaveTarget) => {
      try {
        await toggleSave(listing);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    },
    [toggleSave],
  );
  return { toggle, isPending, pendingIds };
}
