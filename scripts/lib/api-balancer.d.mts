import type { Server } from 'node:http';
export const REPLAY_LIMIT: number;
export const DOWN_FOR_MS: number;
export const NO_INSTANCE_MESSAGE: string;
export function startBalancer(options: {
  targets: string[];
  port: number;
  host?: string;
  now?: () => number;
}): Promise<Server & { picks: number[] }>;
