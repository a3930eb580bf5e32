import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The test processor's cards (like a card processor's test mode), named by what they do. */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', does: 'success' },
  { number: '4000 0000 0000 0002', does: 'declined' },
  { number: '4000 0000 0000 9995', does: 'insufficient' },
  { number: '4000 0025 0000 3155', does: 'authentication' },
] as const;

export function TestCardsHint() {
  const { t } = useTranslation('payments');
  return (
    <Box
      component="section"
      aria-labelledby="test-cards-title"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}
    >
      <Typography id="test-cards-title" component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('sandbox.cardsTitle')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          // On a phone each card's use goes under its number.
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
        }}
      >
        {TEST_CARDS.map((card) => (
          <Box key={card.number} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
              {card.number}
            </Box>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              {t(`sandbox.cards.${card.does}`)}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('sandbox.cardsHint')}
      </Typography>
    </Box>
  );
}
