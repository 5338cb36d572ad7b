import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  listingReportDtoSchema,
  listingReportListSchema,
  reportListingSchema,
} from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import { idParams, resourceErrors } from '../http/route-schemas';
import type { ReportsService } from './reports.service';

export interface ReportsRouteDeps {
  reports: ReportsService;
  authenticate: onRequestHookHandler;
  reportLimit: { max: number; timeWindow: string };
}

/** Issue 15 §4: 'Report this listing' (signed in) and the caller's own reports. */
export async function reportsRoutes(
  instance: FastifyInstance,
  { reports, authenticate, reportLimit }: ReportsRouteDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/listings/:id/reports',
    {
      onRequest: authenticate,
      config: { rateLimit: reportLimit },
      schema: {
        tags: ['reports'],
        summary: 'Report a listing to the moderators',
        documentedBody: reportListingSchema,
        description:
          'Body `{ reason, text }`. 201 with the new report; 200 with the first one when the caller had reported this listing before (`alreadyReported`).',
        params: idParams,
        response: {
          200: listingReportDtoSchema,
          201: listingReportDtoSchema,
          ...resourceErrors,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, report } = await reports.report(
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(report);
    },
  );

  app.get(
    '/user/reports',
    {
      onRequest: authenticate,
      schema: {
        tags: ['reports'],
        summary: 'The caller’s reports',
        response: { 200: listingReportListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => reports.mine(currentUser(request).id),
  );
}
