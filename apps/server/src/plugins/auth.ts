import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, twoStepRequired, unauthenticated } from '../lib/errors.js';
import { isStaff, mayAccess, SHOPPER_REFUSALS, type Access } from '@shop/domain';
import type { preHandlerHookHandler } from 'fastify';
import { auditActors } from '../lib/audit-actor.js';
import type { FindSession, ResolvedSession } from '../lib/session.js';
import { hookList } from './route-hooks.js';

/**
 * Who may call a route (the domain's rule). Every /api route declares one in its contract entry,
 * which becomes `config.access`; the server refuses to start when one does not.
 */
export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A route about the caller's own account (the contract's `ownAccount`; issue 29). */
    ownAccount?: boolean;
  }
  interface FastifyRequest {
    /** The session of a route that requires one; null on public routes until `optionalSession()`. */
    session: ResolvedSession | null;
    /** For public routes that show more to staff: resolves the session if a valid token was sent. */
    optionalSession(): Promise<ResolvedSession | null>;
    /**
     * On a signed-in route: the caller is a staff member the shop requires two-step sign-in of, and
     * theirs is off (issue 29). Only their own account's routes are answered then.
     */
    mustSetUpTwoStep: boolean;
  }
}

/** The session of an authenticated route; throws if used on a public one (a programming error). */
export function requireSession(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw new Error(`Route ${request.routeOptions.url} is public but needs a session`);
  return request.session;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

export interface AuthPluginOptions {
  /** The auth module's session look-up, handed in by app.ts: a plugin imports no module. */
  findSession: FindSession;
  routeTable: RouteAccess[];
  /**
   * Whether the administrator requires two-step sign-in of all staff (issue 29): a staff member
   * without it then reaches only their own account until it is set up. Handed in by app.ts (settings).
   */
  staffTwoStepRequired?: () => Promise<boolean>;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A staff member's write on a staff route or on their own account runs with them named as its
 * actor, so that its transactions are recorded in the activity log (lib/audit-actor.ts); their own
 * shopping (a cart, an order of their own) is not staff activity. A callback hook: the rest of the
 * request runs inside `run`, which an async hook could not arrange.
 */
const nameStaffActor: preHandlerHookHandler = (request, _reply, done) => {
  const user = request.session?.user;
  if (!user || !isStaff(user.role) || !WRITE_METHODS.has(request.method)) {
    done();
    return;
  }
  auditActors.run({ id: user.id, email: user.email, role: user.role, address: request.ip }, done);
};

/** Whether a route's writes by staff are staff activity: the back office's, and their own account's. */
const isAudited = (access: Access, ownAccount: boolean) =>
  access === 'admin' || access === 'administrator' || ownAccount;

export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  const { findSession, routeTable, staffTwoStepRequired = async () => false } = options;

  /**
   * A staff member without two-step sign-in while the administrator requires it (issue 29): they
   * reach their own account (to set it up) and nothing else, not even what a signed-in shopper may.
   */
  const mustSetUpTwoStep = async (session: ResolvedSession) =>
    isStaff(session.user.role) && !session.user.twoStep && (await staffTwoStepRequired());

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access level`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routeTable.push({ method, url: route.url, access });
  });

  app.decorateRequest('session', null);
  app.decorateRequest('mustSetUpTwoStep', false);
  app.decorateRequest('optionalSession', async function (this: FastifyRequest) {
    if (this.session) return this.session;
    const token = bearerToken(this);
    const session = token ? await findSession(token, this.ip) : null;
    // A public page shows staff more (hidden products, previews): not to one shut out for two-step.
    this.session = session && !(await mustSetUpTwoStep(session)) ? session : null;
    return this.session;
  });

  // Only routes that need a session get the check (onRequest: before the body is read, so a refused
  // caller costs no parsing); a public route pays nothing for it.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || access === 'public') return;
    const ownAccount = route.config?.ownAccount === true;
    const checkAccess = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await findSession(token, request.ip) : null;
      if (!session) throw unauthenticated(token ? SHOPPER_REFUSALS.sessionExpired : undefined);
      if (!mayAccess(access, session.user.role)) throw forbidden();
      request.mustSetUpTwoStep = await mustSetUpTwoStep(session);
      if (request.mustSetUpTwoStep && !ownAccount) throw twoStepRequired();
      request.session = session;
    };
    route.onRequest = [checkAccess, ...hookList(route.onRequest)];
    if (isAudited(access, ownAccount)) route.preHandler = [nameStaffActor, ...hookList(route.preHandler)];
  });
});
