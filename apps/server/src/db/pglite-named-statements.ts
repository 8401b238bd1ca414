import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** The statements each embedded database has prepared (a new instance starts with none). */
const prepared = new WeakMap<PGlite, Set<string>>();

/** A value the text protocol sends as it is; anything else goes through PGlite's own query. */
const isPlain = (value: unknown): value is string | number | boolean | bigint | null =>
  value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value);

/**
 * PGlite's `query` with a named statement: parsed once, then bound and run with new values, so
 * the embedded database keeps a plan for it as PostgreSQL does (decision 046). PGlite has no
 * option for this, so it speaks the protocol's messages itself, holding the database the way
 * `query` does (no transaction open, nothing else between its messages). Null when a value is not
 * plain text, a number or a boolean, or the database is closed: the caller runs the query as usual.
 */
export async function queryNamed<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
  options?: QueryOptions,
): Promise<Results<T> | null> {
  // A closed database is left to `query`, whose error the shop knows as "unavailable" (503).
  if (client.closed || !params.every(isPlain)) return null;
  const values = params.map((value) => (value === null ? null : String(value)));
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  const { serialize } = protocol;
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let names = prepared.get(client);
      if (!names) prepared.set(client, (names = new Set()));
      const messages: BackendMessage[] = [];
      try {
        if (!names.has(name)) {
          await send(serialize.parse({ name, text }));
          names.add(name);
        }
        messages.push(...(await send(serialize.bind({ statement: name, values }))));
        messages.push(...(await send(serialize.describe({ type: 'P' }))));
        messages.push(...(await send(serialize.execute({}))));
      } finally {
        // Ends the exchange, and after an error puts the connection back in order.
        messages.push(...(await send(serialize.sync())));
      }
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    }),
  );
}
