import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PreparedImage } from '../modules/images/index.js';

/** The widths of each photo of each job asked for, in the order asked. */
export type DemoPhotos = PreparedImage['variants'][][];

/** What the drawing process sends back; Buffers arrive as Uint8Arrays. */
export interface DrawnMessage {
  photos: { width: number; bytes: Uint8Array }[][][];
  /** The drawing process's own memory high-water mark, for the log. */
  peakBytes?: number;
}

interface DrawLog {
  info(details: object, message: string): void;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The drawing process's entry: `dist/draw-demo-photos.js` beside the built server, or the source
 * file when the server runs from source (tsx, tests).
 */
function drawingEntry(): string {
  const built = path.join(here, 'draw-demo-photos.js');
  return fs.existsSync(built) ? built : path.join(here, '..', 'draw-demo-photos.ts');
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Draws the photos of the given demo jobs in a short-lived process of their own (decision 025).
 * Drawing a hundred pictures with sharp leaves ~300 MB in glibc's per-thread arenas, which a process
 * keeps for its whole life; a child gives it all back to the system when it exits, so the server
 * never holds it. `signal` ends the drawing (the server is shutting down).
 */
export function drawDemoPhotosInChild(
  jobs: number[],
  log?: DrawLog,
  signal?: AbortSignal,
): Promise<DemoPhotos> {
  const started = performance.now();
  const entry = drawingEntry();
  return new Promise((resolve, reject) => {
    const child = fork(entry, [jobs.join(',')], {
      serialization: 'advanced',
      // From source the child needs the TypeScript loader; the built file is plain JavaScript.
      execArgv: entry.endsWith('.ts') ? ['--import', 'tsx'] : [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // glibc gives each of libvips's threads an arena of its own, which the process keeps until it
      // exits; with two the 111 demo photos drew in 10.9 s instead of 13.3 s, peaking at 176 MB
      // instead of 231 MB (decision 077).
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
      signal,
    });
    // Drawn behind a shop that answers (decision 063): shoppers' requests come first for the CPU.
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
    } catch {
      // A system that refuses leaves it at the server's priority; it only draws slower for shoppers.
    }
    let drawn: DrawnMessage | undefined;
    child.once('message', (message) => (drawn = message as DrawnMessage));
    child.once('error', reject);
    child.once('exit', (code, exitSignal) => {
      if (!drawn) {
        reject(
          new Error(`The demo photo process ended (${exitSignal ?? `exit ${code}`}) without its photos`),
        );
        return;
      }
      const photos = drawn.photos.map((pictures) =>
        pictures.map((variants) =>
          variants.map((variant) => ({ width: variant.width, bytes: asBuffer(variant.bytes) })),
        ),
      );
      log?.info(
        {
          pictures: photos.flat().length,
          ms: Math.round(performance.now() - started),
          peakMb: drawn.peakBytes === undefined ? undefined : Math.round(drawn.peakBytes / 1024 / 1024),
        },
        'Demo photos drawn in a separate process',
      );
      resolve(photos);
    });
  });
}
