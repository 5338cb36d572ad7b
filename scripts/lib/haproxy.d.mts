import type { ChildProcess } from 'node:child_process';
export const NO_INSTANCE_MESSAGE: string;
export const BACKEND: string;
export function checkHaproxy(binary?: string): string;
export function haproxyConfig(options: {
  targets: string[];
  port: number;
  host?: string;
  healthPath?: string;
  adminSocket?: string;
}): string;
export function haproxyCommand(options: {
  targets: string[];
  port: number;
  host?: string;
  dir: string;
  healthPath?: string;
  adminSocket?: string;
}): { command: string; args: string[] };
export function startHaproxy(options: {
  targets: string[];
  port: number;
  host?: string;
  dir: string;
  healthPath?: string;
  output?: (chunk: Buffer) => void;
}): Promise<{ url: string; child: ChildProcess; close: () => Promise<void> }>;
export function waitForListening(host: string, port: number, child: ChildProcess): Promise<void>;
