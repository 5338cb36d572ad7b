import type { HarnessOptions } from 'remote-harness';
import ProfilePage from '../exposes/ProfilePage';

/** This remote's page at the shell's URL (shell/src/app/routes.tsx). */
export const harness: HarnessOptions = {
  name: 'mf_profile',
  routes: [
    { index: true, element: <ProfilePage /> },
    { path: 'profile', element: <ProfilePage /> },
  ],
  links: [{ to: '/profile', label: 'Profile' }],
};
