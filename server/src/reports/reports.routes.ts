import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  listingReportDtoSchema,
  listingReportListSchema,
  userReportDtoSchema,
  reportListingSchema,
  reportUserSchema,
} from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import { idParams, resourceErrors } from '../http/route-schemas';
import type { ReportsService } from './reports.service';
import type { UserReportsService } from './user-reports.service';

export interface ReportsRouteDeps {
  reports: ReportsService;
  userReports: UserReportsService;
  authenticate: onRequestHookHandler;
  reportLimit: { max: number; timeWindow: string };
}

/** 'Report this listing' (signed in), the caller's own reports, and reporting a person. */
export async function reportsRoutes(
  instance: FastifyInstance,
  { reports, userReports, authenticate, reportLimit }: ReportsRouteDeps,
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

  app.post(
    '/users/:uid/reports',
    {
      onRequest: authenticate,
      config: { rateLimit: reportLimit },
      schema: {
        tags: ['reports'],
        summary: 'Report a person (from a chat)',
        documentedBody: reportUserSchema,
        description:
          'Body `{ reason, text, conversationID? }`. 201 with the new report; 200 with the first one when the caller had reported this person before (`alreadyReported`).',
        params: z.object({ uid: z.string() }),
        response: {
          200: userReportDtoSchema,
          201: userReportDtoSchema,
          ...resourceErrors,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { created, report } = await userReports.report(
        user.id,
        user.uid,
        request.params.uid,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(report);
    },
  );
}
