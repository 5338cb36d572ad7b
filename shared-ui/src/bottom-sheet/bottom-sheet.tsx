import { LazyModal } from '../dialog/lazy-modal';
import type { BottomSheetProps } from './bottom-sheet-panel';

export type { BottomSheetProps } from './bottom-sheet-panel';

/** A modal panel that slides up from the bottom edge, for phones; same focus rules as Dialog. Its
 * Radix code loads on first open. */
export function BottomSheet(props: BottomSheetProps) {
  return <LazyModal props={props} render={(m, p) => <m.BottomSheetPanel {...p} />} />;
}
