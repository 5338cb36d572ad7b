import { renameSavedSearchSchema, SAVED_SEARCH_MESSAGES } from 'shared-api';

/**
 * The name rule of saving and renaming a search (the server's schema), in the shape shared-ui's
 * NameDialog asks for: the trimmed name, or the first message.
 */
export function checkSearchName(
  name: string,
): { ok: true; name: string } | { ok: false; message: string } {
  const parsed = renameSavedSearchSchema.safeParse({ name });
  if (parsed.success) return { ok: true, name: parsed.data.name };
  return {
    ok: false,
    message: parsed.error.issues[0]?.message ?? SAVED_SEARCH_MESSAGES.nameRequired,
  };
}
