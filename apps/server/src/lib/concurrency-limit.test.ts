import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.js';

/** A task the test finishes by hand, which records when it started and how many ran beside it. */
function harness() {
  let inFlight = 0;
  let mostInFlight = 0;
  const started: string[] = [];
  const finishers = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  const task = (name: string) => () => {
    started.push(name);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<string>((resolve, reject) => {
      const done = () => (inFlight -= 1);
      finishers.set(name, {
        resolve: (value) => (done(), resolve(value)),
        reject: (error) => (done(), reject(error)),
      });
    });
  };
  const finish = (name: string) => finishers.get(name)!.resolve(`${name} done`);
  const fail = (name: string, error: Error) => finishers.get(name)!.reject(error);
  return { task, finish, fail, started, inFlight: () => inFlight, mostInFlight: () => mostInFlight };
}

/** Lets every promise callback that is ready run, so queued tasks get their chance to start. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('concurrencyLimit', () => {
  it('never runs more than the limit at once, and starts the waiting ones in arrival order', async () => {
    const limit = concurrencyLimit(2);
    const { task, finish, started, inFlight, mostInFlight } = harness();
    const names = ['a', 'b', 'c', 'd', 'e'];
    const results = names.map((name) => limit(task(name)));
    await settle();
    expect(started).toEqual(['a', 'b']);

    finish('b');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(inFlight()).toBe(2);

    finish('a');
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    finish('d');
    finish('c');
    await settle();
    expect(started).toEqual(names);
    finish('e');

    expect(await Promise.all(results)).toEqual(names.map((name) => `${name} done`));
    expect(mostInFlight()).toBe(2);
    expect(inFlight()).toBe(0);
  });

  it('frees the slot of a task that fails and gives its error to its own caller', async () => {
    const limit = concurrencyLimit(1);
    const { task, finish, fail, started } = harness();
    const failing = limit(task('broken'));
    const next = limit(task('next'));
    await settle();
    expect(started).toEqual(['broken']);

    const error = new Error('disk full');
    fail('broken', error);
    await expect(failing).rejects.toBe(error);
    await settle();
    expect(started).toEqual(['broken', 'next']);
    finish('next');
    await expect(next).resolves.toBe('next done');

    // The slot is free again: a task that comes later starts at once.
    const later = limit(task('later'));
    await settle();
    expect(started).toEqual(['broken', 'next', 'later']);
    finish('later');
    await expect(later).resolves.toBe('later done');
  });

  it('keeps the limit when a task throws before it returns a promise', async () => {
    const limit = concurrencyLimit(1);
    const { task, finish, started } = harness();
    const thrown = limit(() => {
      throw new Error('bad input');
    });
    await expect(thrown).rejects.toThrow('bad input');
    const first = limit(task('first'));
    const second = limit(task('second'));
    await settle();
    expect(started).toEqual(['first']);
    finish('first');
    await settle();
    expect(started).toEqual(['first', 'second']);
    finish('second');
    await Promise.all([first, second]);
  });
});
