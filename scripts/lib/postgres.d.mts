export const DATABASE: string;
export function startPostgres(options: { dir: string; port: number }): {
  url: string;
  stop(): void;
};
