import type { DemoPicture } from './facts';
import { exterior } from './exteriors';
import { bedroom, kitchen, living } from './interiors';
import { createRandom } from './random';
import { H, W } from './svg-kit';

/*
 * Illustrations of demo buildings and rooms as SVG (no text, so no fonts are needed), drawn on a
 * 1200 x 800 canvas from a picture's kind, variant and property type alone: the same picture always
 * gives the same drawing, and different variants differ in colours, shapes and layout.
 */

export { DRAWING_HEIGHT, DRAWING_WIDTH } from './svg-kit';

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
