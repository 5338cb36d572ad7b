import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { PushConfig } from '../config/env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const isKeys = (v: unknown): v is { publicKey: string; privateKey: string } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Record<string, unknown>).publicKey === 'string' &&
  typeof (v as Record<string, unknown>).privateKey === 'string';

function readKeys(file: string) {
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isKeys(value)) throw new Error(`${file} does not hold VAPID keys`);
  return value;
}

/**
 * The server's VAPID key pair: from the environment, else created once into `DATA_DIR/vapid.json`
 * (as the storage secret is), so restarts and every instance sharing DATA_DIR sign with the same
 * key. A new key would orphan every subscription: browsers bind one to the key it was made with.
 */
export function resolveVapidKeys(config: PushConfig, dataDir: string): VapidKeys {
  if (config.vapid) return { ...config.vapid, subject: config.subject };
  const file = path.join(dataDir, 'vapid.json');
  try {
    return { ...readKeys(file), subject: config.subject };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { flag: 'wx', mode: 0o600 });
    return { ...keys, subject: config.subject };
  } catch {
    // Another instance won the race: use its keys.
    return { ...readKeys(file), subject: config.subject };
  }
}
