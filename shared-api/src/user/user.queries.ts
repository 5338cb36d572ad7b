import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../client';
import { queryKeys } from '../query/query-keys';
import { useSession } from '../session/session.store';
import { userDtoSchema } from './user.schema';

/** `GET /user`: the backend's record of the caller (created on the first call). */
export const currentUserQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: queryKeys.user.me(uid),
    queryFn: ({ signal }) => apiGet('/user', userDtoSchema, { signal }),
  });

export function useCurrentUser() {
  const uid = useSession((s) => s.user?.uid ?? '');
  return useQuery({ ...currentUserQueryOptions(uid), enabled: uid !== '' });
}
