import type { SavedHomeStatusKind } from '../../../gql/graphql';
import type { StatusTone } from '../../../components/StatusChip';

/** A saved home's status as the page's chip says it: its text key, the amounts and its tone. */
export interface StatusChipText {
  key: `status.${SavedHomeStatusKind}`;
  amounts: { from: number; to: number } | null;
  tone: StatusTone;
}

const TONES: Record<SavedHomeStatusKind, StatusTone> = {
  AVAILABLE: 'success',
  PRICE_DROPPED: 'highlight',
  PRICE_INCREASED: 'attention',
  RENTED: 'ended',
  UNAVAILABLE: 'ended',
};

/** The chip of a status: a price change names both amounts; a drop is good news, a rise a warning. */
export function statusChipText(status: {
  kind: SavedHomeStatusKind;
  savedPrice?: number | null;
  currentPrice?: number | null;
}): StatusChipText {
  const moved = status.kind === 'PRICE_DROPPED' || status.kind === 'PRICE_INCREASED';
  return {
    key: `status.${status.kind}`,
    amounts:
      moved && status.savedPrice != null && status.currentPrice != null
        ? { from: status.savedPrice, to: status.currentPrice }
        : null,
    tone: TONES[status.kind],
  };
}
