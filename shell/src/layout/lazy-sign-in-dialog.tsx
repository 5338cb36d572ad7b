import { useEffect, useState } from 'react';
import { useSession } from 'shared-api';
import { MODAL_LOAD_FAILED, toast } from 'shared-ui';
import { loadedSignInDialog, loadSignInDialog } from '../features/auth/load-sign-in-dialog';

/**
 * The sign-in dialog (form, rules, messages) is its own chunk, downloaded the first time something
 * opens it (or ahead, on the pages whose first taps open it): most visits never do. It is a modal
 * over the page, so arriving a moment later moves nothing.
 * Not React.lazy: a component that suspends is shown no sooner than about 300 ms after the last
 * fallback React committed (its reveal throttle), even when its code is already here. A tap on
 * Save Listing waited that long for its dialog.
 */
export function LazySignInDialog() {
  const open = useSession((s) => s.signIn.open);
  const closeSignIn = useSession((s) => s.closeSignIn);
  const [fetched, setModule] = useState(loadedSignInDialog);
  // Fetched ahead since this mounted: the dialog renders with the tap's own update.
  const module = fetched ?? (open ? loadedSignInDialog() : null);
  useEffect(() => {
    if (!open || module) return;
    let live = true;
    loadSignInDialog().then(
      (loaded) => live && setModule(loaded),
      () => {
        if (!live) return;
        toast.error(MODAL_LOAD_FAILED);
        closeSignIn();
      },
    );
    return () => {
      live = false;
    };
  }, [open, module, closeSignIn]);
  return module ? <module.SignInDialog /> : null;
}
