import { apiGet, apiPut, userDtoSchema } from 'shared-api';

/**
 * `GET /user` after each sign-in or auth change: the backend creates or refreshes its user
 * row. Failures must never disturb the person signing in, so they are only logged.
 */
export async function syncUser(): Promise<void> {
  try {
    await apiGet('/user', userDtoSchema);
  } catch (error) {
    console.error('User sync failed', error);
  }
}

/** After sign-up with a display name, so listings and messages show it. Failures only logged. */
export async function saveDisplayName(name: string, email: string | null): Promise<void> {
  try {
    await apiPut('/user', { name, email, profilePictureUrl: null }, userDtoSchema);
  } catch (error) {
    console.error('Saving the display name failed', error);
  }
}
