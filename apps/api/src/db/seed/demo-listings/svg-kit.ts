/*
 * What the demo drawings (drawings.ts) are made of: the 1200 x 800 canvas, colour palettes, SVG
 * element strings with one decimal, and shading.
 */

export const DRAWING_WIDTH = 1200;
export const DRAWING_HEIGHT = 800;

export const W = DRAWING_WIDTH;
export const H = DRAWING_HEIGHT;

export const SKIES = [
  ['#6fb1e7', '#dcefff'],
  ['#f2a65a', '#fde7c8'],
  ['#5d6fc9', '#f1c1a2'],
  ['#9fb3c4', '#e9eef2'],
  ['#4f9fd8', '#bfe3ff'],
] as const;
export const BRICKS = ['#a0522d', '#b5651d', '#8b4a3a', '#c9a27e', '#d8c3a5', '#8d8d8d', '#6e5a4e'];
export const SIDINGS = [
  '#f4efe6',
  '#c8d8e4',
  '#e8d5b5',
  '#9db8a0',
  '#d9c2c2',
  '#5f7380',
  '#f2e3c6',
  '#b7c9a8',
];
export const ROOFS = ['#4a4a4a', '#6b3e2e', '#3c4a5a', '#7a5c3e', '#2f3b35'];
export const GLASS = ['#7fb7d9', '#5e9bbf', '#8fc1c8', '#9aa9b8', '#6d8fb3'];
export const DOORS = ['#b23a48', '#2f5d62', '#3a3f58', '#8c5e34', '#1f6f50', '#c97c2b'];
export const WALLS = ['#f3ede4', '#e7eef2', '#efe3d3', '#dde7dc', '#f1e0e0', '#e9e4f0', '#f6f0d8'];
export const FLOORS = ['#c49a6c', '#a87b51', '#d8b890', '#8a6445', '#bfa88a'];
export const FABRICS = [
  '#3f6e8c',
  '#8c3f4f',
  '#5b8c5a',
  '#c2a15a',
  '#6b5b95',
  '#d27d57',
  '#4a4e69',
  '#2a9d8f',
];
export const LEAVES = ['#2e7d32', '#3b8f47', '#4c9a4f', '#2f6f3e', '#5aa05a'];

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${stroke}" stroke-width="${width}"/>`;

/** Many rectangles or segments as one <path>: far cheaper to rasterise than one element each. */
export const rectsPath = (rects: readonly (readonly [number, number, number, number])[]) =>
  rects
    .map(
      ([x, y, w, h]) =>
        `M${x.toFixed(1)} ${y.toFixed(1)}h${w.toFixed(1)}v${h.toFixed(1)}h${(-w).toFixed(1)}Z`,
    )
    .join('');
export const path = (d: string, fill: string, extra = '') =>
  d ? `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>` : '';
export const lines = (
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
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(v)));
  };
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${((r! << 16) | (g! << 8) | b!).toString(16).padStart(6, '0')}`;
}
