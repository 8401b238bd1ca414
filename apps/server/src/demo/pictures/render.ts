import sharp from 'sharp';
import {
  backdropSvg,
  PICTURE_SIZE,
  subjectSvg,
  VIGNETTE_SVG,
  weaveTileSvg,
  type Drawing,
  type Shot,
} from './scene.js';

const SIZE = PICTURE_SIZE;
const rgba = { width: SIZE, height: SIZE, channels: 4 } as const;
const QUARTER = SIZE / 4;
/** Light falls from the top left. */
const SHADOW_OFFSET = { left: Math.round(SIZE / 100), top: Math.round(SIZE / 57) };
const SHADOW_SIZE = { width: SIZE - SHADOW_OFFSET.left, height: SIZE - SHADOW_OFFSET.top };

/** Raw pixels of one rendered photo. */
export interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 3 };
}

const backdrops = new Map<string, Promise<Buffer>>();

/**
 * Grounds repeat from photo to photo, so each is rendered once: lit paper (and the weave of cloth), a vignette, and
 * a mid-grey noise tile in soft-light so that flat fills read as paper and cotton.
 */
function backdrop(shot: Shot): Promise<Buffer> {
  const key = `${shot.backdrop}:${shot.cloth}`;
  let cached = backdrops.get(key);
  if (!cached) {
    cached = (async () => {
      const grain = await sharp({
        create: {
          width: 256,
          height: 256,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 16 },
        },
      })
        .png()
        .toBuffer();
      const weave = shot.cloth ? [{ input: Buffer.from(weaveTileSvg(shot.backdrop)), tile: true }] : [];
      const lit = await sharp(Buffer.from(backdropSvg(shot)))
        .composite([...weave, { input: Buffer.from(VIGNETTE_SVG) }])
        .removeAlpha()
        .raw()
        .toBuffer();
      return sharp(lit, { raw: { width: SIZE, height: SIZE, channels: 3 } })
        .composite([{ input: grain, tile: true, blend: 'soft-light' }])
        .removeAlpha()
        .raw()
        .toBuffer();
    })();
    backdrops.set(key, cached);
  }
  return cached;
}

/**
 * Renders one photo. The soft shadow comes from the subject's outline blurred at a quarter size (an
 * SVG blur filter costs ten times more); every layer stays raw, since the image store encodes anyway.
 */
export async function renderPicture(drawing: Drawing, shot: Shot): Promise<Pixels> {
  const [ground, subject] = await Promise.all([
    backdrop(shot),
    sharp(Buffer.from(subjectSvg(drawing, shot)))
      .ensureAlpha()
      .raw()
      .toBuffer(),
  ]);
  // The shadow is made at a quarter size, colour and all, and enlarged once, bilinear (a blur needs
  // nothing finer; lanczos cost three times more), straight to its offset size so no extract is needed.
  // Separate pipelines: sharp applies one resize per pipeline, whatever the call order.
  const outline = await sharp(subject, { raw: rgba })
    .extractChannel(3)
    .resize(QUARTER, QUARTER)
    .blur(2.6)
    .raw()
    .toBuffer();
  // A third of the outline's strength: a soft shadow, not a silhouette.
  for (let i = 0; i < outline.length; i += 1) outline[i] = Math.round((outline[i] ?? 0) * 0.32);
  const smallShadow = await sharp({
    create: { width: QUARTER, height: QUARTER, channels: 3, background: '#4a2c14' },
  })
    .joinChannel(outline, { raw: { width: QUARTER, height: QUARTER, channels: 1 } })
    .raw()
    .toBuffer();
  const shadow = await sharp(smallShadow, { raw: { width: QUARTER, height: QUARTER, channels: 4 } })
    .resize(SHADOW_SIZE.width, SHADOW_SIZE.height, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  const data = await sharp(ground, { raw: { width: SIZE, height: SIZE, channels: 3 } })
    .composite([
      { input: shadow, raw: { ...SHADOW_SIZE, channels: 4 }, ...SHADOW_OFFSET },
      { input: subject, raw: rgba },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, info: { width: SIZE, height: SIZE, channels: 3 } };
}
