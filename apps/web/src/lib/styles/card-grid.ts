/**
 * A list of cards (`<Box component="ul" sx={CARD_GRID_SX}>`): one column on a phone, two from
 * `sm`, three from `md`; minmax(0, 1fr) so a long title wraps instead of widening its column.
 */
export const CARD_GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  gap: 2,
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;
