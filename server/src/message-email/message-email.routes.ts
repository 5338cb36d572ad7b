import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, messageAlertsSchema } from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import { resourceErrors } from '../http/route-schemas';
import { unsubscribeRoutes } from '../mail/unsubscribe-routes';
import type { MessageEmailService } from './message-email.service';

export interface MessageEmailRouteDeps {
  messageEmail: MessageEmailService;
  authenticate: onRequestHookHandler;
  writeLimit: { max: number; timeWindow: string };
}

/** The unsubscribe page of the e-mail about unread messages. */
export const MESSAGE_UNSUBSCRIBE_TEXT = {
  done: 'You will no longer get e-mails about new messages.',
  bad: 'This unsubscribe link is not valid. Use the link in your latest e-mail, or turn off e-mails under Notifications on your profile.',
} as const;

const tags = ['notifications'];

/** 'E-mail me about new messages': the caller's setting, and the e-mail's unsubscribe link. */
export async function messageEmailRoutes(
  instance: FastifyInstance,
  { messageEmail, authenticate, writeLimit }: MessageEmailRouteDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/message-alerts',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Whether the caller is e-mailed about unread messages',
        description:
          'Whether the caller is e-mailed about messages left unread (true when never set).',
        response: { 200: messageAlertsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => messageEmail.alerts(currentUser(request).id),
  );

  app.put(
    '/user/message-alerts',
    {
      onRequest: authenticate,
      config: { rateLimit: writeLimit },
      schema: {
        tags,
        summary: 'Turn e-mails about unread messages on or off',
        documentedBody: messageAlertsSchema,
        description: 'Body `{ email }`: whether messages left unread are e-mailed.',
        response: { 200: messageAlertsSchema, ...resourceErrors, 429: apiErrorSchema },
      },
    },
    async (request) => messageEmail.setAlerts(currentUser(request).id, request.body),
  );

  // The e-mail's link (no session: it is opened from a mail client). POST is RFC 8058 one-click.
  unsubscribeRoutes(app, {
    path: '/messages/unsubscribe',
    tags,
    summary: 'Unsubscribe from e-mails about unread messages (the e-mail’s link)',
    description:
      'The unsubscribe link of the e-mail about unread messages (`token` signed by the server): turns those e-mails off and answers a small HTML page; 400 page for a bad token. POST for one-click (RFC 8058).',
    rateLimit: writeLimit,
    text: MESSAGE_UNSUBSCRIBE_TEXT,
    unsubscribe: (token) => messageEmail.unsubscribe(token),
  });
}
