import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { rateLimited, type TooManyWhat } from '../../lib/errors.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import { takeAttempt } from '../auth/index.js';
import {
  acknowledgeComplaint,
  fileComplaint,
  getComplaint,
  listComplaints,
  replyToComplaint,
  resolveComplaint,
  trackComplaint,
} from './service.js';

/** Complaints to the grievance officer (decision 048): anyone files and follows one, staff answer. */
export const complaintRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, options) => {
  const { db } = options;
  const routes = contract.complaints;
  const { complaintsPerHour, complaintLookupsPerHour } = options.config.limits;

  /** A per-address limit counted in the database, as for order look-ups (decision 014); 0 is off. */
  const throttle = async (request: { ip: string }, name: string, perHour: number, what: TooManyWhat) => {
    if (perHour <= 0) return;
    const key = `${name}:${normalizeIP(request.ip)}`;
    const attempt = await takeAttempt(db, [{ key, limit: perHour, windowSeconds: 3600 }]);
    if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds, what);
  };

  app.route({
    ...fromContract(routes.create),
    handler: async (request, reply) => {
      await throttle(request, 'complaint', complaintsPerHour, 'complaints from this address');
      const complaint = await fileComplaint(db, request.body);
      return reply.code(201).send({ success: true as const, data: { complaint } });
    },
  });

  app.route({
    ...fromContract(routes.track),
    handler: async (request) => {
      await throttle(request, 'complaint-lookup', complaintLookupsPerHour, 'look-ups');
      const { ticketNumber, email } = request.body;
      return { success: true as const, data: { complaint: await trackComplaint(db, ticketNumber, email) } };
    },
  });

  app.route({
    ...fromContract(routes.list),
    handler: async (request) => ({ success: true as const, data: await listComplaints(db, request.query) }),
  });

  app.route({
    ...fromContract(routes.one),
    handler: async (request) => ({
      success: true as const,
      data: { complaint: await getComplaint(db, request.params.id) },
    }),
  });

  app.route({
    ...fromContract(routes.acknowledge),
    handler: async (request) => ({
      success: true as const,
      data: { complaint: await acknowledgeComplaint(db, request.params.id) },
    }),
  });

  app.route({
    ...fromContract(routes.reply),
    handler: async (request, reply) => {
      const staffId = requireSession(request).user.id;
      const complaint = await replyToComplaint(db, request.params.id, request.body.message, staffId);
      return reply.code(201).send({ success: true as const, data: { complaint } });
    },
  });

  app.route({
    ...fromContract(routes.resolve),
    handler: async (request) => ({
      success: true as const,
      data: { complaint: await resolveComplaint(db, request.params.id) },
    }),
  });
};
