import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, type SavedAddress, type SavedAddressBody } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requireSession } from '../../plugins/auth.js';
import { checkShippingAddress } from '../shipping/index.js';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './service.js';

/**
 * The address book (decision 034): checked exactly as checkout checks a shipping address, the
 * schema first, then the pincode and its state, so an address saved here is one checkout accepts.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes = contract.account;
  const one = (address: SavedAddress) => ({ success: true as const, data: { address } });
  const many = (addresses: SavedAddress[]) => ({ success: true as const, data: { addresses } });
  const checked = async ({ isDefault, ...address }: SavedAddressBody & { phone: string }) => {
    await checkShippingAddress(address, '');
    return { address, isDefault: isDefault ?? false };
  };

  app.route({
    ...fromContract(routes.listAddresses),
    handler: async (request) => many(await listAddresses(db, requireSession(request).user.id)),
  });

  app.route({
    ...fromContract(routes.addAddress),
    handler: async (request, reply) => {
      const { address, isDefault } = await checked(request.body);
      const saved = await addAddress(db, requireSession(request).user.id, address, isDefault);
      return reply.code(201).send(one(saved));
    },
  });

  app.route({
    ...fromContract(routes.updateAddress),
    handler: async (request) => {
      const { address, isDefault } = await checked(request.body);
      return one(
        await updateAddress(db, requireSession(request).user.id, request.params.id, address, isDefault),
      );
    },
  });

  app.route({
    ...fromContract(routes.deleteAddress),
    handler: async (request) =>
      many(await deleteAddress(db, requireSession(request).user.id, request.params.id)),
  });
};
