/** Small drawing helpers shared by the demo pictures: colours, gradients, patterns, beads and stones. */

export type Metal = 'gold' | 'silver' | 'oxidised' | 'antique';

type PatternName = 'buti' | 'dots' | 'paisley' | 'stripes' | 'checks' | 'vine' | 'plain';

/** Colours of one piece: the stage (scene) supplies the background. */
export interface Look {
  metal: Metal;
  /** Main fabric, enamel or stone colour. */
  primary: string;
  /** Second colour: borders, motifs, beads. */
  secondary: string;
  /** Festive touch: marigold, saffron. */
  highlight: string;
  pattern: PatternName;
}

export const PALETTE = {
  ivory: '#f8f1e4',
  cotton: '#f1e8d8',
  sand: '#e8d9c0',
  blush: '#f2e0d2',
  mist: '#e3e8e1',
  terracotta: '#b5532f',
  rust: '#9c3f22',
  teal: '#1f5f5b',
  indigo: '#2d3a6b',
  marigold: '#f2a23a',
  saffron: '#e8802a',
  rani: '#a8325e',
  emerald: '#2e7d57',
  maroon: '#7a2631',
  mustard: '#d9a53a',
  cream: '#fbf6ea',
  charcoal: '#2f2d2b',
} as const;

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  const mixed = channels.map((c) => Math.round(c + (target - c) * t));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Deterministic pseudo-random numbers, so the same seed always draws the same picture (and dedupes). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const f = (n: number) => (Math.round(n * 10) / 10).toString();

const METAL_STOPS: Record<Metal, string[]> = {
  gold: ['#fff1b8', '#e9c25a', '#b8862b', '#f6d77a', '#9a6a1c'],
  antique: ['#f3dc9a', '#c99a45', '#8a6426', '#d9b066', '#6b4a1a'],
  silver: ['#ffffff', '#d9dbdd', '#9ea2a7', '#eceef0', '#7c8085'],
  oxidised: ['#c9c8c2', '#8d8b85', '#55544f', '#a3a19a', '#3a3936'],
};

/** Gradients every drawing may use: metal (band), metal-ball (bead), metal-edge (rims), pearl, shine. */
export function metalDefs(metal: Metal): string {
  const [hi, mid, low, warm, dark] = METAL_STOPS[metal];
  return `
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${hi}"/><stop offset="0.28" stop-color="${mid}"/>
  <stop offset="0.55" stop-color="${low}"/><stop offset="0.78" stop-color="${warm}"/><stop offset="1" stop-color="${dark}"/>
</linearGradient>
<linearGradient id="metal-v" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${hi}"/><stop offset="0.35" stop-color="${mid}"/>
  <stop offset="0.7" stop-color="${low}"/><stop offset="1" stop-color="${warm}"/>
</linearGradient>
<radialGradient id="metal-ball" cx="0.35" cy="0.3" r="0.75">
  <stop offset="0" stop-color="${hi}"/><stop offset="0.45" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/>
</radialGradient>
<radialGradient id="pearl" cx="0.35" cy="0.3" r="0.8">
  <stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#f3ecdd"/><stop offset="1" stop-color="#c2b49a"/>
</radialGradient>
<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.12"/>
  <stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/>
</linearGradient>
<linearGradient id="shine-v" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.22"/>
</linearGradient>`;
}

export function metalEdge(metal: Metal): string {
  return METAL_STOPS[metal][4] ?? '#6b4a1a';
}

/** A repeating print for fabric, id `print`, plus `print-border` for borders. */
export function patternDefs(look: Look, scale = 1): string {
  const { primary, secondary, highlight } = look;
  const s = (n: number) => f(n * scale);
  const motif: Record<PatternName, string> = {
    buti: `<pattern id="print" width="${s(56)}" height="${s(56)}" patternUnits="userSpaceOnUse">
      <rect width="${s(56)}" height="${s(56)}" fill="${primary}"/>
      ${flowerMotif(14, 14, 7, secondary, highlight, scale)}${flowerMotif(42, 42, 7, secondary, highlight, scale)}
    </pattern>`,
    dots: `<pattern id="print" width="${s(34)}" height="${s(34)}" patternUnits="userSpaceOnUse">
      <rect width="${s(34)}" height="${s(34)}" fill="${primary}"/>
      <circle cx="${s(8)}" cy="${s(8)}" r="${s(4)}" fill="${secondary}"/><circle cx="${s(25)}" cy="${s(25)}" r="${s(4)}" fill="${secondary}"/>
      <circle cx="${s(25)}" cy="${s(25)}" r="${s(1.6)}" fill="${highlight}"/>
    </pattern>`,
    paisley: `<pattern id="print" width="${s(70)}" height="${s(70)}" patternUnits="userSpaceOnUse">
      <rect width="${s(70)}" height="${s(70)}" fill="${primary}"/>
      ${paisley(18, 20, 0.55 * scale, secondary, highlight, scale)}${paisley(53, 55, 0.55 * scale, secondary, highlight, scale, 180)}
    </pattern>`,
    stripes: `<pattern id="print" width="${s(60)}" height="${s(60)}" patternUnits="userSpaceOnUse">
      <rect width="${s(60)}" height="${s(60)}" fill="${primary}"/>
      <rect x="${s(6)}" width="${s(14)}" height="${s(60)}" fill="${secondary}"/>
      <rect x="${s(26)}" width="${s(4)}" height="${s(60)}" fill="${highlight}"/>
      <path d="M${s(20)} 0 l${s(4)} ${s(10)} -${s(4)} ${s(10)} ${s(4)} ${s(10)} -${s(4)} ${s(10)} ${s(4)} ${s(10)} -${s(4)} ${s(10)}" stroke="${secondary}" stroke-width="${s(3)}" fill="none"/>
      <rect x="${s(44)}" width="${s(2)}" height="${s(60)}" fill="${shade(primary, 0.35)}"/>
    </pattern>`,
    checks: `<pattern id="print" width="${s(48)}" height="${s(48)}" patternUnits="userSpaceOnUse">
      <rect width="${s(48)}" height="${s(48)}" fill="${primary}"/>
      <rect width="${s(48)}" height="${s(12)}" fill="${secondary}" opacity="0.55"/>
      <rect width="${s(12)}" height="${s(48)}" fill="${secondary}" opacity="0.55"/>
      <rect y="${s(30)}" width="${s(48)}" height="${s(2)}" fill="${highlight}" opacity="0.8"/>
      <rect x="${s(30)}" width="${s(2)}" height="${s(48)}" fill="${highlight}" opacity="0.8"/>
    </pattern>`,
    vine: `<pattern id="print" width="${s(64)}" height="${s(64)}" patternUnits="userSpaceOnUse">
      <rect width="${s(64)}" height="${s(64)}" fill="${primary}"/>
      <path d="M0 ${s(32)} C${s(16)} ${s(12)} ${s(48)} ${s(52)} ${s(64)} ${s(32)}" stroke="${secondary}" stroke-width="${s(2.5)}" fill="none"/>
      <ellipse cx="${s(18)}" cy="${s(19)}" rx="${s(7)}" ry="${s(3.5)}" transform="rotate(-35 ${s(18)} ${s(19)})" fill="${secondary}"/>
      <ellipse cx="${s(46)}" cy="${s(45)}" rx="${s(7)}" ry="${s(3.5)}" transform="rotate(-35 ${s(46)} ${s(45)})" fill="${secondary}"/>
      <circle cx="${s(32)}" cy="${s(32)}" r="${s(4)}" fill="${highlight}"/>
    </pattern>`,
    plain: `<pattern id="print" width="${s(8)}" height="${s(8)}" patternUnits="userSpaceOnUse">
      <rect width="${s(8)}" height="${s(8)}" fill="${primary}"/>
      <rect width="${s(8)}" height="${s(1)}" fill="${shade(primary, -0.06)}"/>
    </pattern>`,
  };
  const border = `<pattern id="print-border" width="${s(40)}" height="${s(40)}" patternUnits="userSpaceOnUse">
      <rect width="${s(40)}" height="${s(40)}" fill="${secondary}"/>
      <path d="M0 ${s(20)} L${s(10)} ${s(8)} L${s(20)} ${s(20)} L${s(30)} ${s(8)} L${s(40)} ${s(20)}" stroke="${highlight}" stroke-width="${s(3)}" fill="none"/>
      <circle cx="${s(20)}" cy="${s(30)}" r="${s(3.5)}" fill="${highlight}"/>
      <rect width="${s(40)}" height="${s(3)}" fill="${shade(secondary, -0.3)}"/>
    </pattern>
    <pattern id="zari" width="${s(24)}" height="${s(24)}" patternUnits="userSpaceOnUse">
      <rect width="${s(24)}" height="${s(24)}" fill="#c99a45"/>
      <path d="M0 ${s(12)} L${s(12)} 0 L${s(24)} ${s(12)} L${s(12)} ${s(24)} Z" fill="#f1d488"/>
      <circle cx="${s(12)}" cy="${s(12)}" r="${s(3)}" fill="${secondary}"/>
    </pattern>`;
  return motif[look.pattern] + border;
}

function flowerMotif(x: number, y: number, r: number, petal: string, centre: string, scale: number): string {
  const petals = [0, 72, 144, 216, 288]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      return `<circle cx="${f((x + Math.sin(rad) * r * 0.8) * scale)}" cy="${f((y - Math.cos(rad) * r * 0.8) * scale)}" r="${f(r * 0.55 * scale)}" fill="${petal}"/>`;
    })
    .join('');
  return `${petals}<circle cx="${f(x * scale)}" cy="${f(y * scale)}" r="${f(r * 0.4 * scale)}" fill="${centre}"/>`;
}

/** A small paisley (kairi) motif; `size` 1 is about 40 px tall. */
export function paisley(
  x: number,
  y: number,
  size: number,
  fill: string,
  accent: string,
  scale = 1,
  rotate = 0,
): string {
  const px = x * scale;
  const py = y * scale;
  return `<g transform="translate(${f(px)} ${f(py)}) rotate(${rotate}) scale(${f(size)})">
    <path d="M0 22 C-18 22 -22 0 -10 -10 C0 -18 14 -20 16 -34 C26 -16 24 22 0 22 Z" fill="${fill}"/>
    <circle cx="-2" cy="6" r="6" fill="${accent}"/>
  </g>`;
}

/** A pearl bead. */
export function pearl(cx: number, cy: number, r: number): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#pearl)"/>`;
}

/** A round metal bead. */
export function bead(cx: number, cy: number, r: number): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#metal-ball)"/>`;
}

/** A coloured bead (glass, onyx, coral) with a small highlight. */
export function colourBead(cx: number, cy: number, r: number, colour: string): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${colour}"/>
  <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${shade(colour, -0.35)}" stroke-width="${f(Math.max(1, r * 0.12))}"/>
  <ellipse cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.38)}" rx="${f(r * 0.32)}" ry="${f(r * 0.22)}" fill="#fff" opacity="0.55"/>`;
}

/** A faceted round stone in a metal bezel. */
export function gem(cx: number, cy: number, r: number, colour: string, bezel = true): string {
  const facets = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    return `${f(cx + Math.cos(a) * r * 0.62)},${f(cy + Math.sin(a) * r * 0.62)}`;
  }).join(' ');
  return `${bezel ? `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.22)}" fill="url(#metal)"/>` : ''}
  <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${shade(colour, -0.25)}"/>
  <polygon points="${facets}" fill="${colour}"/>
  <polygon points="${facets}" fill="none" stroke="${shade(colour, 0.35)}" stroke-width="${f(Math.max(1, r * 0.06))}" opacity="0.7"/>
  <path d="M${f(cx - r * 0.55)} ${f(cy - r * 0.15)} Q${f(cx - r * 0.4)} ${f(cy - r * 0.6)} ${f(cx + r * 0.05)} ${f(cy - r * 0.62)}" stroke="#fff" stroke-width="${f(r * 0.14)}" stroke-linecap="round" fill="none" opacity="0.75"/>`;
}

/** A flat kundan stone (white or coloured glass with foil) in a square-ish setting. */
export function kundan(cx: number, cy: number, w: number, h: number, colour: string): string {
  return `<rect x="${f(cx - w / 2 - w * 0.14)}" y="${f(cy - h / 2 - h * 0.14)}" width="${f(w * 1.28)}" height="${f(h * 1.28)}" rx="${f(w * 0.25)}" fill="url(#metal)"/>
  <rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.18)}" fill="${colour}"/>
  <rect x="${f(cx - w / 2 + w * 0.12)}" y="${f(cy - h / 2 + h * 0.12)}" width="${f(w * 0.35)}" height="${f(h * 0.22)}" rx="${f(w * 0.1)}" fill="#fff" opacity="0.6"/>`;
}

/** A metal flower: petals as beads around a centre stone. */
export function metalFlower(cx: number, cy: number, r: number, centre: string, petals = 8): string {
  const ring = Array.from({ length: petals }, (_, i) => {
    const a = (i * 2 * Math.PI) / petals;
    return `<ellipse cx="${f(cx + Math.cos(a) * r * 0.72)}" cy="${f(cy + Math.sin(a) * r * 0.72)}" rx="${f(r * 0.36)}" ry="${f(r * 0.26)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(cx + Math.cos(a) * r * 0.72)} ${f(cy + Math.sin(a) * r * 0.72)})" fill="url(#metal-ball)"/>`;
  }).join('');
  return ring + gem(cx, cy, r * 0.42, centre, true);
}

/** Points along a path given as a function of t in [0, 1]. */
export function along(count: number, at: (t: number) => [number, number]): [number, number][] {
  return Array.from({ length: count }, (_, i) => at(count === 1 ? 0.5 : i / (count - 1)));
}

/** A fringe of tassel threads hanging from (x, y). */
export function tassel(x: number, y: number, length: number, colour: string, width = 26): string {
  const threads = Array.from({ length: 7 }, (_, i) => {
    const dx = (i - 3) * (width / 8);
    return `<path d="M${f(x + dx * 0.3)} ${f(y + 14)} Q${f(x + dx * 0.8)} ${f(y + length * 0.5)} ${f(x + dx)} ${f(y + length)}" stroke="${i % 2 ? shade(colour, -0.2) : colour}" stroke-width="4" stroke-linecap="round" fill="none"/>`;
  }).join('');
  return `${threads}<rect x="${f(x - width * 0.28)}" y="${f(y)}" width="${f(width * 0.56)}" height="18" rx="6" fill="url(#metal)"/>`;
}
