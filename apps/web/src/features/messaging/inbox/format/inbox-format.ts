/* How the staff inbox writes message previews (names: ../../format/conversation-format). */

/** The list's preview of a message at most this long: the row shows one line of it. */
export const EXCERPT_LENGTH = 120;

/**
 * A message's text as one short line: white space and line breaks run together, cut at a word
 * near `max` characters with an ellipsis, so a long message does not make a long link name.
 */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  // The cut falls between two words, or else goes back to the last word's end.
  const space = line[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
