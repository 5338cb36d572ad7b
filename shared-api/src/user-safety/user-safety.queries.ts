import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  type BlockedUserDto,
  blockedUserDtoSchema,
  blockedUserListSchema,
  blockUserSchema,
  CACHE_TIMES,
  mutationKeys,
  queryKeys,
  type ReportUserInput,
  reportUserSchema,
  useCurrentUid,
  userReportDtoSchema,
  useSession,
  type UserReportDto,
} from 'shared-api';

/** The confirmations after each action (toasts): every change of data is confirmed. */
export const USER_SAFETY_TOASTS = {
  blocked: (name: string) => `You blocked ${name}. They can no longer message you.`,
  unblocked: (name: string) => `You unblocked ${name}.`,
  reported: 'Thank you. Your report was sent to our moderators.',
  alreadyReported: 'You have already reported this person.',
} as const;

/** A body the server would refuse never leaves the browser, and reads the same words. */
function checked<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ApiError(parsed.error.issues[0]?.message ?? 'Invalid request', 400);
  return parsed.data;
}

/** `GET /user/blocks` (auth): the people the signed-in user blocked, newest first. */
export function blockedUsersQuery(uid: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.blocks.list(uid ?? ''),
    queryFn: ({ signal }) => apiGet('/user/blocks', blockedUserListSchema, { signal }),
    enabled: !!uid,
    ...CACHE_TIMES.userListings,
  });
}

export const useBlockedUsers = () => useQuery(blockedUsersQuery(useCurrentUid()));

const uidPath = (uid: string) => encodeURIComponent(uid);

/** After a block or unblock: the person's conversations leave or rejoin the list (and its counts). */
function useAfterBlockChange() {
  const client = useQueryClient();
  return (update: (old: BlockedUserDto[]) => BlockedUserDto[]) => {
    const uid = useSession.getState().user?.uid;
    if (uid)
      client.setQueryData(queryKeys.blocks.list(uid), (old: BlockedUserDto[] | undefined) =>
        old ? update(old) : old,
      );
    void client.invalidateQueries({ queryKey: queryKeys.blocks.all });
    void client.invalidateQueries({ queryKey: queryKeys.conversations.all });
  };
}

/** `POST /user/blocks`: answers the block (`alreadyBlocked` when it existed). */
export function useBlockUser() {
  const after = useAfterBlockChange();
  return useMutation({
    mutationKey: mutationKeys.blockUser,
    mutationFn: (firebaseUid: string) =>
      apiPost('/user/blocks', checked(blockUserSchema, { firebaseUid }), blockedUserDtoSchema),
    onSuccess: (block) =>
      after((old) =>
        old.some((b) => b.firebaseUid === block.firebaseUid) ? old : [block, ...old],
      ),
  });
}

/** `DELETE /user/blocks/{uid}`: idempotent. */
export function useUnblockUser() {
  const after = useAfterBlockChange();
  return useMutation({
    mutationKey: mutationKeys.unblockUser,
    mutationFn: async (firebaseUid: string) => {
      await apiDelete(
        `/user/blocks/${uidPath(checked(blockUserSchema, { firebaseUid }).firebaseUid)}`,
      );
    },
    onSuccess: (_void, firebaseUid) =>
      after((old) => old.filter((b) => b.firebaseUid !== firebaseUid)),
  });
}

/** `POST /users/{uid}/reports`: the stored report (`alreadyReported`: the first one stands). */
export function useReportUser() {
  return useMutation({
    mutationKey: mutationKeys.reportUser,
    mutationFn: ({ firebaseUid, report }: { firebaseUid: string; report: ReportUserInput }) =>
      apiPost(
        `/users/${uidPath(firebaseUid)}/reports`,
        checked(reportUserSchema, report),
        userReportDtoSchema,
      ) as Promise<UserReportDto>,
  });
}
