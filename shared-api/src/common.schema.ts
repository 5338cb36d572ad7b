import { z } from 'zod';

/** IDs are opaque to clients (contract): numbers today, strings tolerated. Use `String(id)` in URLs. */
export const idSchema = z.union([z.number().int(), z.string().min(1)]);
export type Id = z.infer<typeof idSchema>;

/** Every non-2xx answer of the API. */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiErrorDto = z.infer<typeof apiErrorSchema>;

/** `YYYY-MM-DD`, and a real calendar day (rejects 2026-02-30). `required` is the missing-value message. */
export const isoDateSchema = (required = 'Date is required') =>
  z
    .string({ error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'Please enter a valid date');

/**
 * A number field that a form holds as text and a JSON client sends as a number. Empty text is
 * "missing"; anything that is not a finite number fails with the field's one message (spec §5).
 */
export function numberField(
  message: string,
  opts: { gt?: number; min?: number; max: number; int?: boolean; step?: number },
) {
  let n = z.number({ error: message });
  if (opts.int) n = n.int(message);
  if (opts.step !== undefined) n = n.multipleOf(opts.step, message);
  if (opts.gt !== undefined) n = n.gt(opts.gt, message);
  if (opts.min !== undefined) n = n.min(opts.min, message);
  n = n.max(opts.max, message);
  return z.preprocess((v) => {
    if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v);
    return v;
  }, n);
}
