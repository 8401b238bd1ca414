import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PreparedImage } from '../modules/images/index.js';

/** The demo catalogue's photos, drawn and prepared: one list of pictures per demo product. */
export type DemoPhotos = PreparedImage[][];

/** What the drawing process sends back; Buffers arrive as Uint8Arrays. */
export interface DrawnMessage {
  photos: {
    contentHash: string;
    width: number;
    height: number;
    variants: { width: number; bytes: Uint8Array }[];
  }[][];
  /** The drawing process's own memory high-water mark, for the log. */
  peakBytes?: number;
}

interface DrawLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
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
 * Draws the demo photos in a short-lived process of their own (decision 025). Drawing 104 pictures
 * with sharp leaves ~300 MB in glibc's per-thread arenas, which a process keeps for its whole life;
 * a child gives it all back to the system when it exits, so the server never holds it, and a new
 * embedded database (~285 MB itself) opens only once the drawing is over.
 */
export function drawDemoPhotosInChild(
  log?: DrawLog,
  /** Only the first products' photos (tests); all of them without. */
  products?: number,
): Promise<DemoPhotos> {
  const started = performance.now();
  const entry = drawingEntry();
  return new Promise((resolve, reject) => {
    const child = fork(entry, products === undefined ? [] : [String(products)], {
      serialization: 'advanced',
      // From source the child needs the TypeScript loader; the built file is plain JavaScript.
      execArgv: entry.endsWith('.ts') ? ['--import', 'tsx'] : [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let drawn: DrawnMessage | undefined;
    child.once('message', (message) => (drawn = message as DrawnMessage));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!drawn) {
        reject(new Error(`The demo photo process ended (${signal ?? `exit ${code}`}) without its photos`));
        return;
      }
      const photos = drawn.photos.map((pictures) =>
        pictures.map((picture) => ({
          ...picture,
          variants: picture.variants.map((variant) => ({
            width: variant.width,
            bytes: asBuffer(variant.bytes),
          })),
        })),
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

/**
 * Where the demo photos come from when a seed needs them: the child process, or, when it cannot
 * run (no fork, a broken install), this process as before.
 */
export function demoPhotoSource(
  drawHere: () => Promise<DemoPhotos>,
  log?: DrawLog,
  drawInChild: (log?: DrawLog) => Promise<DemoPhotos> = drawDemoPhotosInChild,
): () => Promise<DemoPhotos> {
  return () =>
    drawInChild(log).catch((error: unknown) => {
      log?.warn({ err: error }, 'Drawing the demo photos in a separate process failed; drawing them here');
      return drawHere();
    });
}
