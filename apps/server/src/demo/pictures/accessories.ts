import type { Drawing } from './scene.js';
import {
  colourBead,
  f,
  gem,
  metalDefs,
  metalEdge,
  metalFlower,
  paisley,
  patternDefs,
  pearl,
  shade,
  tassel,
  type Look,
} from './svg-kit.js';

const puff = `<radialGradient id="puff" cx="0.4" cy="0.38" r="0.7">
  <stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`;

/** Zari embroidery: a ring of paisleys round a flower, sequins between. */
function medallion(cx: number, cy: number, r: number, look: Look): string {
  const paisleys = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * 360;
    const rad = (a * Math.PI) / 180;
    return paisley(
      cx + Math.sin(rad) * r * 0.62,
      cy - Math.cos(rad) * r * 0.62,
      r / 110,
      '#e3b85c',
      look.highlight,
      1,
      a + 180,
    );
  }).join('');
  const sequins = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return `<circle cx="${f(cx + Math.cos(a) * r)}" cy="${f(cy + Math.sin(a) * r)}" r="${f(r * 0.05)}" fill="url(#metal-ball)"/>`;
  }).join('');
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.08)}" fill="none" stroke="#d9ab4d" stroke-width="${f(r * 0.03)}" stroke-dasharray="${f(r * 0.06)} ${f(r * 0.05)}"/>
    ${paisleys}${sequins}${metalFlower(cx, cy, r * 0.3, look.secondary, 8)}`;
}

/** A potli: a gathered silk pouch with a frilled top, drawstring and tassels. */
export function drawPotli(look: Look): Drawing {
  const frill = Array.from({ length: 9 }, (_, i) => {
    const x = 392 + i * 30;
    return `<path d="M${x} 360 Q${x - 12} 300 ${x} 262 Q${x + 18} 292 ${x + 30} 262 Q${x + 40} 300 ${x + 30} 360 Z" fill="${i % 2 ? look.primary : shade(look.primary, -0.12)}"/>`;
  }).join('');
  const body =
    'M452 366 C380 380 300 470 296 610 C292 760 400 830 512 830 C624 830 732 760 728 610 C724 470 644 380 572 366 Z';
  return {
    defs: `${metalDefs('gold')}${patternDefs(look)}${puff}`,
    body: `${frill}
      <path d="M392 262 Q512 240 662 262" stroke="${shade(look.primary, -0.25)}" stroke-width="6" fill="none"/>
      <path d="${body}" fill="url(#print)"/>
      <clipPath id="potli-body"><path d="${body}"/></clipPath>
      <rect x="280" y="690" width="470" height="150" fill="url(#print-border)" opacity="0.9" clip-path="url(#potli-body)"/>
      ${medallion(512, 560, 112, look)}
      <path d="${body}" fill="url(#puff)"/>
      <path d="M420 372 Q512 396 604 372" stroke="${look.secondary}" stroke-width="14" stroke-linecap="round" fill="none"/>
      <path d="M420 372 Q512 396 604 372" stroke="${shade(look.secondary, 0.35)}" stroke-width="14" stroke-dasharray="4 9" fill="none"/>
      <path d="M600 376 C640 420 660 480 650 560" stroke="${look.secondary}" stroke-width="7" fill="none"/>
      <path d="M604 376 C660 400 700 440 714 520" stroke="${look.secondary}" stroke-width="7" fill="none"/>
      ${colourBead(650, 560, 12, look.highlight)}${colourBead(714, 520, 12, look.highlight)}
      ${tassel(650, 570, 90, look.highlight, 30)}${tassel(714, 530, 90, look.secondary, 30)}`,
    detail: [512, 560],
    centre: [512, 540],
    fit: 1.12,
  };
}

/** A block-printed cotton tote with cloth handles and a top stitch. */
export function drawTote(look: Look): Drawing {
  const body = 'M284 380 L740 380 L772 860 Q512 876 252 860 Z';
  return {
    defs: `${metalDefs('antique')}${patternDefs(look, 1.4)}${puff}`,
    body: `
      <path d="M380 384 C380 170 644 170 644 384" stroke="${shade(look.secondary, -0.25)}" stroke-width="34" fill="none"/>
      <path d="M380 384 C380 170 644 170 644 384" stroke="${look.secondary}" stroke-width="26" fill="none"/>
      <path d="M380 384 C380 178 644 178 644 384" stroke="#fff" stroke-width="2" stroke-dasharray="7 7" fill="none" opacity="0.6"/>
      <path d="${body}" fill="url(#print)"/>
      <rect x="284" y="380" width="456" height="46" fill="${look.secondary}"/>
      <path d="M290 418 H734" stroke="#fff" stroke-width="2.5" stroke-dasharray="9 7" opacity="0.7"/>
      <rect x="390" y="560" width="244" height="190" rx="6" fill="#f3e6cf"/>
      <rect x="390" y="560" width="244" height="40" fill="url(#print-border)"/>
      ${paisley(512, 690, 1.3, look.primary, look.highlight)}
      <path d="M398 574 H626" stroke="#fff" stroke-width="2" stroke-dasharray="8 6" opacity="0.7"/>
      <path d="${body}" fill="url(#puff)"/>
      <path d="M400 384 L400 430 M624 384 L624 430" stroke="${shade(look.secondary, -0.3)}" stroke-width="4"/>`,
    detail: [512, 600],
    centre: [512, 520],
    fit: 1.08,
  };
}

/** An embroidered envelope clutch with a metal clasp, its chain strap coiled beside it. */
export function drawClutch(look: Look): Drawing {
  const chain = Array.from({ length: 26 }, (_, i) => {
    const a = (i / 26) * Math.PI * 1.7 + 0.3;
    const x = 512 + Math.cos(a) * 330;
    const y = 700 + Math.sin(a) * 110;
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="11" ry="7" fill="none" stroke="url(#metal)" stroke-width="4.5" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(x)} ${f(y)})"/>`;
  }).join('');
  const rows = Array.from({ length: 5 }, (_, r) =>
    Array.from({ length: 9 }, (_, c) =>
      colourBead(322 + c * 48 + (r % 2) * 24, 440 + r * 40, 5, r % 2 ? look.highlight : '#f1d488'),
    ).join(''),
  ).join('');
  return {
    defs: `${metalDefs('gold')}${patternDefs(look)}${puff}`,
    body: `${chain}
      <rect x="262" y="380" width="500" height="330" rx="26" fill="url(#print)"/>
      <rect x="262" y="380" width="500" height="330" rx="26" fill="url(#puff)"/>
      <path d="M270 392 Q512 640 754 392 Z" fill="${shade(look.primary, -0.18)}"/>
      <path d="M270 392 Q512 640 754 392" fill="none" stroke="url(#metal)" stroke-width="8"/>
      <clipPath id="flap"><path d="M270 392 Q512 640 754 392 Z"/></clipPath>
      <g clip-path="url(#flap)">${rows}</g>
      ${gem(512, 514, 24, look.secondary)}
      <rect x="262" y="380" width="500" height="330" rx="26" fill="none" stroke="${shade(look.primary, -0.4)}" stroke-width="3"/>`,
    detail: [512, 500],
    centre: [512, 560],
    fit: 1.15,
  };
}

/** A pair of juda pins: metal sticks with a flower head and little jhumki danglers. */
export function drawHairPin(look: Look): Drawing {
  const pin = (turn: number) => `<g transform="rotate(${turn} 512 512)">
      <rect x="503" y="380" width="18" height="520" rx="9" fill="url(#metal)"/>
      <rect x="508" y="390" width="4" height="500" rx="2" fill="#fff" opacity="0.4"/>
      ${metalFlower(512, 330, 96, look.primary, 10)}
      ${[-50, 0, 50]
        .map(
          (
            dx,
          ) => `<path d="M${512 + dx} 400 L${512 + dx} 450" stroke="${metalEdge(look.metal)}" stroke-width="3"/>
          <path d="M${512 + dx - 14} 470 Q${512 + dx} 440 ${512 + dx + 14} 470 Z" fill="url(#metal)"/>
          ${pearl(512 + dx, 480, 8)}`,
        )
        .join('')}
      ${Array.from({ length: 10 }, (_, i) => {
        const a = (i / 10) * Math.PI * 2;
        return pearl(512 + Math.cos(a) * 114, 330 + Math.sin(a) * 114, 11);
      }).join('')}
    </g>`;
  return {
    defs: metalDefs(look.metal),
    body: pin(-22) + pin(24),
    detail: [470, 360],
    centre: [512, 540],
    fit: 1.12,
  };
}

/** Gathered fabric scrunchies. */
export function drawScrunchies(look: Look): Drawing {
  const ring = (cx: number, cy: number, r: number, fill: string, dark: string) => {
    const points = (radius: number, wave: number, phase: number) =>
      Array.from({ length: 97 }, (_, i) => {
        const a = (i / 96) * Math.PI * 2;
        const rr = radius + Math.sin(a * 16 + phase) * wave;
        return `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
      }).join(' ');
    const creases = Array.from({ length: 16 }, (_, i) => {
      const a = ((i + 0.25) / 16) * Math.PI * 2;
      return `<path d="M${f(cx + Math.cos(a) * r * 0.6)} ${f(cy + Math.sin(a) * r * 0.6)} L${f(cx + Math.cos(a) * r * 1.02)} ${f(cy + Math.sin(a) * r * 1.02)}" stroke="${dark}" stroke-width="5" stroke-linecap="round" opacity="0.35"/>`;
    }).join('');
    return `<path d="${points(r * 1.05, r * 0.06, 0)} Z ${points(r * 0.45, r * 0.04, 1)} Z" fill="${fill}" fill-rule="evenodd"/>
      ${creases}
      <path d="${points(r * 1.05, r * 0.06, 0)} Z ${points(r * 0.45, r * 0.04, 1)} Z" fill="url(#puff)" fill-rule="evenodd"/>`;
  };
  return {
    defs: `${metalDefs('gold')}${patternDefs(look)}${puff}`,
    body:
      ring(640, 620, 190, shade(look.secondary, 0.05), shade(look.secondary, -0.5)) +
      ring(400, 430, 220, 'url(#print)', shade(look.primary, -0.5)),
    detail: [330, 340],
    centre: [512, 520],
    fit: 1.05,
  };
}

/** A square cushion cover: block print, embroidered medallion, piping and corner tassels. */
export function drawCushion(look: Look): Drawing {
  const shape = 'M250 250 Q512 290 774 250 Q734 512 774 774 Q512 734 250 774 Q290 512 250 250 Z';
  return {
    defs: `${metalDefs('gold')}${patternDefs(look, 1.2)}${puff}`,
    body: `<path d="${shape}" fill="url(#print)"/>
      <path d="M300 300 Q512 330 724 300 Q700 512 724 724 Q512 700 300 724 Q324 512 300 300 Z" fill="none" stroke="url(#print-border)" stroke-width="30"/>
      <circle cx="512" cy="512" r="150" fill="${look.secondary}"/>
      ${medallion(512, 512, 120, look)}
      <path d="${shape}" fill="url(#puff)"/>
      <path d="${shape}" fill="none" stroke="${shade(look.secondary, -0.2)}" stroke-width="10"/>
      ${[
        [250, 250, 225],
        [774, 250, 135],
        [774, 774, 45],
        [250, 774, -45],
      ]
        .map(
          ([x, y, a]) =>
            `<g transform="rotate(${a} ${x} ${y})">${tassel(x ?? 0, y ?? 0, 60, look.highlight, 24)}</g>`,
        )
        .join('')}`,
    detail: [512, 512],
    centre: [512, 512],
    fit: 1.08,
  };
}
