export { AuthActionsContext, useAuthActions, type AuthActions } from './auth-actions';
// SignInDialog is not re-exported: root-layout.tsx loads it lazily, by path.
export { createFirebaseAuthActions } from './firebase-auth-actions';
export { syncUser } from './user-sync';
