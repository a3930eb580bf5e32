import type { DemoPicture } from './facts';
import { createRandom, type Random } from './random';
import {
  W,
  H,
  SKIES,
  BRICKS,
  SIDINGS,
  ROOFS,
  GLASS,
  DOORS,
  LEAVES,
  rect,
  circle,
  ellipse,
  polygon,
  line,
  rectsPath,
  path,
  lines,
  shade,
} from './svg-kit';

/* Building exteriors for the demo pictures: sky, street, trees and a tower, mid-rise or houses. */

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

export function exterior(picture: DemoPicture): string {
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
