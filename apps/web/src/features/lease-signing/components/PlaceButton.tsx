import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LeaseSigningPlace } from '../../../gql/graphql';
import type { AdoptedSignature } from '../format/adopted-signature';
import { placeElementId } from '../format/places';
import { scriptStyle } from './signature-font';

/**
 * One place to tap in the flow of the lease: a button until tapped, then the stamp of the
 * adopted initials or signature (a check when the signature was adopted in another visit).
 */
export function PlaceButton({
  place,
  done,
  signature,
  disabled,
  onTap,
}: {
  place: LeaseSigningPlace;
  done: boolean;
  signature: AdoptedSignature | null;
  disabled: boolean;
  onTap: (place: LeaseSigningPlace) => void;
}) {
  const { t } = useTranslation('leaseSigning');
  const id = placeElementId(place);
  if (!done)
    return (
      <Button
        id={id}
        variant="contained"
        disabled={disabled}
        onClick={() => onTap(place)}
        sx={{ minHeight: 48, my: 1, width: { xs: '100%', sm: 'auto' } }}
      >
        {t(`places.${place}`)}
      </Button>
    );
  const mark =
    place === 'SIGNATURE' && signature?.kind === 'DRAWN' && signature.image ? (
      <Box
        component="img"
        src={signature.image}
        alt={t('adopt.drawnAlt', { name: signature.text })}
        sx={{ height: 56, maxWidth: '100%', bgcolor: '#fff' }}
      />
    ) : signature ? (
      <Typography
        component="span"
        sx={{ ...scriptStyle, fontSize: place === 'SIGNATURE' ? '1.9rem' : '1.5rem' }}
      >
        {place === 'SIGNATURE' ? signature.text : signature.initials}
      </Typography>
    ) : null;
  return (
    <Stack
      id={id}
      tabIndex={-1}
      direction="row"
      spacing={1}
      sx={{
        my: 1,
        p: 1,
        alignItems: 'center',
        flexWrap: 'wrap',
        border: 1,
        borderColor: 'success.main',
        borderRadius: 1,
        outlineOffset: 2,
      }}
      data-place-done={place}
    >
      <CheckCircle color="success" aria-hidden />
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {t(`places.stamped.${place}`)}
      </Typography>
      {mark}
    </Stack>
  );
}
