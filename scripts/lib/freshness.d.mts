/** Newest modification time of the files under `dir` (node_modules, dist and dot-files excluded). */
export function newestMtime(dir: string): number;
