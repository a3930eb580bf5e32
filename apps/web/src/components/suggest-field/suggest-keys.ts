/** What a key does in a suggestion list (the WAI-ARIA combobox pattern with a list popup). */
export type SuggestAction =
  { type: 'move'; active: number } | { type: 'choose'; index: number } | { type: 'close' } | { type: 'none' };

/**
 * The effect of a key on a list of `count` suggestions whose `active` one (-1: none) is
 * highlighted, `open` or not. Arrows move through the list and wrap round through "none" (the
 * text as typed), Home and End jump, Enter chooses the highlighted suggestion (without one, the
 * form submits what was typed), Escape closes.
 */
export function suggestKey(
  key: string,
  state: { open: boolean; active: number; count: number },
): SuggestAction {
  const { open, active, count } = state;
  switch (key) {
    case 'ArrowDown':
      if (!count) return { type: 'none' };
      if (!open) return { type: 'move', active: 0 };
      return { type: 'move', active: active + 1 >= count ? -1 : active + 1 };
    case 'ArrowUp':
      if (!count) return { type: 'none' };
      if (!open || active === -1) return { type: 'move', active: count - 1 };
      return { type: 'move', active: active - 1 };
    case 'Home':
      return open && count ? { type: 'move', active: 0 } : { type: 'none' };
    case 'End':
      return open && count ? { type: 'move', active: count - 1 } : { type: 'none' };
    case 'Enter':
      return open && active >= 0 && active < count ? { type: 'choose', index: active } : { type: 'none' };
    case 'Escape':
      return open ? { type: 'close' } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}
