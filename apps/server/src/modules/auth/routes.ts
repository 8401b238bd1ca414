import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import { createMailer } from '../mail/index.js';
import {
  completeSignIn,
  endOtherSessions,
  endSession,
  FORGOT_PASSWORD_ANSWER,
  forgotPassword,
  listSessions,
  login,
  logout,
  refresh,
  resetPassword,
  signup,
  updateProfile,
  warmUp,
  type AuthDeps,
  type NewStaffDevice,
  type RequestMeta,
} from './service.js';
import { judgePassword } from './password-strength.js';
import { confirmTwoStep, disableTwoStep, startTwoStep } from './two-step/service.js';
import { toUser } from './user-view.js';
import { readShopSettings, shopPublicUrl } from '../settings/index.js';

const meta = (request: FastifyRequest): RequestMeta => ({
  // An IPv6 customer holds a whole /64, so the limits count the /64 as one address.
  ip: normalizeIP(request.ip),
  address: request.ip,
  userAgent: request.headers['user-agent'],
});

const ok = <T>(data: T) => ({ success: true as const, data });

/** Sign-up, sign-in, sessions, own profile and password reset (decision 007). */
export const authRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  /** The outbox write for a staff sign-in from a new device (app.ts hands in notifications'). */
  onNewStaffDevice?: (tx: Db, signIn: NewStaffDevice) => Promise<void>;
}> = async (app, options) => {
  const { db, config } = options;
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, env: config.env },
    app.log,
  );
  app.addHook('onClose', async () => mailer.close());
  const deps: AuthDeps = {
    db,
    sessionDays: config.sessionDays,
    shopIdentity: async () => {
      const settings = await readShopSettings(db);
      return { name: settings.shop.name, publicUrl: shopPublicUrl(settings, config.localUrl) };
    },
    mailer,
    log: app.log,
    signupsPerHour: config.limits.signupsPerHour,
    ...(options.onNewStaffDevice ? { onNewStaffDevice: options.onNewStaffDevice } : {}),
  };
  // Not awaited: the hash runs on libuv's pool while the rest of the server starts (about 0.4 s of a
  // restart's 3 s budget, issue 27). A sign-in that comes first waits for the same hash.
  warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'warming up the sign-in check failed'));
  const routes = contract.auth;

  app.route({
    ...fromContract(routes.signup),
    handler: async (request, reply) => {
      const result = await signup(deps, request.body, meta(request));
      return reply.code(201).send(ok(result));
    },
  });

  app.route({
    ...fromContract(routes.login),
    handler: async (request) => ok(await login(deps, request.body, meta(request))),
  });

  app.route({
    ...fromContract(routes.mfa),
    handler: async (request) => ok(await completeSignIn(deps, request.body, meta(request))),
  });

  app.route({
    ...fromContract(routes.twoStepSetup),
    handler: async (request) => {
      const { user } = requireSession(request);
      return ok(await startTwoStep(db, user, (await deps.shopIdentity()).name));
    },
  });

  app.route({
    ...fromContract(routes.twoStepConfirm),
    handler: async (request) => {
      const { user, sessionId } = requireSession(request);
      const recoveryCodes = await confirmTwoStep(db, { userId: user.id, sessionId }, request.body.code);
      return ok({ recoveryCodes });
    },
  });

  app.route({
    ...fromContract(routes.twoStepDisable),
    handler: async (request) => {
      await disableTwoStep(db, requireSession(request).user.id, request.body.code);
      return ok({ message: 'Two-step sign-in is off' });
    },
  });

  app.route({
    ...fromContract(routes.logout),
    handler: async (request) => {
      await logout(db, requireSession(request).sessionId);
      return ok({ message: 'Signed out successfully' });
    },
  });

  app.route({
    ...fromContract(routes.sessions),
    handler: async (request) => {
      const { sessionId, user } = requireSession(request);
      return ok({ sessions: await listSessions(db, { sessionId, userId: user.id }) });
    },
  });

  app.route({
    ...fromContract(routes.endSession),
    handler: async (request) => {
      await endSession(db, requireSession(request).user.id, request.params.id);
      return ok({ message: 'Signed out of that device' });
    },
  });

  app.route({
    ...fromContract(routes.endOtherSessions),
    handler: async (request) => {
      const { sessionId, user } = requireSession(request);
      const ended = await endOtherSessions(db, { sessionId, userId: user.id });
      return ok({
        ended,
        message: ended === 1 ? 'Signed out of 1 other device' : `Signed out of ${ended} other devices`,
      });
    },
  });

  app.route({
    ...fromContract(routes.me),
    // The access check has already asked whether the shop requires two-step of this caller.
    handler: async (request) =>
      ok({ user: toUser(requireSession(request).user), twoStepRequired: request.mustSetUpTwoStep }),
  });

  app.route({
    ...fromContract(routes.updateMe),
    handler: async (request) =>
      ok({ user: await updateProfile(db, requireSession(request).user.id, request.body.fullName) }),
  });

  app.route({
    ...fromContract(routes.refresh),
    handler: async (request) => {
      const session = requireSession(request);
      return ok(
        await refresh(deps, { sessionId: session.sessionId, userId: session.user.id }, meta(request)),
      );
    },
  });

  app.route({
    ...fromContract(routes.passwordStrength),
    handler: async (request) => {
      const { password, ...owner } = request.body;
      return ok({ strength: await judgePassword(password, owner) });
    },
  });

  app.route({
    ...fromContract(routes.forgotPassword),
    handler: async (request) => {
      await forgotPassword(deps, request.body.email, meta(request));
      return ok({ message: FORGOT_PASSWORD_ANSWER });
    },
  });

  app.route({
    ...fromContract(routes.resetPassword),
    handler: async (request) => {
      await resetPassword(db, request.body.token, request.body.password, request.ip);
      return ok({ message: 'Your password has been reset. Please sign in with your new password.' });
    },
  });
};
