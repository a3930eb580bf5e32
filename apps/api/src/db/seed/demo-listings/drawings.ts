import type { DemoPicture } from './facts';
import { createRandom, type Random } from './random';

/*
 * Illustrations of demo buildings and rooms as SVG (no text, so no fonts are needed), drawn on a
 * 1200 x 800 canvas from a picture's kind, variant and property type alone: the same picture always
 * gives the same drawing, and different variants differ in colours, shapes and layout.
 */

export const DRAWING_WIDTH = 1200;
export const DRAWING_HEIGHT = 800;

const W = DRAWING_WIDTH;
const H = DRAWING_HEIGHT;

const SKIES = [
  ['#6fb1e7', '#dcefff'],
  ['#f2a65a', '#fde7c8'],
  ['#5d6fc9', '#f1c1a2'],
  ['#9fb3c4', '#e9eef2'],
  ['#4f9fd8', '#bfe3ff'],
] as const;
const BRICKS = ['#a0522d', '#b5651d', '#8b4a3a', '#c9a27e', '#d8c3a5', '#8d8d8d', '#6e5a4e'];
const SIDINGS = ['#f4efe6', '#c8d8e4', '#e8d5b5', '#9db8a0', '#d9c2c2', '#5f7380', '#f2e3c6', '#b7c9a8'];
const ROOFS = ['#4a4a4a', '#6b3e2e', '#3c4a5a', '#7a5c3e', '#2f3b35'];
const GLASS = ['#7fb7d9', '#5e9bbf', '#8fc1c8', '#9aa9b8', '#6d8fb3'];
const DOORS = ['#b23a48', '#2f5d62', '#3a3f58', '#8c5e34', '#1f6f50', '#c97c2b'];
const WALLS = ['#f3ede4', '#e7eef2', '#efe3d3', '#dde7dc', '#f1e0e0', '#e9e4f0', '#f6f0d8'];
const FLOORS = ['#c49a6c', '#a87b51', '#d8b890', '#8a6445', '#bfa88a'];
const FABRICS = ['#3f6e8c', '#8c3f4f', '#5b8c5a', '#c2a15a', '#6b5b95', '#d27d57', '#4a4e69', '#2a9d8f'];
const LEAVES = ['#2e7d32', '#3b8f47', '#4c9a4f', '#2f6f3e', '#5aa05a'];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const polygon = (points: readonly (readonly [number, number])[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${stroke}" stroke-width="${width}"/>`;

/** Many rectangles or segments as one <path>: far cheaper to rasterise than one element each. */
const rectsPath = (rects: readonly (readonly [number, number, number, number])[]) =>
  rects
    .map(
      ([x, y, w, h]) =>
        `M${x.toFixed(1)} ${y.toFixed(1)}h${w.toFixed(1)}v${h.toFixed(1)}h${(-w).toFixed(1)}Z`,
    )
    .join('');
const path = (d: string, fill: string, extra = '') =>
  d ? `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>` : '';
const lines = (
  segments: readonly (readonly [number, number, number, number])[],
  stroke: string,
  width: number,
) =>
  path(
    segments
      .map(([x1, y1, x2, y2]) => `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`)
      .join(''),
    'none',
    `stroke="${stroke}" stroke-width="${width}"`,
  );

/** A colour `amount` (-1..1) darker or lighter. */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(v)));
  };
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${((r! << 16) | (g! << 8) | b!).toString(16).padStart(6, '0')}`;
}

function sky(random: Random): string {
  const [top, bottom] = random.pick(SKIES);
  const clouds = Array.from({ length: random.int(1, 4) }, () => {
    const x = random.int(60, W - 160);
    const y = random.int(50, 220);
    const s = 0.6 + random.next() * 0.8;
    return [
      ellipse(x, y, 70 * s, 26 * s, '#ffffff', 'opacity="0.85"'),
      ellipse(x + 50 * s, y - 14 * s, 50 * s, 30 * s, '#ffffff', 'opacity="0.85"'),
      ellipse(x - 45 * s, y - 6 * s, 40 * s, 22 * s, '#ffffff', 'opacity="0.85"'),
    ].join('');
  });
  const sun = random.chance(0.6)
    ? circle(random.int(80, W - 80), random.int(70, 170), 48, '#ffd66b', 'opacity="0.9"')
    : '';
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(0, 0, W, H, 'url(#sky)')}${sun}${clouds.join('')}`;
}

function skyline(random: Random): string {
  let x = -20;
  const parts: string[] = [];
  while (x < W) {
    const w = random.int(60, 140);
    const h = random.int(120, 340);
    parts.push(rect(x, 620 - h, w, h, '#b7c3cf', 'opacity="0.55"'));
    x += w + random.int(-10, 20);
  }
  return parts.join('');
}

function ground(random: Random): string {
  const grass = random.pick(['#7cb46b', '#8fbf73', '#6fa35e', '#9cc27f']);
  return [
    rect(0, 620, W, 180, grass),
    rect(0, 700, W, 100, '#8a8f94'),
    rect(0, 690, W, 14, '#cfd2d4'),
    ...Array.from({ length: 8 }, (_, i) => rect(i * 160 + 30, 748, 80, 6, '#f4f1e1')),
  ].join('');
}

function tree(random: Random, x: number, base: number, scale = 1): string {
  const green = random.pick(LEAVES);
  const r = (38 + random.int(0, 24)) * scale;
  return [
    rect(x - 7 * scale, base - 70 * scale, 14 * scale, 70 * scale, '#6b4a2f'),
    circle(x, base - 70 * scale - r * 0.6, r, green),
    circle(x - r * 0.6, base - 70 * scale - r * 0.2, r * 0.7, shade(green, -0.12)),
    circle(x + r * 0.6, base - 70 * scale - r * 0.25, r * 0.7, shade(green, 0.1)),
  ].join('');
}

function windowGrid(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  glass: string,
  frame: string,
  random: Random,
): string {
  const cw = w / cols;
  const rh = h / rows;
  const dark: [number, number, number, number][] = [];
  const lit: [number, number, number, number][] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      (random.chance(0.12) ? lit : dark).push([
        x + c * cw + cw * 0.18,
        y + r * rh + rh * 0.16,
        cw * 0.64,
        rh * 0.62,
      ]);
    }
  const framed = `stroke="${frame}" stroke-width="3"`;
  return path(rectsPath(dark), glass, framed) + path(rectsPath(lit), '#ffe6a3', framed);
}

function tower(random: Random, stories: number): string {
  const w = random.int(260, 380);
  const h = Math.min(560, 260 + stories * 7);
  const x = random.int(200, W - 200 - w);
  const top = 640 - h;
  const glass = random.pick(GLASS);
  const podium = random.pick(BRICKS);
  const floors = Math.round(h / 26);
  const parts = [rect(x, top, w, h, glass), rect(x + w * 0.62, top, w * 0.38, h, shade(glass, -0.15))];
  const floorLines = Array.from(
    { length: floors - 1 },
    (_, f) => [x, top + (f + 1) * 26, x + w, top + (f + 1) * 26] as const,
  );
  const mullions = Array.from(
    { length: 5 },
    (_, c) => [x + ((c + 1) * w) / 6, top, x + ((c + 1) * w) / 6, 640] as const,
  );
  parts.push(lines(floorLines, shade(glass, 0.35), 2), lines(mullions, shade(glass, -0.25), 2));
  if (random.chance(0.7)) {
    const balconies = Array.from(
      { length: Math.max(0, Math.ceil((floors - 2) / 2)) },
      (_, i) => [x - 8, top + (2 + 2 * i) * 26 - 4, w * 0.55, 6] as const,
    );
    parts.push(path(rectsPath(balconies), '#eef3f6'));
  }
  parts.push(
    rect(x - 60, 560, w + 120, 80, podium),
    windowGrid(x - 50, 570, w + 100, 60, 8, 1, '#cfe3ef', '#4a4a4a', random),
  );
  parts.push(
    rect(x + w / 2 - 30, 596, 60, 44, '#2e3a44'),
    rect(x - 6, top - 18, w + 12, 18, shade(glass, -0.35)),
  );
  return parts.join('');
}

function midRise(random: Random, stories: number): string {
  const floors = Math.max(4, Math.min(12, Math.round(stories / 2) + 2));
  const w = random.int(520, 720);
  const h = floors * 48;
  const x = (W - w) / 2 + random.int(-120, 120);
  const top = 640 - h;
  const brick = random.pick(BRICKS);
  const parts = [
    rect(x, top, w, h, brick),
    rect(x, top, w, 16, shade(brick, -0.3)),
    windowGrid(
      x + 10,
      top + 20,
      w - 20,
      h - 90,
      Math.round(w / 70),
      floors - 1,
      random.pick(GLASS),
      '#f2f2f2',
      random,
    ),
  ];
  if (random.chance(0.6)) {
    const ledges = Array.from(
      { length: floors - 2 },
      (_, i) => [x + w * 0.35, top + 20 + (i + 1) * ((h - 90) / (floors - 1)) - 6, w * 0.3, 5] as const,
    );
    parts.push(path(rectsPath(ledges), '#e9e9e9'));
  }
  parts.push(
    rect(x + w / 2 - 50, 570, 100, 70, '#3a3f44'),
    rect(x + w / 2 - 80, 556, 160, 14, random.pick(DOORS)),
  );
  return parts.join('');
}

function house(
  random: Random,
  x: number,
  w: number,
  levels: number,
  siding: string,
  roof: string,
  basement: boolean,
): string {
  const levelH = 110;
  const h = levels * levelH;
  const top = 640 - h;
  const peak = top - random.int(80, 130);
  const parts = [
    rect(x, top, w, h, siding),
    polygon(
      [
        [x - 24, top + 4],
        [x + w / 2, peak],
        [x + w + 24, top + 4],
      ],
      roof,
    ),
  ];
  if (random.chance(0.5)) parts.push(rect(x + w * 0.7, peak + 20, 30, top - peak, shade(roof, 0.15)));
  const frame = '#ffffff';
  const glass = random.pick(GLASS);
  for (let l = 0; l < levels; l++) {
    const y = top + l * levelH + 24;
    const count = w > 260 ? 3 : 2;
    for (let i = 0; i < count; i++) {
      const wx = x + ((i + 0.5) * w) / count - 28;
      if (l === levels - 1 && i === Math.floor(count / 2)) continue;
      parts.push(rect(wx, y, 56, 66, glass, `stroke="${frame}" stroke-width="5"`));
      parts.push(line(wx + 28, y, wx + 28, y + 66, frame, 3));
    }
  }
  const door = random.pick(DOORS);
  parts.push(rect(x + w / 2 - 26, 640 - 92, 52, 92, door), circle(x + w / 2 + 14, 640 - 46, 4, '#e0c068'));
  parts.push(rect(x + w / 2 - 50, 632, 100, 10, '#bdb6aa'));
  if (basement) {
    parts.push(rect(x + 20, 620, 60, 28, glass, 'stroke="#ffffff" stroke-width="4"'));
    parts.push(rect(x + w - 80, 620, 60, 28, glass, 'stroke="#ffffff" stroke-width="4"'));
    parts.push(
      polygon(
        [
          [x + w + 4, 640],
          [x + w + 70, 640],
          [x + w + 70, 600],
          [x + w + 40, 600],
        ],
        '#a7a39c',
      ),
    );
  }
  return parts.join('');
}

function exterior(picture: DemoPicture): string {
  const random = createRandom(`exterior:${picture.variant}:${picture.propertyType}`);
  const parts = [sky(random)];
  const type = picture.propertyType;
  if (type === 'CONDO' || type === 'APARTMENT') parts.push(skyline(random));
  parts.push(ground(random));
  if (type === 'CONDO') parts.push(tower(random, picture.stories));
  else if (type === 'APARTMENT') parts.push(midRise(random, picture.stories));
  else if (type === 'TOWNHOUSE') {
    const n = random.int(3, 4);
    const w = 180;
    const start = (W - n * w) / 2;
    const roof = random.pick(ROOFS);
    for (let i = 0; i < n; i++)
      parts.push(house(random, start + i * w, w, 2, random.pick(SIDINGS), roof, false));
  } else {
    const w = random.int(300, 420);
    const levels = type === 'ROOM' ? 3 : type === 'BASEMENT' ? 2 : random.int(1, 2);
    parts.push(
      house(
        random,
        (W - w) / 2 + random.int(-150, 150),
        w,
        levels,
        random.pick(SIDINGS),
        random.pick(ROOFS),
        type === 'BASEMENT',
      ),
    );
  }
  const trees = random.int(1, 4);
  for (let i = 0; i < trees; i++) {
    const x = random.chance(0.5) ? random.int(40, 200) : random.int(W - 200, W - 40);
    parts.push(tree(random, x, 660 + random.int(0, 20), 0.8 + random.next() * 0.5));
  }
  return parts.join('');
}

function room(random: Random): { wall: string; parts: string[] } {
  const wall = random.pick(WALLS);
  const floor = random.pick(FLOORS);
  const parts = [rect(0, 0, W, 560, wall), rect(0, 560, W, 240, floor)];
  parts.push(
    lines(
      Array.from({ length: 7 }, (_, i) => [0, 592 + i * 32, W, 592 + i * 32] as const),
      shade(floor, -0.12),
      2,
    ),
  );
  parts.push(rect(0, 548, W, 14, shade(wall, -0.2)));
  return { wall, parts };
}

function roomWindow(random: Random, x: number, y: number, w: number, h: number): string {
  const [top, bottom] = random.pick(SKIES);
  const curtain = random.pick(FABRICS);
  return [
    `<defs><linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    rect(x, y, w, h, 'url(#view)', 'stroke="#ffffff" stroke-width="12"'),
    line(x + w / 2, y, x + w / 2, y + h, '#ffffff', 8),
    rect(x - 40, y - 20, 44, h + 60, curtain, 'opacity="0.9"'),
    rect(x + w - 4, y - 20, 44, h + 60, curtain, 'opacity="0.9"'),
  ].join('');
}

function plant(random: Random, x: number, base: number): string {
  const green = random.pick(LEAVES);
  return [
    rect(x - 26, base - 60, 52, 60, random.pick(['#c86b4a', '#e3dccf', '#3d3d3d'])),
    ...Array.from({ length: 5 }, (_, i) =>
      ellipse(x + (i - 2) * 16, base - 90 - (i % 2) * 24, 18, 40, i % 2 ? shade(green, 0.12) : green),
    ),
  ].join('');
}

function art(random: Random, x: number, y: number): string {
  const w = random.int(120, 200);
  const h = random.int(90, 150);
  const a = random.pick(FABRICS);
  return [
    rect(x, y, w, h, '#fbfbfb', 'stroke="#3a3a3a" stroke-width="8"'),
    circle(x + w * 0.35, y + h * 0.45, h * 0.25, a),
    rect(x + w * 0.45, y + h * 0.3, w * 0.35, h * 0.45, random.pick(FABRICS), 'opacity="0.85"'),
  ].join('');
}

function living(random: Random): string {
  const { parts } = room(random);
  const fabric = random.pick(FABRICS);
  const sx = random.int(250, 480);
  parts.push(roomWindow(random, random.chance(0.5) ? 80 : W - 340, 110, 260, 300));
  parts.push(art(random, sx + 90, 170));
  parts.push(ellipse(sx + 230, 700, 330, 60, random.pick(FABRICS), 'opacity="0.55"'));
  parts.push(
    rect(sx, 420, 460, 90, shade(fabric, -0.15), 'rx="24"'),
    rect(sx + 20, 470, 420, 90, fabric, 'rx="20"'),
    rect(sx - 20, 450, 60, 120, shade(fabric, -0.1), 'rx="20"'),
    rect(sx + 420, 450, 60, 120, shade(fabric, -0.1), 'rx="20"'),
    rect(sx + 60, 440, 90, 60, random.pick(FABRICS), 'rx="14"'),
    rect(sx + 310, 440, 90, 60, random.pick(FABRICS), 'rx="14"'),
    rect(sx + 20, 560, 16, 24, '#3a2f28'),
    rect(sx + 424, 560, 16, 24, '#3a2f28'),
  );
  parts.push(
    rect(sx + 110, 640, 240, 22, '#5a4634', 'rx="6"'),
    rect(sx + 130, 662, 12, 50, '#5a4634'),
    rect(sx + 318, 662, 12, 50, '#5a4634'),
  );
  const lx = sx + 560;
  parts.push(
    line(lx, 300, lx, 600, '#2f2f2f', 6),
    polygon(
      [
        [lx - 40, 300],
        [lx + 40, 300],
        [lx + 25, 240],
        [lx - 25, 240],
      ],
      '#f5e6c4',
    ),
  );
  parts.push(plant(random, random.chance(0.5) ? 150 : W - 140, 600));
  return parts.join('');
}

function bedroom(random: Random): string {
  const { parts } = room(random);
  const duvet = random.pick(FABRICS);
  const bx = random.int(300, 520);
  parts.push(roomWindow(random, bx > 420 ? 70 : W - 320, 110, 240, 280));
  parts.push(art(random, bx + 100, 140));
  parts.push(
    rect(bx, 330, 420, 230, random.pick(['#6b4f3a', '#d9cfc1', '#3f4a55', '#8a6a52']), 'rx="18"'),
    rect(bx + 10, 440, 400, 110, '#f7f5f0', 'rx="12"'),
    rect(bx + 40, 410, 150, 60, '#ffffff', 'rx="18"'),
    rect(bx + 230, 410, 150, 60, '#ffffff', 'rx="18"'),
    rect(bx - 10, 480, 440, 170, duvet, 'rx="16"'),
    rect(bx - 10, 480, 440, 30, shade(duvet, 0.2), 'rx="12"'),
  );
  for (const nx of [bx - 120, bx + 440]) {
    parts.push(rect(nx, 470, 100, 110, '#7a5c44'), rect(nx + 10, 500, 80, 6, '#5e4634'));
    parts.push(
      rect(nx + 44, 420, 12, 50, '#444444'),
      polygon(
        [
          [nx + 20, 420],
          [nx + 80, 420],
          [nx + 68, 380],
          [nx + 32, 380],
        ],
        '#f3e3bf',
      ),
    );
  }
  parts.push(ellipse(bx + 210, 720, 320, 50, random.pick(FABRICS), 'opacity="0.5"'));
  return parts.join('');
}

function kitchen(random: Random): string {
  const { parts } = room(random);
  const cabinet = random.pick(['#ffffff', '#2f4858', '#6d8b74', '#e9e2d0', '#3c3c3c', '#8aa1b1']);
  const counter = random.pick(['#d9d4cc', '#3b3b3b', '#f0ede8', '#8c8177']);
  const tile = random.pick(['#ffffff', '#cfe3e8', '#e8dccf', '#d6d6d6']);
  parts.push(rect(80, 260, 1040, 140, tile));
  const grout = [
    ...Array.from({ length: 26 }, (_, i) => [80 + i * 40, 260, 80 + i * 40, 400] as const),
    ...Array.from({ length: 7 }, (_, i) => [80, 260 + i * 20, 1120, 260 + i * 20] as const),
  ];
  parts.push(lines(grout, shade(tile, -0.12), 2));
  for (let i = 0; i < 7; i++)
    parts.push(
      rect(80 + i * 120, 90, 112, 160, cabinet, `stroke="${shade(cabinet, -0.2)}" stroke-width="4"`),
    );
  parts.push(rect(70, 390, 1060, 24, counter));
  for (let i = 0; i < 8; i++)
    parts.push(
      rect(80 + i * 130, 414, 122, 150, cabinet, `stroke="${shade(cabinet, -0.2)}" stroke-width="4"`),
      rect(130 + i * 130, 430, 22, 6, '#9a9a9a'),
    );
  parts.push(
    rect(950, 80, 170, 484, '#c9ccd0', 'stroke="#9ea3a8" stroke-width="4"'),
    line(950, 260, 1120, 260, '#9ea3a8', 4),
  );
  parts.push(
    rect(470, 396, 180, 14, '#2b2b2b'),
    circle(510, 394, 14, '#555555'),
    circle(610, 394, 14, '#555555'),
  );
  parts.push(
    polygon(
      [
        [480, 230],
        [640, 230],
        [610, 180],
        [510, 180],
      ],
      '#b0b4b8',
    ),
  );
  const ix = random.int(250, 520);
  parts.push(rect(ix, 600, 420, 30, counter), rect(ix + 10, 630, 400, 120, shade(cabinet, -0.05)));
  for (let i = 0; i < 3; i++) {
    const sx = ix + 60 + i * 140;
    parts.push(
      rect(sx, 680, 70, 14, random.pick(FABRICS)),
      line(sx + 10, 694, sx + 10, 790, '#333333', 5),
      line(sx + 60, 694, sx + 60, 790, '#333333', 5),
    );
  }
  for (const px of [ix + 110, ix + 310])
    parts.push(
      line(px, 0, px, 60, '#333333', 3),
      polygon(
        [
          [px - 30, 90],
          [px + 30, 90],
          [px + 16, 60],
          [px - 16, 60],
        ],
        random.pick(['#e0b04f', '#333333', '#ffffff']),
      ),
    );
  return parts.join('');
}

/** The SVG document of a picture, sized `width` x `height` pixels (the drawing scales to it). */
export function drawPicture(picture: DemoPicture, width = W, height = H): string {
  const random = createRandom(`${picture.kind}:${picture.variant}`);
  const draw: Record<DemoPicture['kind'], () => string> = {
    exterior: () => exterior(picture),
    living: () => living(random),
    bedroom: () => bedroom(random),
    kitchen: () => kitchen(random),
  };
  const body = draw[picture.kind]();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
