/*
 * The drawing surface under the signature pads: white paper, dark blue ink, points scaled from the
 * screen to the canvas's own pixels. Works on the canvas interfaces only, so it is tested without a
 * browser.
 */

/** The ink's colour: a pen's dark blue, which reads as handwriting on a printed page. */
export const INK_COLOUR = '#1a237e';

/** The parts of a canvas these helpers use; a test hands in a recording stand-in. */
export type InkSurface = Pick<HTMLCanvasElement, 'width' | 'height' | 'toDataURL'> & {
  getContext(kind: '2d'): CanvasRenderingContext2D | null;
};

/** Paints the whole canvas white, so its PNG reads the same on a dark background. */
export function paintPaper(canvas: InkSurface): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
}

/** The canvas's image as a PNG data URL, the form a drawn signature is kept and sent in. */
export function canvasPng(canvas: InkSurface): string {
  return canvas.toDataURL('image/png');
}

/**
 * Where a pointer at (clientX, clientY) falls in a canvas of width×height pixels that the page
 * shows in `box`: the canvas is stretched to fit its column, so screen pixels are scaled to its own.
 */
export function canvasPoint(
  pointer: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
  size: { width: number; height: number },
): { x: number; y: number } {
  return {
    x: ((pointer.clientX - box.left) * size.width) / box.width,
    y: ((pointer.clientY - box.top) * size.height) / box.height,
  };
}
