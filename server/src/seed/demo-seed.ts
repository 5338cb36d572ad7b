import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app';

/** Placeholder until the demo seed is written. */
export async function seedIfEmpty(_ctx: AppContext, _log: FastifyBaseLogger): Promise<void> {}
