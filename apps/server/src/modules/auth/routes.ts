import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResultSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MessageResultSchema,
  RefreshResultSchema,
  ResetPasswordBodySchema,
  SignupBodySchema,
  successEnvelope,
  UpdateProfileBodySchema,
  UserResultSchema,
} from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { requireSession } from '../../plugins/auth.js';
import { createMailer } from '../mail/index.js';
import {
  FORGOT_PASSWORD_ANSWER,
  forgotPassword,
  login,
  logout,
  refresh,
  resetPassword,
  signup,
  updateProfile,
  warmUp,
  type AuthDeps,
  type RequestMeta,
} from './service.js';
import { toUser } from './user-view.js';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const ok = <T>(data: T) => ({ success: true as const, data });

/** Sign-up, sign-in, sessions, own profile and password reset (SPEC section 7, DECISIONS D4). */
export const authRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, options) => {
  const { db, config } = options;
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, env: config.env },
    app.log,
  );
  app.addHook('onClose', async () => mailer.close());
  const deps: AuthDeps = {
    db,
    sessionDays: config.sessionDays,
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    mailer,
    log: app.log,
    signupsPerHour: config.limits.signupsPerHour,
  };
  await warmUp();
  const tags = ['auth'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create a customer account and sign in (a role in the body is ignored)',
        body: SignupBodySchema,
        response: { 201: successEnvelope(AuthResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await signup(deps, request.body, meta(request));
      return reply.code(201).send(ok(result));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in (throttled per account and per address)',
        body: LoginBodySchema,
        response: { 200: successEnvelope(AuthResultSchema) },
      },
    },
    async (request) => ok(await login(deps, request.body, meta(request))),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Revoke the current session',
        response: { 200: successEnvelope(MessageResultSchema) },
      },
    },
    async (request) => {
      await logout(db, requireSession(request).sessionId);
      return ok({ message: 'Signed out successfully' });
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'The signed-in user',
        response: { 200: successEnvelope(UserResultSchema) },
      },
    },
    async (request) => ok({ user: toUser(requireSession(request).user) }),
  );

  app.put(
    '/api/auth/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: "Update the signed-in user's full name",
        body: UpdateProfileBodySchema,
        response: { 200: successEnvelope(UserResultSchema) },
      },
    },
    async (request) =>
      ok({ user: await updateProfile(db, requireSession(request).user.id, request.body.fullName) }),
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Replace the current token with a new one (the old one stops working)',
        response: { 200: successEnvelope(RefreshResultSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return ok(
        await refresh(deps, { sessionId: session.sessionId, userId: session.user.id }, meta(request)),
      );
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a password-reset link (same answer whether or not the account exists)',
        body: ForgotPasswordBodySchema,
        response: { 200: successEnvelope(MessageResultSchema) },
      },
    },
    async (request) => {
      await forgotPassword(deps, request.body.email, meta(request));
      return ok({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; signs the account out everywhere',
        body: ResetPasswordBodySchema,
        response: { 200: successEnvelope(MessageResultSchema) },
      },
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password);
      return ok({ message: 'Your password has been reset. Please sign in with your new password.' });
    },
  );
};
