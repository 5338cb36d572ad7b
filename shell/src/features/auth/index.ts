export { AuthActionsContext, useAuthActions, type AuthActions } from './auth-actions';
export { SignInDialog } from './components/sign-in-dialog';
export { createFirebaseAuthActions } from './firebase-auth-actions';
export { syncUser } from './user-sync';
