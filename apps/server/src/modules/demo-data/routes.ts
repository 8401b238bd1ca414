import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import type { BackupSource } from './backup.js';
import { removeDemoData } from './removal-service.js';

export interface DemoDataRouteOptions {
  db: Db;
  /** Absent for a database that cannot be backed up while it runs: then nothing is removed. */
  backupSource: BackupSource | undefined;
  backupFolder: string;
}

/** Leaving the demo (decision 056): the administrator's one-way step to their own shop. */
export const demoDataRoutes: FastifyPluginAsyncZod<DemoDataRouteOptions> = async (
  app,
  { db, backupSource, backupFolder },
) => {
  app.route({
    ...fromContract(contract.demoData.remove),
    handler: async (request) => {
      // The body's confirm phrase was checked by the contract's schema: a wrong one is a 422 before this.
      const { user } = requireSession(request);
      if (!backupSource) throw new Error('This database cannot be backed up while the shop runs');
      const data = await removeDemoData(db, { callerId: user.id, backupSource, backupFolder });
      request.log.info({ removed: data.removed, kept: data.kept, backup: data.backup }, 'demo data removed');
      return { success: true as const, data };
    },
  });
};
