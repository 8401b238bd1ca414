import type { Role } from '@shop/domain';

/**
 * The signed-in caller as the access plugin hands it to routes. It lives here rather than in the
 * auth module so that plugins/auth.ts, which attaches it to every request, imports no module: the
 * auth module finds sessions, app.ts hands its finder to the plugin.
 */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  createdAt: Date;
  /** Whether two-step sign-in is on (issue 29). */
  twoStep: boolean;
}

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
}

/** The live session behind a bearer token, or null; `address` is where this request came from. */
export type FindSession = (token: string, address?: string) => Promise<ResolvedSession | null>;
