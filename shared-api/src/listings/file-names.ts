/**
 * The one file-name de-duplication rule of client and server: a listing's image name is
 * the last segment of its storage key and link, and how an edit deletes it, so two images may not
 * share one. Later duplicates (also of `taken`, the listing's names already stored) get `-2`, `-3`…
 * before the extension; names compare case-insensitively (object stores and file systems may not).
 */
export function dedupeFileNames(names: readonly string[], taken: Iterable<string> = []): string[] {
  const used = new Set(Array.from(taken, (n) => n.toLowerCase()));
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const base = dot > 0 ? name.slice(0, dot) : name;
    const ext = dot > 0 ? name.slice(dot) : '';
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${base}-${n}${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
