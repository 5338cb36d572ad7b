import { z } from 'zod';
import { apiErrorSchema } from 'shared-api/schemas';

/** `:id` stays a string here: the service's parseId answers 404 (not 400) for ids that name nothing. */
export const idParams = z.object({ id: z.string() });

/** What a signed-in call on one resource may answer besides success (documented in OpenAPI). */
export const resourceErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** An answer without a body (`sendEmpty(reply, 204)`). */
export const noContent = z.null().describe('Done (no body)');

/** A conditional GET whose ETag still matches (`sendPrepared`): no body. */
export const notModified = z
  .null()
  .describe('Not modified: the ETag sent in If-None-Match still matches');

/** `{ error }` with what it means on this route (shared-api's schemas are zod mini: no describe). */
export const errorAnswer = (description: string) =>
  z
    .object({
      error: z.string(),
      requestId: z.string().optional().describe('The id of the request in the API logs'),
    })
    .describe(description);
