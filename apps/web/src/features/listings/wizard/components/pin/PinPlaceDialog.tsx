import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PIN_PLACE_MAX_KM } from '@rentals/domain/locations/limits';
import { placeName } from '@rentals/domain/locations/place-names';
import { placeAtSchema } from '@rentals/domain/locations/schemas';
import { lazy, Suspense, useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../../i18n/use-locale';
import { NUMBER_INPUT_MODE, parseNumberText } from '../../../../../lib/forms/number-text';
import { useErrorText } from '../../../../../lib/forms/use-error-text';
import { useDebouncedValue } from '../../../../../lib/use-debounced-value';
import { PlaceAtDocument } from '../../api/listing-wizard-operations';
import type { AddressValue } from '../../form/wizard-values';
import { pinnedAddress, type PinPoint } from './pinned-address';

const PinMap = lazy(() => import('./PinMap'));

/** Where the pin starts when nothing was placed yet: downtown Toronto, the default search city. */
const START = { lat: 43.6532, lng: -79.3832 };
/** The nearest place is asked once the pin has stopped moving for this long. */
const PIN_DEBOUNCE_MS = 300;
const MAP_HEIGHT = 300;

type Coordinate = 'lat' | 'lng';

/**
 * Places a listing by hand when no suggestion matches its address: a pin on the map (or typed
 * coordinates), whose nearest known city the server answers. The typed street is kept.
 */
export function PinPlaceDialog({
  open,
  typed,
  start,
  onClose,
  onPlace,
}: {
  open: boolean;
  /** The address as typed in the field. */
  typed: string;
  start?: PinPoint | null;
  onClose: () => void;
  onPlace: (value: AddressValue) => void;
}) {
  const { t } = useTranslation('listingWizard');
  const locale = useLocale();
  const errorText = useErrorText(placeAtSchema);
  const titleId = useId();
  // On a phone the map gets the whole screen.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [point, setPoint] = useState<PinPoint>(start ?? START);
  const [texts, setTexts] = useState({ lat: String(point.lat), lng: String(point.lng) });
  const [errors, setErrors] = useState<Partial<Record<Coordinate, FieldError>>>({});
  const asked = useDebouncedValue(point, PIN_DEBOUNCE_MS);
  const { data, loading, error } = useQuery(PlaceAtDocument, { variables: asked, skip: !open });
  const invalid = Object.keys(errors).length > 0;
  // The answer is for the pin as it stands, and the fields hold that point.
  const settled = asked === point && !loading && !invalid;
  const place = settled ? data?.placeAt : undefined;

  const movePin = (next: PinPoint) => {
    setPoint(next);
    setTexts({ lat: String(next.lat), lng: String(next.lng) });
    setErrors({});
  };
  const typeCoordinate = (name: Coordinate, text: string) => {
    const nextTexts = { ...texts, [name]: text };
    setTexts(nextTexts);
    const parsed = placeAtSchema.safeParse({
      lat: parseNumberText(nextTexts.lat, 'decimal') ?? NaN,
      lng: parseNumberText(nextTexts.lng, 'decimal') ?? NaN,
    });
    if (parsed.success) {
      setErrors({});
      setPoint(parsed.data);
      return;
    }
    const found: Partial<Record<Coordinate, FieldError>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Coordinate;
      const types: Record<string, string> = {};
      if (issue.code === 'too_small') types.min = String(issue.minimum);
      if (issue.code === 'too_big') types.max = String(issue.maximum);
      found[field] ??= { type: issue.code, message: issue.message, types };
    }
    setErrors(found);
  };
  const coordinateField = (name: Coordinate) => (
    <TextField
      label={t(`pin.${name}`)}
      value={texts[name]}
      onChange={(event) => typeCoordinate(name, event.target.value)}
      error={!!errors[name]}
      helperText={errorText(name, errors[name])}
      fullWidth
      slotProps={{ htmlInput: { inputMode: NUMBER_INPUT_MODE.decimal } }}
    />
  );

  const status = error ? (
    <Alert severity="error">{t('pin.failed')}</Alert>
  ) : invalid ? null : !settled ? (
    <Alert severity="info" icon={false}>
      {t('pin.looking')}
    </Alert>
  ) : place ? (
    <Alert severity="success">
      {t('pin.nearest', { place: `${placeName(place.city, locale)}, ${place.region}` })}
    </Alert>
  ) : (
    <Alert severity="warning">{t('pin.nothingNear', { km: PIN_PLACE_MAX_KM })}</Alert>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('pin.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('pin.help')}</DialogContentText>
        <Suspense
          fallback={
            <Skeleton
              variant="rectangular"
              role="status"
              aria-label={t('pin.loadingMap')}
              sx={{ height: MAP_HEIGHT, transform: 'none' }}
            />
          }
        >
          <PinMap point={point} onPointChange={movePin} height={MAP_HEIGHT} />
        </Suspense>
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>{coordinateField('lat')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{coordinateField('lng')}</Grid>
        </Grid>
        <div role="status" aria-live="polite" style={{ marginTop: 16 }}>
          {status}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pin.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!place || !!error}
          onClick={() => place && onPlace(pinnedAddress(typed, place, point))}
        >
          {t('pin.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
