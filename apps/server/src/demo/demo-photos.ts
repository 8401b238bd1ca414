import { preparePixels, type ImagePainter, type PreparedImage } from '../modules/images/index.js';
import { DEMO_PRODUCTS } from './demo-catalog.js';
import { DEMO_VARIANT_PICTURES } from './demo-handmade.js';
import { PICTURE_SIZE } from './pictures/scene.js';
import { renderPiecePhoto, shotCount, type Look, type PieceKind } from './pictures/index.js';

/** The fastest WebP effort: these drawings compress well anyway, and a shopper waits for the first one. */
const DEMO_WEBP_EFFORT = 0;

/** One piece to photograph: a demo product, or one colour of it (a variant picture). */
export interface DemoPictureJob {
  kind: PieceKind;
  look: Look;
  /** Varies grounds and props between neighbouring pieces. */
  index: number;
  /** How many photos the piece gets. */
  count: number;
  /** For a colour's picture, the product and the variant value it shows. */
  variant?: { product: string; value: string };
}

/**
 * Every piece the demo photographs: one job per product, in the order of its products, then one per
 * variant picture (`DEMO_VARIANT_PICTURES`, the product drawn in that colour, on another ground than
 * the product's first photo, a twin of it otherwise).
 */
export function demoPictureJobs(): DemoPictureJob[] {
  const jobs: DemoPictureJob[] = DEMO_PRODUCTS.map(({ picture }, index) => ({
    kind: picture.kind,
    look: picture.look,
    index,
    count: shotCount(picture.count),
  }));
  for (const variantPicture of DEMO_VARIANT_PICTURES) {
    const index = DEMO_PRODUCTS.findIndex((product) => product.name === variantPicture.product);
    const picture = DEMO_PRODUCTS[index]?.picture;
    if (!picture) continue;
    jobs.push({
      kind: picture.kind,
      look: { ...picture.look, primary: variantPicture.colour },
      index: index + 1,
      count: 1,
      variant: { product: variantPicture.product, value: variantPicture.value },
    });
  }
  return jobs;
}

export const DEMO_PHOTO_PREFIX = 'demo-photo:';

/**
 * The name a demo photo is stored under until and after it is drawn (decision 063): the image row
 * exists from the seed on, its pixels come when first asked for. An upload's hash is hex, so the
 * two never meet.
 */
export function demoPhotoHash(job: number, position: number): string {
  return `${DEMO_PHOTO_PREFIX}${job}:${position}`;
}

/** The job and photo a stored name points at, or undefined for any other picture. */
export function demoPhotoOf(contentHash: string): { job: number; position: number } | undefined {
  const match = /^demo-photo:(\d+):(\d+)$/.exec(contentHash);
  return match ? { job: Number(match[1]), position: Number(match[2]) } : undefined;
}

/** A demo photo as the seed stores it: its name and size, no pixels yet. */
export function undrawnDemoPhoto(job: number, position: number): PreparedImage {
  return {
    contentHash: demoPhotoHash(job, position),
    width: PICTURE_SIZE,
    height: PICTURE_SIZE,
    variants: [],
  };
}

/** Draws one photo of one job and cuts its stored widths. */
export async function drawDemoPhoto(
  job: DemoPictureJob,
  position: number,
): Promise<PreparedImage['variants'] | undefined> {
  const pixels = await renderPiecePhoto(job.kind, job.look, job.index, job.count, position);
  if (!pixels) return undefined;
  return (await preparePixels(pixels.data, pixels.info, { effort: DEMO_WEBP_EFFORT })).variants;
}

/** The picture store's painter for the demo's photos: draws the one a stored name points at. */
export const paintDemoPhoto: ImagePainter = (contentHash) => {
  const photo = demoPhotoOf(contentHash);
  const job = photo && demoPictureJobs()[photo.job];
  return job ? drawDemoPhoto(job, photo.position) : Promise.resolve(undefined);
};

/** Every photo of the given jobs, drawn here: one list per job, in the order given. */
export async function drawDemoPhotos(only: number[]): Promise<PreparedImage['variants'][][]> {
  const jobs = demoPictureJobs();
  const drawn: PreparedImage['variants'][][] = [];
  for (const index of only) {
    const job = jobs[index];
    const photos: PreparedImage['variants'][] = [];
    for (let position = 0; job && position < job.count; position += 1)
      photos.push((await drawDemoPhoto(job, position)) ?? []);
    drawn.push(photos);
  }
  return drawn;
}
