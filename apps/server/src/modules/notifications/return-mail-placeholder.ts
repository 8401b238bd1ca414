// TEMPORARY until the r-periphery branch lands notifyReturnStep; replaced at merge.
import type { ReturnStatus } from '@shop/domain';
import type { Db } from '../../db/client.js';
export interface ReturnMail {
  orderId: string;
  step: ReturnStatus;
  recipient: string;
  shopEmail: string;
  payload: Record<string, string | undefined>;
}
export async function notifyReturnStep(_tx: Db, _mail: ReturnMail): Promise<void> {}
