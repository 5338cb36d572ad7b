import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { messageAlertsSchema } from '../../notifications/message-alerts.dto';
import type { MockDb } from '../db';
import { API, apiError, callerUid, unauthorized } from './auth';

/** A JSON body as the server reads it: empty or unreadable is `{}` (then the schema's message). */
async function body(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

/** The profile's Notifications settings, as the server answers them. */
export function notificationHandlers(db: MockDb) {
  return [
    http.get(`${API}/user/message-alerts`, ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      return HttpResponse.json({ email: db.messageAlerts.get(uid) ?? true });
    }),

    http.put(`${API}/user/message-alerts`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const parsed = z.safeParse(messageAlertsSchema, await body(request));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
      db.messageAlerts.set(uid, parsed.data.email);
      return HttpResponse.json(parsed.data);
    }),
  ];
}
