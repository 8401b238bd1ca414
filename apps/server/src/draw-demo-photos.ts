/**
 * A process of its own that draws the demo catalogue's photos, sends them to the server that
 * started it, and exits, giving back the memory drawing takes (demo/photos-in-child.ts,
 * decisions 025 and 063). Never started by hand.
 */
import fs from 'node:fs';
import { drawDemoPhotos } from './demo/demo-photos.js';
import type { DrawnMessage } from './demo/photos-in-child.js';

function peakBytes(): number | undefined {
  try {
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

if (!process.send) {
  console.error('draw-demo-photos is started by the server (DEMO_DATA=true), not by hand.');
  process.exit(2);
}
// The demo's picture jobs to draw, by number, comma-separated.
const jobs = (process.argv[2] ?? '').split(',').filter(Boolean).map(Number);
const photos = await drawDemoPhotos(jobs);
const message: DrawnMessage = { photos, peakBytes: peakBytes() };
process.send(message, () => process.exit(0));
