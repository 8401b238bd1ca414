import { vi } from 'vitest';

/** What the mocked shop answers one call with: a status and body, or a failure to reach it. */
export type MockReply = { status: number; body: unknown } | Error;

export interface MockCall {
  /** "METHOD /path" */
  key: string;
  /** The address as called, query and all. */
  url: string;
  headers: Record<string, string>;
  /** The JSON body sent, parsed; undefined without one. */
  body: unknown;
}

/**
 * Answers `fetch` by "METHOD /path" (a function may hold its answer back until the test lets it go)
 * and records every call; a call nobody expected fails the test. Unit tests of the web app only.
 */
export function mockApi(replies: Record<string, MockReply | (() => Promise<MockReply>)>): MockCall[] {
  const calls: MockCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${new URL(url, 'http://shop.test').pathname}`;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ key, url, headers: (init.headers ?? {}) as Record<string, string>, body });
      const entry = replies[key];
      const reply = typeof entry === 'function' ? await entry() : entry;
      if (!reply) throw new Error(`unexpected call ${key}`);
      if (reply instanceof Error) throw reply;
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}
