/**
 * What other parts of the server may use of the auth module (docs/architecture.md, "Module
 * entries"): sessions, passwords, the user as the API shows it, and the profile use cases the
 * users module serves. Its routes are registered by app.ts.
 */
export { CURRENT_COST, hashPassword, useHashCost, verifyPassword } from './passwords.js';
export { assertStrongPassword } from './password-strength.js';
export { release, takeAttempt } from './throttle-service.js';
export { changePassword, updateProfile } from './service.js';
export { resetTwoStep } from './two-step/service.js';
export {
  createSession,
  findSession,
  lockAccount,
  revokeUserSessions,
  type Executor,
} from './session-service.js';
export { toUser, userColumns } from './user-view.js';
