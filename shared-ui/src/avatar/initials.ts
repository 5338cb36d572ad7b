/**
 * Initials from the display name, else the email's first letter, else 'U'.
 * 'Jane Doe' → 'JD', 'jane' → 'J', 'Mary Ann van Dyke' → 'MD' (first and last word).
 */
export function initialsFor(displayName?: string | null, email?: string | null): string {
  const words = displayName?.trim().split(/\s+/).filter(Boolean) ?? [];
  const first = words[0];
  if (first) {
    const last = words.length > 1 ? words[words.length - 1] : undefined;
    return (firstLetter(first) + (last ? firstLetter(last) : '')).toUpperCase();
  }
  const fromEmail = email?.trim();
  if (fromEmail) return firstLetter(fromEmail).toUpperCase();
  return 'U';
}

/** The first user-perceived character, so an accented or emoji name does not split in half. */
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}
