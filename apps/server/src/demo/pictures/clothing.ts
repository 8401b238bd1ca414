import type { Drawing } from './scene.js';
import { metalDefs, patternDefs, shade, tassel, type Look } from './svg-kit.js';

const WOOD = '#a0703f';

/** Soft vertical folds laid over hanging cloth. */
const foldDefs = `
<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.45" stop-color="#000" stop-opacity="0.16"/>
  <stop offset="0.6" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
</linearGradient>
<pattern id="folds" width="96" height="1024" patternUnits="userSpaceOnUse">
  <rect width="96" height="1024" fill="url(#fold)"/>
</pattern>
<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#c89463"/><stop offset="0.5" stop-color="${WOOD}"/><stop offset="1" stop-color="#74492a"/>
</linearGradient>`;

const KURTI =
  'M462 176 Q512 262 562 176 L672 206 L792 432 L724 468 L654 330 C662 520 692 720 734 884 Q512 910 290 884 C332 720 362 520 370 330 L300 468 L232 432 L352 206 Z';

/** A block-printed kurti on a wooden hanger. */
export function drawKurti(look: Look): Drawing {
  const border = shade(look.secondary, -0.1);
  const buttons = [250, 290, 330]
    .map((y) => `<circle cx="512" cy="${y}" r="6" fill="url(#metal-ball)"/>`)
    .join('');
  return {
    defs: `${metalDefs('antique')}${patternDefs(look)}${foldDefs}
      <clipPath id="kurti"><path d="${KURTI}"/></clipPath>`,
    body: `
      <path d="M512 160 L512 120 C512 92 540 84 548 104" stroke="#8a6a3a" stroke-width="7" stroke-linecap="round" fill="none"/>
      <path d="M318 232 Q512 132 706 232" stroke="url(#wood)" stroke-width="20" stroke-linecap="round" fill="none"/>
      <path d="M462 176 Q512 200 562 176 Q512 262 462 176 Z" fill="${shade(look.primary, -0.35)}"/>
      <path d="${KURTI}" fill="url(#print)"/>
      <g clip-path="url(#kurti)">
        <rect x="200" y="820" width="620" height="100" fill="url(#print-border)"/>
        <rect x="200" y="814" width="620" height="6" fill="${border}"/>
        <path d="M232 432 L300 468 L312 444 L246 406 Z" fill="url(#print-border)"/>
        <path d="M792 432 L724 468 L712 444 L778 406 Z" fill="url(#print-border)"/>
        <rect x="200" y="150" width="620" height="760" fill="url(#folds)" opacity="0.9"/>
        <path d="M420 420 C432 600 424 760 404 900 M604 420 C592 600 600 760 620 900" stroke="#000" stroke-opacity="0.08" stroke-width="10" fill="none"/>
      </g>
      <path d="${KURTI}" fill="url(#shine)"/>
      <path d="M462 176 Q512 262 562 176" stroke="${border}" stroke-width="9" fill="none"/>
      <rect x="506" y="222" width="12" height="130" fill="${border}"/>
      ${buttons}`,
    detail: [512, 300],
    centre: [512, 520],
    fit: 1.02,
  };
}

/** Two folded sarees, the top one showing its zari border, pallu corner and latkans. */
export function drawSaree(look: Look, under: string): Drawing {
  return {
    defs: `${metalDefs('gold')}${patternDefs(look)}
      <linearGradient id="edge" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/>
      </linearGradient>`,
    body: `
      <g transform="translate(-34 96)">
        <rect x="252" y="330" width="540" height="400" rx="18" fill="${under}"/>
        <rect x="252" y="650" width="540" height="80" rx="12" fill="url(#zari)"/>
        <rect x="252" y="730" width="540" height="30" rx="10" fill="${shade(under, -0.3)}"/>
        <path d="M262 740 H782 M262 750 H782" stroke="${shade(under, 0.2)}" stroke-width="2"/>
      </g>
      <rect x="232" y="300" width="560" height="410" rx="18" fill="url(#print)"/>
      <rect x="232" y="610" width="560" height="100" fill="url(#print-border)"/>
      <rect x="232" y="600" width="560" height="12" fill="url(#zari)"/>
      <rect x="232" y="690" width="560" height="20" rx="6" fill="url(#zari)"/>
      <rect x="232" y="710" width="560" height="34" rx="12" fill="${shade(look.primary, -0.35)}"/>
      <path d="M244 720 H780 M244 732 H780" stroke="${shade(look.primary, 0.15)}" stroke-width="2"/>
      <path d="M792 300 L792 470 L640 300 Z" fill="${look.secondary}"/>
      <path d="M792 300 L792 470 L640 300 Z" fill="url(#zari)" opacity="0.45"/>
      <path d="M640 300 L792 470" stroke="${shade(look.secondary, -0.35)}" stroke-width="4"/>
      <rect x="232" y="300" width="560" height="444" rx="18" fill="url(#shine-v)"/>
      ${tassel(280, 744, 90, look.highlight)}${tassel(330, 744, 80, look.secondary)}`,
    detail: [420, 660],
    centre: [512, 560],
    fit: 1.08,
  };
}

/** A dupatta hanging from a wooden rod, tasselled border at the bottom. */
export function drawDupatta(look: Look): Drawing {
  const hem =
    'M264 180 L760 180 C770 420 786 640 800 860 Q740 880 690 862 Q630 890 570 866 Q512 892 454 866 Q394 890 334 862 Q284 880 224 860 C238 640 254 420 264 180 Z';
  const tassels = Array.from({ length: 10 }, (_, i) =>
    tassel(250 + i * 58, 862 + (i % 2) * 14, 60, i % 2 ? look.highlight : look.secondary, 20),
  ).join('');
  return {
    defs: `${metalDefs('gold')}${patternDefs(look)}${foldDefs}<clipPath id="dupatta"><path d="${hem}"/></clipPath>`,
    body: `
      <rect x="150" y="160" width="724" height="26" rx="13" fill="url(#wood)"/>
      <circle cx="150" cy="173" r="22" fill="url(#wood)"/><circle cx="874" cy="173" r="22" fill="url(#wood)"/>
      <path d="${hem}" fill="url(#print)"/>
      <g clip-path="url(#dupatta)">
        <rect x="200" y="770" width="620" height="140" fill="url(#print-border)"/>
        <rect x="200" y="760" width="620" height="12" fill="url(#zari)"/>
        <rect x="200" y="160" width="620" height="760" fill="url(#folds)"/>
        <rect x="200" y="160" width="620" height="40" fill="#000" opacity="0.16"/>
      </g>
      <rect x="256" y="166" width="512" height="22" rx="11" fill="${shade(look.primary, -0.15)}"/>
      ${tassels}`,
    detail: [420, 800],
    centre: [512, 540],
    fit: 1.0,
  };
}

/** A folded stole, one fringed end hanging loose. */
export function drawStole(look: Look): Drawing {
  const fringe = Array.from({ length: 22 }, (_, i) => {
    const x = 372 + i * 13;
    return `<path d="M${x} 742 Q${x + 3} 770 ${x - 2} 800" stroke="${i % 3 ? look.primary : look.secondary}" stroke-width="4" stroke-linecap="round" fill="none"/>
      <circle cx="${x}" cy="752" r="3.5" fill="${shade(look.primary, -0.3)}"/>`;
  }).join('');
  return {
    defs: `${metalDefs('gold')}${patternDefs(look)}<linearGradient id="crease" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0.24"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`,
    body: `<g transform="rotate(-9 512 512)">
      <rect x="392" y="200" width="320" height="430" rx="10" fill="${shade(look.primary, -0.25)}" transform="rotate(6 552 415)"/>
      <rect x="360" y="230" width="300" height="520" rx="8" fill="url(#print)"/>
      <rect x="360" y="230" width="22" height="520" fill="${look.secondary}"/><rect x="638" y="230" width="22" height="520" fill="${look.secondary}"/>
      <rect x="386" y="230" width="5" height="520" fill="${look.highlight}"/><rect x="629" y="230" width="5" height="520" fill="${look.highlight}"/>
      <rect x="360" y="400" width="300" height="36" fill="url(#crease)"/>
      <rect x="360" y="580" width="300" height="36" fill="url(#crease)"/>
      <path d="M360 400 H660 M360 580 H660" stroke="${shade(look.primary, 0.3)}" stroke-width="3" opacity="0.7"/>
      <rect x="360" y="704" width="300" height="40" fill="url(#print-border)"/>
      ${fringe}
      <rect x="360" y="230" width="300" height="520" rx="8" fill="url(#shine)"/>
    </g>`,
    detail: [500, 700],
    centre: [512, 500],
    fit: 1.18,
  };
}
