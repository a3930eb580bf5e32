/** Fewer characters match too many places to be useful. */
export const MIN_SEARCH_LENGTH = 2;

/**
 * What the address field says under the box: 'typeMore' while the text is too short to search,
 * 'noMatch' once the answer for the text as it stands found nothing (then it says what to type and
 * offers the pin), null otherwise. An answer for older text, or one on its way, says nothing yet.
 */
export function addressHint(state: {
  text: string;
  /** The text the last search was sent for. */
  searched: string;
  loading: boolean;
  /** How many suggestions the answer for `searched` holds; undefined before it arrives. */
  found: number | undefined;
}): 'typeMore' | 'noMatch' | null {
  const text = state.text.trim();
  if (text.length < MIN_SEARCH_LENGTH) return 'typeMore';
  if (state.loading || state.searched !== text) return null;
  return state.found === 0 ? 'noMatch' : null;
}
