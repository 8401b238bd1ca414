import { drawClutch, drawCushion, drawHairPin, drawPotli, drawScrunchies, drawTote } from './accessories.js';
import { drawDupatta, drawKurti, drawSaree, drawStole } from './clothing.js';
import {
  drawAnklets,
  drawBangles,
  drawChoker,
  drawDrops,
  drawJhumkas,
  drawNecklace,
  drawRing,
  drawStuds,
} from './jewelry.js';
import { renderPicture, type Pixels } from './render.js';
import type { Drawing, Prop, Shot } from './scene.js';
import { PALETTE, shade, type Look } from './svg-kit.js';

export type { Look } from './svg-kit.js';
export { PALETTE } from './svg-kit.js';

const DRAWERS = {
  jhumka: drawJhumkas,
  studs: drawStuds,
  drops: drawDrops,
  necklace: drawNecklace,
  choker: drawChoker,
  bangles: drawBangles,
  ring: drawRing,
  anklet: drawAnklets,
  kurti: drawKurti,
  saree: (look: Look) => drawSaree(look, shade(look.highlight, -0.1)),
  dupatta: drawDupatta,
  stole: drawStole,
  potli: drawPotli,
  tote: drawTote,
  clutch: drawClutch,
  hairpin: drawHairPin,
  scrunchie: drawScrunchies,
  cushion: drawCushion,
} satisfies Record<string, (look: Look) => Drawing>;

export type PieceKind = keyof typeof DRAWERS;

/** Warm, light grounds: ivory, sand, mist, blush, unbleached cotton. */
const BACKDROPS = ['#efe4d2', '#e6d6bd', '#e3e8e1', '#f0dccf', '#f1e8d8'];
const PROPS: Prop[] = ['marigold', 'leaf', 'petals'];

/**
 * The photos of one product: a full view, then another ground at an angle, a close-up, and a
 * slightly nearer view. `index` varies grounds and props between neighbouring products.
 */
function shotsFor(index: number, count: number, detail: [number, number]): Shot[] {
  const backdrop = (offset: number) => BACKDROPS[(index + offset) % BACKDROPS.length] ?? PALETTE.ivory;
  const prop = (offset: number) => PROPS[(index + offset) % PROPS.length] ?? 'none';
  const turn = index % 2 ? 7 : -7;
  const all: Shot[] = [
    { backdrop: backdrop(0), rotate: 0, zoom: 1, prop: prop(0), cloth: index % 2 === 0, seed: index * 7 + 1 },
    {
      backdrop: backdrop(2),
      rotate: turn,
      zoom: 0.9,
      prop: prop(1),
      cloth: index % 2 === 1,
      seed: index * 7 + 2,
    },
    {
      backdrop: backdrop(1),
      rotate: 0,
      zoom: 1.6,
      focus: detail,
      prop: 'none',
      cloth: false,
      seed: index * 7 + 3,
    },
    {
      backdrop: backdrop(3),
      rotate: -turn / 2,
      zoom: 1.12,
      prop: 'petals',
      cloth: true,
      seed: index * 7 + 4,
    },
  ];
  return all.slice(0, shotCount(count));
}

/** How many photos a piece asked for `count` gets: one to four. */
export function shotCount(count: number): number {
  return Math.max(1, Math.min(count, 4));
}

export type { Pixels } from './render.js';

/** Draws a piece and renders one of its photos (`position` of `count`), or undefined past the last. */
export async function renderPiecePhoto(
  kind: PieceKind,
  look: Look,
  index: number,
  count: number,
  position: number,
): Promise<Pixels | undefined> {
  const drawing = DRAWERS[kind](look);
  const shot = shotsFor(index, count, drawing.detail)[position];
  return shot ? renderPicture(drawing, shot) : undefined;
}

/** Draws a piece and renders its photos, 1024 px square. */
export async function renderPiecePhotos(
  kind: PieceKind,
  look: Look,
  index: number,
  count: number,
): Promise<Pixels[]> {
  const drawing = DRAWERS[kind](look);
  const photos: Pixels[] = [];
  for (const shot of shotsFor(index, count, drawing.detail)) photos.push(await renderPicture(drawing, shot));
  return photos;
}
