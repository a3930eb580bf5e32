import type { Random } from './random';
import {
  W,
  SKIES,
  WALLS,
  FLOORS,
  FABRICS,
  LEAVES,
  rect,
  circle,
  ellipse,
  polygon,
  line,
  lines,
  shade,
} from './svg-kit';

/* Rooms for the demo pictures: a living room, a bedroom and a kitchen, furnished from the palettes. */

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

export function living(random: Random): string {
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

export function bedroom(random: Random): string {
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

export function kitchen(random: Random): string {
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
