import type { ReturnStatus } from '@shop/domain';

// Apart from the return mails' templates so that queueing one (outbox.ts) does not load the mail
// renderer, which the server loads on its first delivery.

/** The shopper's mail for each step, and the shop's for a new request. */
export type ReturnMailKind = `return_${ReturnStatus}` | 'shop_new_return';

export const returnMailKind = (step: ReturnStatus): ReturnMailKind => `return_${step}`;
