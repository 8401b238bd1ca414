import { AsyncResource } from 'node:async_hooks';

/**
 * The turn order of one connection that runs one thing at a time (the embedded database): single
 * statements and transactions each wait in a first-in, first-out line of their own.
 *
 * - Transactions start in the order they arrived, one at a time, so no buyer is overtaken by
 *   later ones however many are waiting.
 * - A single statement (a session look-up, a catalogue read) waits for the transaction running now,
 *   not behind every transaction queued: after each transaction, the statements that arrived
 *   while it ran go first. Statements arriving after that wait for the next transaction, so a
 *   steady flow of reads cannot hold the writers back either.
 *
 * - Between two turns the event loop gets a go (`setImmediate`): the database answers in promise
 *   callbacks only, so without it a backlog would run to the end before the server reads a new
 *   request or accepts a connection, and those arriving meanwhile would queue up late, in bursts.
 *
 * A transaction must not wait on a statement of the same queue (it would wait for itself); work
 * inside a transaction uses the transaction's own handle, never the queue.
 */
export interface ConnectionQueue {
  statement<T>(work: () => Promise<T>): Promise<T>;
  transaction<T>(work: () => Promise<T>): Promise<T>;
}

export function connectionQueue(): ConnectionQueue {
  const statements: (() => void)[] = [];
  const transactions: (() => void)[] = [];
  let busy = false;
  /** Statements that may still go before the next transaction: those queued behind the last one. */
  let statementsFirst = 0;

  const next = () => {
    if (busy) return;
    const preferStatement = statementsFirst > 0 || transactions.length === 0;
    const lane = preferStatement && statements.length > 0 ? statements : transactions;
    const start = lane.shift();
    if (!start) return;
    if (lane === statements) statementsFirst = Math.max(0, statementsFirst - 1);
    busy = true;
    start();
  };

  const enqueue =
    (lane: (() => void)[], isTransaction: boolean) =>
    <T>(work: () => Promise<T>): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        // Bound to the caller's async context: the work runs in it (its request's, not that of the
        // transaction it waited behind, which starts it from its own `finally`).
        lane.push(
          AsyncResource.bind(() => {
            Promise.resolve()
              .then(work)
              .then(resolve, reject)
              .finally(() => {
                busy = false;
                if (isTransaction) statementsFirst = statements.length;
                setImmediate(next);
              });
          }),
        );
        next();
      });

  return { statement: enqueue(statements, false), transaction: enqueue(transactions, true) };
}
