import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  profilePictureRequestSchema,
  profilePictureResponseSchema,
  profileUpdateSchema,
  userDtoSchema,
} from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import type { UsersService } from './users.service';

export interface UsersRouteDeps {
  users: UsersService;
  authenticate: onRequestHookHandler;
  writeLimit: { max: number; timeWindow: string };
}

export async function usersRoutes(
  instance: FastifyInstance,
  { users, authenticate, writeLimit }: UsersRouteDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

  app.get(
    '/user',
    {
      onRequest: authenticate,
      schema: {
        tags: ['user'],
        summary: 'The caller’s profile (created on the first call)',
        response: { 200: userDtoSchema, ...errors },
      },
    },
    async (request) => users.syncFromToken(currentUser(request).token),
  );

  app.put(
    '/user',
    {
      onRequest: authenticate,
      config: { rateLimit: writeLimit },
      schema: {
        tags: ['user'],
        summary: 'Update the caller’s profile',
        body: profileUpdateSchema,
        response: { 200: userDtoSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return users.updateProfile(user.id, user.token, request.body);
    },
  );

  app.post(
    '/user/profile-picture',
    {
      onRequest: authenticate,
      config: { rateLimit: writeLimit },
      schema: {
        tags: ['user'],
        summary: 'An upload link for a new profile picture',
        body: profilePictureRequestSchema,
        response: { 200: profilePictureResponseSchema, ...errors },
      },
    },
    async (request) => users.profilePictureUpload(currentUser(request), request.body.contentType),
  );
}
