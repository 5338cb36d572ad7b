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
