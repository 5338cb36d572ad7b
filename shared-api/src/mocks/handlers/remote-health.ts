import { http } from 'msw';
import { remoteReportSchema } from '../../remote-health/remote-health.schema';
import type { MockDb } from '../db';
import { API, apiError, noContent } from './auth';

/**
 * The shell's remote-health beacon, as the server answers it: a valid tally is 204 (the mock keeps
 * nothing: no page reads it back), anything else 400 with the first problem.
 */
export function remoteHealthHandlers(_db: MockDb) {
  return [
    http.post(`${API}/client-reports`, async ({ request }) => {
      const parsed = remoteReportSchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
      return noContent();
    }),
  ];
}
