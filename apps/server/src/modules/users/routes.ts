import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordBodySchema,
  CreateAdminBodySchema,
  IdParamsSchema,
  MessageResultSchema,
  successEnvelope,
  UpdateProfileBodySchema,
  UpdateUserBodySchema,
  UserListQuerySchema,
  UserListSchema,
  UserResultSchema,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { requireSession } from '../../plugins/auth.js';
import { changePassword, toUser, updateProfile } from '../auth/index.js';
import { createStaff, deactivateUser, getUser, listUsers, reactivateUser, updateUser } from './service.js';

const ok = <T>(data: T) => ({ success: true as const, data });

/** User management (administrator only) plus the signed-in user's own profile and password. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const userAnswer = { 200: successEnvelope(UserResultSchema) };

  // Own account: any signed-in user. Static paths win over `/:id` in Fastify's router.
  app.get(
    '/api/users/profile',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: 'The signed-in user (same as GET /auth/me)', response: userAnswer },
    },
    async (request) => ok({ user: toUser(requireSession(request).user) }),
  );

  app.put(
    '/api/users/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: "Update the signed-in user's full name (same as PUT /auth/me)",
        body: UpdateProfileBodySchema,
        response: userAnswer,
      },
    },
    async (request) =>
      ok({ user: await updateProfile(db, requireSession(request).user.id, request.body.fullName) }),
  );

  app.post(
    '/api/users/password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Change the own password; signs out every other session',
        body: ChangePasswordBodySchema,
        response: { 200: successEnvelope(MessageResultSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await changePassword(db, { userId: session.user.id, sessionId: session.sessionId }, request.body);
      return ok({ message: 'Your password has been changed' });
    },
  );

  // Management: administrator only.
  app.get(
    '/api/users',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        security,
        summary: 'Users, newest first, with role counts over all users',
        querystring: UserListQuerySchema,
        response: { 200: successEnvelope(UserListSchema) },
      },
    },
    async (request) => ok(await listUsers(db, request.query)),
  );

  app.post(
    '/api/users/admin',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        security,
        summary: 'Create a staff account (admin or administrator)',
        body: CreateAdminBodySchema,
        response: { 201: successEnvelope(UserResultSchema) },
      },
    },
    async (request, reply) => reply.code(201).send(ok({ user: await createStaff(db, request.body) })),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: 'administrator' },
      schema: { tags, security, summary: 'One user', params: IdParamsSchema, response: userAnswer },
    },
    async (request) => ok({ user: await getUser(db, request.params.id) }),
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        security,
        summary: 'Rename a user or change their role',
        params: IdParamsSchema,
        body: UpdateUserBodySchema,
        response: userAnswer,
      },
    },
    async (request) =>
      ok({
        user: await updateUser(db, requireSession(request).user.id, request.params.id, request.body),
      }),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        security,
        summary: 'Deactivate a user (soft delete) and revoke all their sessions',
        params: IdParamsSchema,
        response: userAnswer,
      },
    },
    async (request) =>
      ok({ user: await deactivateUser(db, requireSession(request).user.id, request.params.id) }),
  );

  app.post(
    '/api/users/:id/reactivate',
    {
      config: { access: 'administrator' },
      schema: { tags, security, summary: 'Reactivate a user', params: IdParamsSchema, response: userAnswer },
    },
    async (request) => ok({ user: await reactivateUser(db, request.params.id) }),
  );
};
