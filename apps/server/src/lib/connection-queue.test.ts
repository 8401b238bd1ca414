import { describe, expect, it } from 'vitest';
import { connectionQueue } from './connection-queue.js';

/** Work the test finishes by hand, recording when it started and how many ran beside it. */
function harness() {
  let inFlight = 0;
  let mostInFlight = 0;
  const started: string[] = [];
  const finishers = new Map<string, (error?: Error) => void>();
  const work = (name: string) => () => {
    started.push(name);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<string>((resolve, reject) => {
      finishers.set(name, (error) => {
        inFlight -= 1;
        if (error) reject(error);
        else resolve(`${name} done`);
      });
    });
  };
  const finish = async (name: string, error?: Error) => {
    const finisher = finishers.get(name);
    if (!finisher) throw new Error(`${name} has not started`);
    finisher(error);
    await settle();
  };
  return { work, finish, started, mostInFlight: () => mostInFlight };
}

/** Lets every promise callback that is ready run, so queued work gets its chance to start. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('connectionQueue', () => {
  it('starts transactions one at a time, in the order they arrived', async () => {
    const queue = connectionQueue();
    const { work, finish, started, mostInFlight } = harness();
    const names = ['t1', 't2', 't3', 't4', 't5'];
    const results = names.map((name) => queue.transaction(work(name)));
    await settle();
    expect(started).toEqual(['t1']);
    for (const name of names) await finish(name);
    expect(started).toEqual(names);
    expect(mostInFlight()).toBe(1);
    expect(await Promise.all(results)).toEqual(names.map((name) => `${name} done`));
  });

  it('lets a statement go right after the running transaction, not behind the queued ones', async () => {
    const queue = connectionQueue();
    const { work, finish, started } = harness();
    void queue.transaction(work('t1'));
    void queue.transaction(work('t2'));
    void queue.transaction(work('t3'));
    await settle();
    void queue.statement(work('read'));
    await settle();
    expect(started).toEqual(['t1']);

    await finish('t1');
    expect(started).toEqual(['t1', 'read']);
    await finish('read');
    expect(started).toEqual(['t1', 'read', 't2']);
  });

  it('does not let a steady flow of statements hold a waiting transaction back', async () => {
    const queue = connectionQueue();
    const { work, finish, started } = harness();
    void queue.transaction(work('t1'));
    void queue.transaction(work('t2'));
    await settle();
    void queue.statement(work('r1'));
    void queue.statement(work('r2'));
    await finish('t1');
    // Arrives while r1 runs: it waits for t2, which was queued first.
    void queue.statement(work('r3'));
    await finish('r1');
    await finish('r2');
    expect(started).toEqual(['t1', 'r1', 'r2', 't2']);
    await finish('t2');
    expect(started.at(-1)).toBe('r3');
  });

  it('runs statements freely when no transaction waits, and carries on after a failure', async () => {
    const queue = connectionQueue();
    const { work, finish, started, mostInFlight } = harness();
    const failing = queue.statement(work('r1')).catch((error: Error) => error.message);
    const next = queue.statement(work('r2'));
    await settle();
    await finish('r1', new Error('boom'));
    expect(await failing).toBe('boom');
    await finish('r2');
    expect(await next).toBe('r2 done');
    expect(started).toEqual(['r1', 'r2']);
    expect(mostInFlight()).toBe(1);
  });
});
