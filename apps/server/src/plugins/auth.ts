import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/errors.js';
import { mayAccess, type Access } from '@shop/domain';
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
  }
  interface FastifyRequest {
    /** The session of a route that requires one; null on public routes until `optionalSession()`. */
    session: ResolvedSession | null;
    /** For public routes that show more to staff: resolves the session if a valid token was sent. */
    optionalSession(): Promise<ResolvedSession | null>;
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
}

export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  const { findSession, routeTable } = options;

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access level`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routeTable.push({ method, url: route.url, access });
  });

  app.decorateRequest('session', null);
  app.decorateRequest('optionalSession', async function (this: FastifyRequest) {
    if (this.session) return this.session;
    const token = bearerToken(this);
    this.session = token ? await findSession(token, this.ip) : null;
    return this.session;
  });

  // Only routes that need a session get the check (onRequest: before the body is read, so a refused
  // caller costs no parsing); a public route pays nothing for it.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || access === 'public') return;
    const checkAccess = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await findSession(token, request.ip) : null;
      if (!session)
        throw unauthenticated(token ? 'Your session has expired. Please sign in again.' : undefined);
      if (!mayAccess(access, session.user.role)) throw forbidden();
      request.session = session;
    };
    route.onRequest = [checkAccess, ...hookList(route.onRequest)];
  });
});
