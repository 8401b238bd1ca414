/**
 * A process of its own that draws the demo catalogue's photos, sends them to the server that
 * started it, and exits, giving back the memory drawing takes (demo/photos-in-child.ts,
 * decision 025). Never started by hand.
 */
import fs from 'node:fs';
import type { DrawnMessage } from './demo/photos-in-child.js';
import { drawDemoPhotos } from './demo/seed-demo.js';

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
// A count of products to draw (tests); all of them without one.
const products = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
const photos = await drawDemoPhotos(products);
const message: DrawnMessage = { photos, peakBytes: peakBytes() };
process.send(message, () => process.exit(0));
