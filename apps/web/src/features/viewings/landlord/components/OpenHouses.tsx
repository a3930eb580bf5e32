import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatViewingRange } from '@rentals/domain/viewings/time-zones';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import type { AvailabilityFieldsFragment } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useFormError } from '../../../../lib/forms/use-form-error';
import { RemoveOpenHouseDocument } from '../api/availability-operations';
import { OpenHouseForm } from './OpenHouseForm';

type OpenHouse = AvailabilityFieldsFragment['openHouses'][number];

/** The listing's open houses to come, with places booked, each removable after a confirmation; and the form adding one. */
export function OpenHouses({
  availability,
  onChanged,
}: {
  availability: AvailabilityFieldsFragment;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation('viewingAgenda');
  const locale = useLocale();
  const [toRemove, setToRemove] = useState<OpenHouse | null>(null);
  const when = (house: OpenHouse) =>
    formatViewingRange(new Date(house.startsAt), new Date(house.endsAt), availability.zone, locale);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="open-houses" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="open-houses" component="h2" variant="h6">
        {t('editor.openHouses')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('editor.openHousesHint')}
      </Typography>
      {availability.openHouses.length === 0 ? (
        <Typography sx={{ mb: 3 }}>{t('editor.noOpenHouses')}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('editor.openHouseList')}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}
        >
          {availability.openHouses.map((house) => (
            <Stack
              component="li"
              key={house.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>{when(house)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('editor.booked', { booked: house.booked, capacity: house.capacity })}
                </Typography>
              </div>
              <Button
                color="error"
                variant="outlined"
                onClick={() => setToRemove(house)}
                aria-label={t('editor.removeOpenHouseOf', { when: when(house) })}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                {t('editor.removeOpenHouse')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <OpenHouseForm
        listingId={availability.listingId}
        zone={availability.zone}
        onAdded={() => onChanged(t('editor.added'))}
      />
      {toRemove && (
        <RemoveDialog
          house={toRemove}
          when={when(toRemove)}
          onClose={() => setToRemove(null)}
          onRemoved={() => {
            setToRemove(null);
            onChanged(t('editor.removed'));
          }}
        />
      )}
    </Paper>
  );
}

function RemoveDialog({
  house,
  when,
  onClose,
  onRemoved,
}: {
  house: OpenHouse;
  when: string;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('viewingAgenda');
  const titleId = useId();
  const textId = useId();
  const formError = useFormError();
  const [remove, { loading }] = useMutation(RemoveOpenHouseDocument);
  const confirm = async () => {
    formError.setError(null);
    try {
      await remove({ variables: { id: house.id } });
      onRemoved();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };
  return (
    <Dialog open onClose={() => !loading && onClose()} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('editor.removeTitle')}</DialogTitle>
      <DialogContent>
        <FormAlert message={formError.message} />
        <DialogContentText id={textId}>{t('editor.removeText', { when })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {t('editor.cancel')}
        </Button>
        <Button color="error" variant="contained" loading={loading} onClick={() => void confirm()}>
          {t('editor.removeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
