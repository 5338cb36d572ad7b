import type * as SignInDialogModule from './components/sign-in-dialog';

let loaded: typeof SignInDialogModule | null = null;

/**
 * The sign-in dialog's chunk (form, rules, messages): downloaded the first time something opens
 * the dialog (layout/lazy-sign-in-dialog.tsx), or ahead by pages whose first taps open it
 * (app/first-taps.ts).
 */
export const loadSignInDialog = () =>
  import(/* webpackChunkName: "sign-in-dialog" */ './components/sign-in-dialog').then(
    (module) => (loaded = module),
  );

/** The dialog's module when its code is here already: it then renders in the tap's own frame. */
export const loadedSignInDialog = () => loaded;
