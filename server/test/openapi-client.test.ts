import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  conversationListSchema,
  createSavedSearchSchema,
  geocodeResultSchema,
  listingCardListSchema,
  listingDtoSchema,
  listingListSchema,
  listingReportListSchema,
  listingStatusAnswerSchema,
  listingStatusUpdateSchema,
  messageAlertsSchema,
  messageDtoSchema,
  messageListSchema,
  profileUpdateSchema,
  pushPublicKeySchema,
  replySchema,
  reportListingSchema,
  savedSearchAlertsSchema,
  savedSearchListSchema,
  startConversationResponseSchema,
  uploadUrlsSchema,
  userDtoSchema,
} from 'shared-api/schemas';
import type { operations } from '../openapi/api-types';

/**
 * The client types generated from the OpenAPI document (openapi/api-types.ts) against the zod
 * schemas the apps parse the wire with. The checks are types: `pnpm --filter server typecheck`
 * (tsc) fails when the document and shared-api drift apart; the test run only lists them.
 * Both ways: every answer the document allows is one the app's parser accepts (its input type), and
 * what the zod schema describes (its output; for a schema that reshapes what it parsed, the object
 * it parses) is an answer the document allows.
 */
type Answer<Op extends keyof operations, Status extends number> = operations[Op] extends {
  responses: { [S in Status]: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
type Body<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Sent } };
}
  ? Sent
  : never;
type Item<T> = T extends (infer Element)[] ? Element : T;
/** What a schema says the server sends: its output, or a reshaping pipe's input object. */
type Served<S> =
  S extends z.core.$ZodArray<infer Item>
    ? Served<Item>[]
    : S extends z.core.$ZodPipe<infer Wire, infer _Out>
      ? z.output<Wire>
      : z.output<S>;

describe('the generated client types agree with shared-api’s wire schemas', () => {
  it('for the main answers, both ways', () => {
    // `agree<Generated, Schema>()` compiles only when each is assignable to the other's side.
    const agree = <Generated extends z.input<S>, S extends z.core.$ZodType>(
      ..._: Served<S> extends Generated
        ? [Exclude<keyof Item<Served<S>>, keyof Item<Generated>>] extends [never]
          ? []
          : ['fields the document lacks', Exclude<keyof Item<Served<S>>, keyof Item<Generated>>]
        : ['the document refuses what the schema serves']
    ) => undefined;
    agree<Answer<'getListings', 200>, typeof listingCardListSchema>();
    // The apps parse a card answer with the full listing schema: its defaults fill the rest.
    const parses: z.input<typeof listingListSchema> = [] as Answer<'getListings', 200>;
    void parses;
    agree<Answer<'getListingsByIdDetails', 200>, typeof listingDtoSchema>();
    agree<Answer<'getUserListings', 200>, typeof listingListSchema>();
    agree<Answer<'getUser', 200>, typeof userDtoSchema>();
    agree<Answer<'getUserConversations', 200>, typeof conversationListSchema>();
    agree<Answer<'getConversationsByIdMessages', 200>, typeof messageListSchema>();
    agree<Answer<'postConversationsByIdReply', 201>, typeof messageDtoSchema>();
    agree<Answer<'postListingsByIdConversation', 200>, typeof startConversationResponseSchema>();
    agree<Answer<'postListing', 200>, typeof uploadUrlsSchema>();
    agree<Answer<'putListingsByIdStatus', 200>, typeof listingStatusAnswerSchema>();
    agree<Answer<'getUserSavedSearches', 200>, typeof savedSearchListSchema>();
    agree<Answer<'getUserSavedSearchAlerts', 200>, typeof savedSearchAlertsSchema>();
    agree<Answer<'getUserReports', 200>, typeof listingReportListSchema>();
    agree<Answer<'getGeocode', 200>, typeof geocodeResultSchema>();
    agree<Answer<'getPushPublicKey', 200>, typeof pushPublicKeySchema>();
  });

  it('for the bodies the routes declare, or their services check (documentedBody)', () => {
    expectTypeOf<Body<'putUser'>>().toEqualTypeOf<z.input<typeof profileUpdateSchema>>();
    expectTypeOf<Body<'postConversationsByIdReply'>>().toEqualTypeOf<z.input<typeof replySchema>>();
    expectTypeOf<Body<'putListingsByIdStatus'>>().toEqualTypeOf<
      z.input<typeof listingStatusUpdateSchema>
    >();
    expectTypeOf<Body<'postUserSavedSearches'>>().toEqualTypeOf<
      z.input<typeof createSavedSearchSchema>
    >();
    expectTypeOf<Body<'postListingsByIdReports'>>().toEqualTypeOf<
      z.input<typeof reportListingSchema>
    >();
    expectTypeOf<Body<'putUserMessageAlerts'>>().toEqualTypeOf<
      z.input<typeof messageAlertsSchema>
    >();
  });

  it('and an error is { error, requestId? }', () => {
    expectTypeOf<Answer<'getUser', 401>>().toEqualTypeOf<{ error: string; requestId?: string }>();
  });
});
