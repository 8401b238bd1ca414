import type { Drawing } from './scene.js';
import {
  along,
  bead,
  colourBead,
  f,
  gem,
  kundan,
  metalDefs,
  metalEdge,
  metalFlower,
  pearl,
  shade,
  type Look,
} from './svg-kit.js';

/** One jhumka in its own coordinates: the stud at (0, 0), the bell below, the hook above. */
function jhumka(look: Look): string {
  const edge = metalEdge(look.metal);
  const granules = along(9, (t) => [-48 + 96 * t, 146 + Math.sin(t * Math.PI) * 10])
    .map(([x, y]) => bead(x, y, 4.5))
    .join('');
  const stones = along(9, (t) => [-92 + 184 * t, 214 + Math.sin(t * Math.PI) * 18])
    .map(([x, y], i) => (i % 2 ? colourBead(x, y, 7, look.secondary) : gem(x, y, 6, look.primary, false)))
    .join('');
  const fringe = along(11, (t) => [-110 + 220 * t, 290])
    .map(
      ([x, y], i) => `<path d="M${f(x)} ${f(y)} L${f(x)} ${f(y + 30)}" stroke="${edge}" stroke-width="2.5"/>
      ${colourBead(x, y + 26, 7, i % 2 ? look.primary : look.secondary)}${pearl(x, y + 46, 11)}`,
    )
    .join('');
  return `
    <path d="M0 -18 C0 -92 50 -104 54 -52" stroke="url(#metal)" stroke-width="6" stroke-linecap="round" fill="none"/>
    ${metalFlower(0, 0, 46, look.primary, 8)}
    ${bead(0, 56, 9)}${bead(0, 74, 7)}
    <path d="M-20 82 C-44 88 -112 196 -122 280 L122 280 C112 196 44 88 20 82 Z" fill="url(#metal)"/>
    <path d="M-20 82 C-44 88 -112 196 -122 280 L122 280 C112 196 44 88 20 82 Z" fill="url(#shine)"/>
    <path d="M-52 136 Q0 160 52 136" stroke="${edge}" stroke-width="3" fill="none" opacity="0.8"/>
    ${granules}
    <path d="M-98 200 Q0 240 98 200" stroke="${edge}" stroke-width="3" fill="none" opacity="0.8"/>
    ${stones}
    <path d="M-110 248 Q0 280 110 248" stroke="${edge}" stroke-width="2.5" fill="none" opacity="0.7"/>
    <ellipse cx="0" cy="280" rx="124" ry="20" fill="url(#metal)"/>
    <ellipse cx="0" cy="283" rx="110" ry="12" fill="${shade(edge, -0.3)}"/>
    ${fringe}`;
}

export function drawJhumkas(look: Look): Drawing {
  return {
    defs: metalDefs(look.metal),
    body: `<g transform="translate(338 300)">${jhumka(look)}</g>
      <g transform="translate(690 340) rotate(5)">${jhumka(look)}</g>`,
    detail: [338, 470],
    centre: [514, 445],
    fit: 1.15,
  };
}

/** Enamel flower studs (or a drop below them when `drop` is set). */
function stud(look: Look, r: number): string {
  const petals = Array.from({ length: 6 }, (_, i) => {
    const a = i * 60;
    return `<g transform="rotate(${a})">
      <path d="M0 0 C${f(r * 0.42)} ${f(-r * 0.3)} ${f(r * 0.32)} ${f(-r * 0.95)} 0 ${f(-r)} C${f(-r * 0.32)} ${f(-r * 0.95)} ${f(-r * 0.42)} ${f(-r * 0.3)} 0 0 Z" fill="url(#metal)"/>
      <path d="M0 ${f(-r * 0.18)} C${f(r * 0.3)} ${f(-r * 0.36)} ${f(r * 0.22)} ${f(-r * 0.82)} 0 ${f(-r * 0.86)} C${f(-r * 0.22)} ${f(-r * 0.82)} ${f(-r * 0.3)} ${f(-r * 0.36)} 0 ${f(-r * 0.18)} Z" fill="${look.primary}"/>
      <ellipse cx="${f(-r * 0.08)} " cy="${f(-r * 0.62)}" rx="${f(r * 0.05)}" ry="${f(r * 0.14)}" fill="#fff" opacity="0.55"/>
    </g>`;
  }).join('');
  const dots = Array.from({ length: 6 }, (_, i) => {
    const a = ((i * 60 + 30) * Math.PI) / 180;
    return colourBead(Math.sin(a) * r * 0.62, -Math.cos(a) * r * 0.62, r * 0.07, look.secondary);
  }).join('');
  return petals + dots + pearl(0, 0, r * 0.26);
}

export function drawStuds(look: Look): Drawing {
  return {
    defs: metalDefs(look.metal),
    body: `<g transform="translate(380 440) rotate(-8)">${stud(look, 150)}</g>
      <g transform="translate(660 600) rotate(14)">${stud(look, 150)}</g>`,
    detail: [380, 440],
    centre: [520, 520],
    fit: 1.1,
  };
}

function drop(look: Look): string {
  const edge = metalEdge(look.metal);
  return `
    <path d="M0 -10 C0 -80 46 -92 50 -44" stroke="url(#metal)" stroke-width="6" stroke-linecap="round" fill="none"/>
    ${gem(0, 10, 22, look.secondary)}
    <path d="M0 36 L0 64" stroke="${edge}" stroke-width="4"/>${bead(0, 46, 6)}
    <path d="M0 62 C46 110 80 180 80 240 A80 80 0 0 1 -80 240 C-80 180 -46 110 0 62 Z" fill="url(#metal)"/>
    <path d="M0 84 C34 124 62 184 62 240 A62 62 0 0 1 -62 240 C-62 184 -34 124 0 84 Z" fill="${shade(look.primary, -0.2)}"/>
    <path d="M0 100 C26 134 48 186 48 236 A48 48 0 0 1 -48 236 C-48 186 -26 134 0 100 Z" fill="${look.primary}"/>
    <path d="M-30 190 C-30 160 -14 134 0 118" stroke="#fff" stroke-width="7" stroke-linecap="round" fill="none" opacity="0.55"/>
    ${along(9, (t) => {
      const a = Math.PI * (0.15 + 0.7 * t);
      return [Math.cos(a) * 86, 240 + Math.sin(a) * 86];
    })
      .map(([x, y]) => pearl(x, y, 7))
      .join('')}
    ${pearl(0, 342, 16)}`;
}

export function drawDrops(look: Look): Drawing {
  return {
    defs: metalDefs(look.metal),
    body: `<g transform="translate(360 290) rotate(-4)">${drop(look)}</g>
      <g transform="translate(660 330) rotate(6)">${drop(look)}</g>`,
    detail: [360, 520],
    centre: [510, 450],
    fit: 1.2,
  };
}

/** A beaded haar on a U curve with a kundan pendant and silk dori cords. */
export function drawNecklace(look: Look): Drawing {
  const edge = metalEdge(look.metal);
  const curve = (t: number): [number, number] => {
    const phi = -0.12 + (Math.PI + 0.24) * t;
    return [512 + 300 * Math.cos(phi), 250 + 380 * Math.sin(phi)];
  };
  const beads = along(47, curve)
    .map(([x, y], i) =>
      i % 3 === 0 ? pearl(x, y, 10) : i % 3 === 1 ? colourBead(x, y, 11, look.primary) : bead(x, y, 9),
    )
    .join('');
  const path = along(60, curve)
    .map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`)
    .join(' ');
  const drops = along(5, (t) => [512 - 56 + 112 * t, 736 + Math.sin(t * Math.PI) * 26])
    .map(
      ([x, y]) =>
        `<path d="M${f(x)} ${f(y - 30)} L${f(x)} ${f(y)}" stroke="${edge}" stroke-width="2.5"/>${pearl(x, y, 10)}`,
    )
    .join('');
  const cord = (x: number, dir: number) =>
    `<path d="M${f(x)} 222 C${f(x - dir * 16)} 160 ${f(x + dir * 10)} 100 ${f(x + dir * 40)} 0" stroke="${look.secondary}" stroke-width="9" stroke-linecap="round" fill="none"/>
     <path d="M${f(x)} 222 C${f(x - dir * 16)} 160 ${f(x + dir * 10)} 100 ${f(x + dir * 40)} 0" stroke="${shade(look.secondary, 0.35)}" stroke-width="9" stroke-dasharray="4 8" fill="none"/>`;
  return {
    defs: metalDefs(look.metal),
    body: `${cord(214, -1)}${cord(810, 1)}
      <path d="${path}" stroke="${edge}" stroke-width="3" fill="none"/>
      ${beads}
      <path d="M512 640 L512 664" stroke="${edge}" stroke-width="4"/>
      ${drops}
      <path d="M512 656 C560 656 590 690 582 722 C574 752 540 770 512 790 C484 770 450 752 442 722 C434 690 464 656 512 656 Z" fill="url(#metal)"/>
      ${gem(512, 714, 36, look.primary, false)}
      ${along(7, (t) => [468 + 88 * t, 672 - Math.sin(t * Math.PI) * 8])
        .map(([x, y]) => bead(x, y, 5))
        .join('')}`,
    detail: [512, 680],
    centre: [512, 430],
    fit: 1.0,
  };
}

/** A kundan choker: stones in settings along a short curve, pearls hanging below. */
export function drawChoker(look: Look): Drawing {
  const edge = metalEdge(look.metal);
  const at = (t: number): [number, number, number] => {
    const phi = 0.12 + (Math.PI - 0.24) * t;
    return [512 + 280 * Math.cos(phi), 300 + 240 * Math.sin(phi), phi];
  };
  const segments = Array.from({ length: 15 }, (_, i) => at(i / 14))
    .map(([x, y, phi], i) => {
      const rot = ((phi - Math.PI / 2) * 180) / Math.PI;
      const colour = i % 2 ? look.primary : '#f8f3e8';
      const big = i === 7;
      return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">
        <path d="M0 22 L0 ${big ? 96 : 58}" stroke="${edge}" stroke-width="2.5"/>
        ${big ? gem(0, 86, 20, look.secondary) : colourBead(0, 50, 7, look.secondary)}
        ${pearl(0, big ? 124 : 72, big ? 14 : 10)}
        ${kundan(0, 0, big ? 50 : 36, big ? 44 : 30, colour)}
      </g>`;
    })
    .join('');
  const [lx, ly] = at(0);
  const [rx, ry] = at(1);
  return {
    defs: metalDefs(look.metal),
    body: `<path d="M${f(lx)} ${f(ly)} C${f(lx + 10)} 240 ${f(lx + 60)} 150 ${f(lx + 40)} 20" stroke="${look.secondary}" stroke-width="9" stroke-linecap="round" fill="none"/>
      <path d="M${f(rx)} ${f(ry)} C${f(rx - 10)} 240 ${f(rx - 60)} 150 ${f(rx - 40)} 20" stroke="${look.secondary}" stroke-width="9" stroke-linecap="round" fill="none"/>
      ${segments}`,
    detail: [512, 560],
    centre: [512, 420],
    fit: 1.1,
  };
}

/** A stack of bangles seen a little from above: metal and coloured lac/glass. */
export function drawBangles(look: Look): Drawing {
  const colours = ['metal', look.primary, 'metal', look.secondary, look.highlight, 'metal', look.primary];
  const rings = colours
    .map((colour, i) => {
      const cy = 640 - i * 40;
      const metal = colour === 'metal';
      const base = metal ? 'url(#metal)' : colour;
      const dark = metal ? metalEdge(look.metal) : shade(colour, -0.45);
      const dots = metal ? shade(metalEdge(look.metal), -0.2) : 'url(#metal)';
      return `<ellipse cx="512" cy="${cy}" rx="262" ry="100" fill="none" stroke="${dark}" stroke-width="36"/>
        <ellipse cx="512" cy="${cy}" rx="262" ry="100" fill="none" stroke="${base}" stroke-width="29"/>
        <ellipse cx="512" cy="${cy - 6}" rx="262" ry="100" fill="none" stroke="#fff" stroke-width="4" opacity="0.35"/>
        <ellipse cx="512" cy="${cy + 2}" rx="262" ry="100" fill="none" stroke="${dots}" stroke-width="7" stroke-linecap="round" stroke-dasharray="0 19"/>`;
    })
    .join('');
  return { defs: metalDefs(look.metal), body: rings, detail: [300, 560], centre: [512, 520], fit: 1.2 };
}

/** A cocktail ring standing up, and a slim band lying beside it. */
export function drawRing(look: Look): Drawing {
  const edge = metalEdge(look.metal);
  const halo = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2;
    return i % 2
      ? bead(512 + Math.cos(a) * 96, 420 + Math.sin(a) * 96, 10)
      : pearl(512 + Math.cos(a) * 96, 420 + Math.sin(a) * 96, 12);
  }).join('');
  return {
    defs: metalDefs(look.metal),
    body: `<ellipse cx="512" cy="610" rx="150" ry="168" fill="none" stroke="${edge}" stroke-width="40"/>
      <ellipse cx="512" cy="610" rx="150" ry="168" fill="none" stroke="url(#metal)" stroke-width="32"/>
      <ellipse cx="512" cy="606" rx="150" ry="166" fill="none" stroke="#fff" stroke-width="4" opacity="0.4"/>
      <path d="M430 470 L470 500 L554 500 L594 470" stroke="url(#metal)" stroke-width="22" fill="none"/>
      <circle cx="512" cy="420" r="110" fill="url(#metal)"/>
      ${halo}
      ${gem(512, 420, 66, look.primary, false)}
      <g transform="translate(790 820) rotate(-12)">
        <ellipse cx="0" cy="0" rx="96" ry="36" fill="none" stroke="${edge}" stroke-width="16"/>
        <ellipse cx="0" cy="0" rx="96" ry="36" fill="none" stroke="url(#metal)" stroke-width="11"/>
        ${gem(0, -36, 16, look.secondary)}
      </g>`,
    detail: [512, 440],
    centre: [560, 560],
    fit: 1.1,
  };
}

/** A pair of payals: chain loops with ghungroo bells. */
export function drawAnklets(look: Look): Drawing {
  const edge = metalEdge(look.metal);
  const loop = (cx: number, cy: number, rx: number, ry: number, turn: number) => {
    const links = Array.from({ length: 64 }, (_, i) => {
      const a = (i / 64) * Math.PI * 2;
      const x = cx + Math.cos(a) * rx;
      const y = cy + Math.sin(a) * ry;
      const ox = Math.cos(a) * 1.0;
      const oy = Math.sin(a) * 1.0;
      let out = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="10" ry="6" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(x)} ${f(y)})" fill="none" stroke="url(#metal)" stroke-width="4.5"/>`;
      if (i % 4 === 2) {
        const bx = x + ox * 30;
        const by = y + oy * 30 + 8;
        out += `<path d="M${f(x)} ${f(y)} L${f(bx)} ${f(by)}" stroke="${edge}" stroke-width="3"/>${bead(bx, by, 13)}
          <path d="M${f(bx - 7)} ${f(by + 4)} L${f(bx + 7)} ${f(by + 4)}" stroke="${shade(edge, -0.4)}" stroke-width="3" stroke-linecap="round"/>`;
      } else if (i % 8 === 0) {
        out += colourBead(x, y, 8, look.primary);
      }
      return out;
    }).join('');
    return `<g transform="rotate(${turn} ${cx} ${cy})">${links}</g>`;
  };
  return {
    defs: metalDefs(look.metal),
    body: loop(430, 420, 250, 150, -12) + loop(600, 620, 250, 150, 10),
    detail: [600, 760],
    centre: [515, 520],
    fit: 1.1,
  };
}
