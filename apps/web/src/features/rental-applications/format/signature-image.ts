/*
 * The signature as an image: what a drawn or typed signature becomes on the pad's canvas, saved as
 * a PNG data URL (spec/02 §3). Works on the canvas interfaces only, so it is tested without a
 * browser. The paper and the PNG export are the shared ink canvas's (lib/canvas/ink-canvas).
 */

import { INK_COLOUR, paintPaper, type InkSurface } from '../../../lib/canvas/ink-canvas';

/**
 * Handwriting-like fonts the systems people use have, in order; cursive is the generic fallback.
 * Drawn in italic, so a system whose cursive falls back to a book face still slants like a hand.
 */
export const SIGNATURE_FONT =
  '"Segoe Script", "Brush Script MT", "Snell Roundhand", "URW Chancery L", cursive';

/**
 * Draws a typed name as a signature: centred, in a script font, as large as fits the pad. The
 * keyboard's way to sign, for anyone who cannot draw on the pad.
 */
export function drawTypedSignature(canvas: InkSurface, name: string): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  paintPaper(canvas);
  const text = name.trim();
  if (!text) return;
  let size = Math.round(canvas.height * 0.45);
  ctx.font = `italic ${size}px ${SIGNATURE_FONT}`;
  const room = canvas.width * 0.9;
  const width = ctx.measureText(text).width;
  if (width > room) {
    size = Math.max(12, Math.floor((size * room) / width));
    ctx.font = `italic ${size}px ${SIGNATURE_FONT}`;
  }
  ctx.fillStyle = INK_COLOUR;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, canvas.width / 2, canvas.height / 2);
}
