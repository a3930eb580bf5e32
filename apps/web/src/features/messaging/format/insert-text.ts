/*
 * Where a saved reply goes in the typing area: in place of the selected text, or at the cursor,
 * with a space before it when it would otherwise run into the word before.
 */

export interface Insertion {
  /** The typing area's new text. */
  text: string;
  /** Where the cursor goes: just after the inserted reply. */
  caret: number;
}

/** Inserts `reply` into `text` over the selection [start, end] (both clamped to the text). */
export function insertAtCursor(text: string, reply: string, start: number, end: number = start): Insertion {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const piece = before && !/\s$/.test(before) ? ` ${reply}` : reply;
  return { text: before + piece + text.slice(to), caret: from + piece.length };
}
