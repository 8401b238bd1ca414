import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import type { BackupSource } from './backup.js';
import { removeDemoData } from './removal-service.js';

export interface DemoDataRouteOptions {
  db: Db;
  /** Absent for a database that cannot be backed up while it runs: then nothing is removed. */
  backupSource: BackupSource | undefined;
  backupFolder: string;
  /** Whether the caller still signs in with a published demo password (the users module answers). */
  keepsDemoPassword: (userId: string) => Promise<boolean>;
}

const PUBLIC_PASSWORD_MESSAGE =
  'You are signed in with a demo account whose password is printed in the README. Change your ' +
  'password first (My profile → Change Password), or sign in with your own administrator account, then leave the demo.';

/** Leaving the demo (decision 056): the administrator's one-way step to their own shop. */
export const demoDataRoutes: FastifyPluginAsyncZod<DemoDataRouteOptions> = async (
  app,
  { db, backupSource, backupFolder, keepsDemoPassword },
) => {
  app.route({
    ...fromContract(contract.demoData.remove),
    handler: async (request) => {
      // The body's confirm phrase was checked by the contract's schema: a wrong one is a 422 before this.
      const { user } = requireSession(request);
      // The caller's account outlives the demo: never with a password anyone can read.
      if (await keepsDemoPassword(user.id)) throw conflict(PUBLIC_PASSWORD_MESSAGE);
      if (!backupSource) throw new Error('This database cannot be backed up while the shop runs');
      const data = await removeDemoData(db, { callerId: user.id, backupSource, backupFolder });
      request.log.info({ removed: data.removed, kept: data.kept, backup: data.backup }, 'demo data removed');
      return { success: true as const, data };
    },
  });
};
