import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaseSigningPlace } from '../../../gql/graphql';
import type { AdoptedSignature } from '../format/adopted-signature';
import { placeElementId } from '../format/places';
import { focusSoon } from '../hooks/focus-soon';
import { FINISH_ID } from '../hooks/use-signing-steps';

/**
 * The bar that sticks to the bottom of the screen while the signer reads: how many places are done
 * and the one thing to do next (adopt a signature, go to the next place, or sign). On a phone the
 * lease is long, so the way on is always within reach of a thumb.
 */
export function NextPlaceBar({
  doneCount,
  total,
  signature,
  next,
  busy,
  failure,
  onAdopt,
  onFinish,
}: {
  doneCount: number;
  total: number;
  signature: AdoptedSignature | null;
  next: LeaseSigningPlace | null;
  busy: boolean;
  /** The last step's failure, shown above the bar's button once the signer has consented. */
  failure: ReactNode;
  onAdopt: () => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation('leaseSigning');
  return (
    <Paper
      elevation={6}
      component="section"
      aria-label={t('places.barLabel')}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        p: 1.5,
        borderRadius: { xs: 0, sm: 1 },
      }}
    >
      {failure && <Box sx={{ mb: 1 }}>{failure}</Box>}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography
          role="status"
          sx={{ fontWeight: 600, flexShrink: 0, textAlign: { xs: 'center', sm: 'start' } }}
        >
          {t('places.count', { count: doneCount, total })}
        </Typography>
        {!signature ? (
          <Button variant="contained" onClick={onAdopt} sx={{ minHeight: 48 }}>
            {t('adopt.open')}
          </Button>
        ) : next ? (
          <Button variant="contained" onClick={() => focusSoon(placeElementId(next))} sx={{ minHeight: 48 }}>
            {t('places.next', { place: t(`places.${next}`) })}
          </Button>
        ) : (
          <Button
            id={FINISH_ID}
            variant="contained"
            color="success"
            onClick={onFinish}
            disabled={busy}
            sx={{ minHeight: 48 }}
          >
            {t('finish.submit')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
