import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import { changePassword, toUser, updateProfile } from '../auth/index.js';
import {
  createStaff,
  deactivateUser,
  getUser,
  listUsers,
  reactivateUser,
  resetStaffTwoStep,
  updateUser,
} from './service.js';

const ok = <T>(data: T) => ({ success: true as const, data });

/** User management (administrator only) plus the signed-in user's own profile and password. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.users;

  // Own account: any signed-in user. Static paths win over `/:id` in Fastify's router.
  app.route({
    ...fromContract(routes.profile),
    handler: async (request) => ok({ user: toUser(requireSession(request).user) }),
  });

  app.route({
    ...fromContract(routes.updateProfile),
    handler: async (request) =>
      ok({ user: await updateProfile(db, requireSession(request).user.id, request.body.fullName) }),
  });

  app.route({
    ...fromContract(routes.changePassword),
    handler: async (request) => {
      const session = requireSession(request);
      await changePassword(db, { userId: session.user.id, sessionId: session.sessionId }, request.body);
      return ok({ message: 'Your password has been changed' });
    },
  });

  // Management: administrator only.
  app.route({
    ...fromContract(routes.list),
    handler: async (request) => ok(await listUsers(db, request.query)),
  });

  app.route({
    ...fromContract(routes.createStaff),
    handler: async (request, reply) =>
      reply.code(201).send(ok({ user: await createStaff(db, request.body) })),
  });

  app.route({
    ...fromContract(routes.get),
    handler: async (request) => ok({ user: await getUser(db, request.params.id) }),
  });

  app.route({
    ...fromContract(routes.update),
    handler: async (request) =>
      ok({
        user: await updateUser(db, requireSession(request).user.id, request.params.id, request.body),
      }),
  });

  app.route({
    ...fromContract(routes.deactivate),
    handler: async (request) =>
      ok({ user: await deactivateUser(db, requireSession(request).user.id, request.params.id) }),
  });

  app.route({
    ...fromContract(routes.reactivate),
    handler: async (request) => ok({ user: await reactivateUser(db, request.params.id) }),
  });

  app.route({
    ...fromContract(routes.resetTwoStep),
    handler: async (request) =>
      ok({ user: await resetStaffTwoStep(db, requireSession(request).user.id, request.params.id) }),
  });
};
