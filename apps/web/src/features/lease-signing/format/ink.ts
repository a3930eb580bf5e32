/*
 * A drawn signature must hold enough ink to be one: a tap or a short scratch is refused before it
 * is sent. Counted on the canvas's pixels (anything clearly darker than the white paper), so it
 * is tested without a browser.
 */

/** Fewest inked pixels, as a share of the pad, for a drawing to count as a signature. */
export const MIN_INK_SHARE = 0.004;

/** How many pixels of RGBA `data` are ink (darker than near-white and not transparent). */
export function inkedPixels(data: ArrayLike<number>): number {
  let count = 0;
  for (let i = 0; i + 3 < data.length; i += 4) {
    const alpha = data[i + 3]!;
    const light = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
    if (alpha > 64 && light < 200) count += 1;
  }
  return count;
}

/** Whether a drawing of `width`×`height` pixels holds enough ink. */
export function hasEnoughInk(data: ArrayLike<number>, width: number, height: number): boolean {
  return inkedPixels(data) >= Math.ceil(width * height * MIN_INK_SHARE);
}

/** Initials from a name: the first letter of each word, at most six, upper case. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toLocaleUpperCase())
    .join('')
    .slice(0, 6);
}
