import * as z from 'zod/mini';
import { badRequest } from './errors';

/**
 * Parses with a shared schema; a refusal answers the first issue's message (the form's own
 * wording).
 */
export function parseOr400<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const result = z.safeParse(schema, data);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

const MAX_ID = 2_147_483_647;

/** Path IDs are positive 32-bit integers; anything else cannot name a row, so it is "not found". */
export function parseId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_ID ? n : null;
}
