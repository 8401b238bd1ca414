import { f, random, shade } from './svg-kit.js';

/** Drawings are made on a 1024 square; the photos are rendered smaller (see PICTURE_SIZE). */
const CANVAS = 1024;
/**
 * Pixels a side of a demo photo. 768 rather than the 1024 canvas: rasterising, compositing and
 * encoding all cost by the pixel, and the drawings stay sharp on a phone's product page; this
 * size is most of what keeps the first start within its budget (decision 018).
 */
export const PICTURE_SIZE = 768;

export type Prop = 'marigold' | 'petals' | 'leaf' | 'none';

/** How one photo of a piece is taken: backdrop, angle, zoom, and what lies beside it. */
export interface Shot {
  backdrop: string;
  rotate: number;
  zoom: number;
  /** The point of the drawing put in the middle of the frame (close-ups). */
  focus?: [number, number];
  prop: Prop;
  /** A woven cloth under the piece instead of plain paper. */
  cloth: boolean;
  seed: number;
}

/** A drawing of a piece: its own gradients/patterns and its shapes, on a 1024 square centred at 512. */
export interface Drawing {
  defs: string;
  body: string;
  /** Where a close-up looks. */
  detail: [number, number];
  /** The middle of the piece, put in the middle of the frame (default 512, 512). */
  centre?: [number, number];
  /** Scale that makes the piece fill the frame nicely (default 1). */
  fit?: number;
}

const svgOpen = (defs: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 ${CANVAS} ${CANVAS}"><defs>${defs}</defs>`;

/** The lit paper a piece lies on; cloth adds its weave on render (weaveTileSvg). */
export function backdropSvg(shot: Shot): string {
  const light = shade(shot.backdrop, 0.45);
  const deep = shade(shot.backdrop, -0.1);
  return `${svgOpen(`
  <radialGradient id="backdrop" cx="0.42" cy="0.36" r="0.85">
    <stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${shot.backdrop}"/><stop offset="1" stop-color="${deep}"/>
  </radialGradient>`)}
<rect width="${CANVAS}" height="${CANVAS}" fill="url(#backdrop)"/>
</svg>`;
}

/** Pixels a side of one weave cell. */
export const WEAVE_CELL = 4;

/**
 * One cell of woven cotton, in pixels, tiled over the ground by the renderer. An SVG <pattern>
 * did the same but cost librsvg over half a second a picture (it draws every tile).
 */
export function weaveTileSvg(backdrop: string): string {
  const c = WEAVE_CELL;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c}" height="${c}">
  <rect width="${c}" height="${c / 2}" fill="${shade(backdrop, -0.05)}" opacity="0.5"/>
  <rect width="${c / 2}" height="${c}" fill="${shade(backdrop, 0.25)}" opacity="0.35"/>
</svg>`;
}

/** The piece placed for this shot, with its prop, on a transparent ground (shadow added on render). */
export function subjectSvg(drawing: Drawing, shot: Shot): string {
  const [fx, fy] = shot.focus ?? drawing.centre ?? [512, 512];
  const zoom = shot.zoom * (drawing.fit ?? 1);
  const place = `translate(512 512) scale(${f(zoom)}) rotate(${f(shot.rotate)}) translate(${f(-fx)} ${f(-fy)})`;
  return `${svgOpen(drawing.defs)}
${props(shot)}
<g transform="${place}">${drawing.body}</g>
</svg>`;
}

/** Darkened corners, laid over the finished photo like a lens would. */
export const VIGNETTE_SVG = `${svgOpen(`<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.72">
    <stop offset="0.6" stop-color="#3b2412" stop-opacity="0"/><stop offset="1" stop-color="#3b2412" stop-opacity="0.16"/>
  </radialGradient>`)}<rect width="${CANVAS}" height="${CANVAS}" fill="url(#vignette)"/></svg>`;

function props(shot: Shot): string {
  const rand = random(shot.seed);
  switch (shot.prop) {
    case 'marigold':
      return (
        marigold(110 + rand() * 40, 900 - rand() * 40, 78) + petalScatter(rand, 5, [240, 880], [600, 990])
      );
    case 'leaf':
      return leaf(920, 110, 150, 215 + rand() * 20) + leaf(980, 230, 110, 245);
    case 'petals':
      return petalScatter(rand, 14, [40, 40], [984, 984], true);
    case 'none':
      return '';
  }
}

/** A genda phool: rings of ruffled orange petals. */
function marigold(cx: number, cy: number, r: number): string {
  const rings: [number, number, string][] = [
    [1, 22, '#e8802a'],
    [0.78, 18, '#f2a23a'],
    [0.55, 14, '#f6b94c'],
    [0.32, 10, '#f2a23a'],
  ];
  const petals = rings
    .map(([scale, count, colour], ring) =>
      Array.from({ length: count }, (_, i) => {
        const a = (i / count) * Math.PI * 2 + ring * 0.4;
        const px = cx + Math.cos(a) * r * scale * 0.72;
        const py = cy + Math.sin(a) * r * scale * 0.72;
        return `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r * 0.3 * scale + 6)}" ry="${f(r * 0.16 * scale + 4)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(px)} ${f(py)})" fill="${colour}" stroke="${shade(colour, -0.25)}" stroke-width="1.5"/>`;
      }).join(''),
    )
    .join('');
  return `${petals}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.14)}" fill="#b4561c"/>`;
}

function petalScatter(
  rand: () => number,
  count: number,
  [x0, y0]: [number, number],
  [x1, y1]: [number, number],
  edgesOnly = false,
): string {
  const colours = ['#e8802a', '#f2a23a', '#f6b94c', '#c8462f'];
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    let x = x0 + rand() * (x1 - x0);
    let y = y0 + rand() * (y1 - y0);
    if (edgesOnly) {
      // Keep the middle free for the piece: push each petal to its nearest edge band.
      const side = Math.floor(rand() * 4);
      if (side === 0) y = 30 + rand() * 90;
      else if (side === 1) y = 900 + rand() * 90;
      else if (side === 2) x = 30 + rand() * 90;
      else x = 900 + rand() * 90;
    }
    const colour = colours[i % colours.length] ?? '#f2a23a';
    const angle = rand() * 180;
    out.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(15 + rand() * 8)}" ry="${f(8 + rand() * 4)}" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" fill="${colour}"/>`,
    );
  }
  return out.join('');
}

/** A mango leaf with its midrib. */
function leaf(cx: number, cy: number, length: number, angle: number): string {
  const l = length;
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">
    <path d="M0 0 C${f(l * 0.3)} ${f(-l * 0.22)} ${f(l * 0.75)} ${f(-l * 0.2)} ${f(l)} 0 C${f(l * 0.75)} ${f(l * 0.2)} ${f(l * 0.3)} ${f(l * 0.22)} 0 0 Z" fill="#5f7d3c"/>
    <path d="M0 0 C${f(l * 0.3)} ${f(-l * 0.22)} ${f(l * 0.75)} ${f(-l * 0.2)} ${f(l)} 0 Z" fill="#739447"/>
    <path d="M-${f(l * 0.08)} 0 L${f(l * 0.96)} 0" stroke="#3f5a26" stroke-width="3" stroke-linecap="round"/>
  </g>`;
}
