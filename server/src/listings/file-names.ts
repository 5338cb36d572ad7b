import path from 'node:path';

/**
 * Gives each new image a name unused in its listing ("a.jpg", "a (2).jpg"), because the name is
 * the last segment of the image's key and link, and is how the edit form deletes it later.
 */
export function uniqueNames(requested: string[], taken: Iterable<string>): string[] {
  const used = new Set(taken);
  return requested.map((name) => {
    let candidate = name;
    const ext = path.extname(name);
    const stem = ext ? name.slice(0, -ext.length) : name;
    for (let n = 2; used.has(candidate); n++) candidate = `${stem} (${n})${ext}`;
    used.add(candidate);
    return candidate;
  });
}
