/**
 * What other parts of the server may use of the users module (docs/architecture.md, "Module
 * entries"): the first administrator and demo accounts, for start-up and the create-admin command.
 */
export { bootstrapAccounts, demoAccount, keepsDemoPassword } from './bootstrap.js';
export {
  ensureAccounts,
  hasAnyAdministrator,
  insertFirstAdministrator,
  upsertAdministrator,
} from './service.js';
