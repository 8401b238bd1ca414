/** A notification whose subject no longer exists (its product deleted): nothing to send. */
export class NothingToSend extends Error {}
