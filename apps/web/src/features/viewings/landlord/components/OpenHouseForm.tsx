import Add from '@mui/icons-material/Add';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OpenHouseInput } from '@rentals/domain/viewings/availability';
import { utcToLocal } from '@rentals/domain/viewings/time-zones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import { FormAlert } from '../../../../components/FormAlert';
import { NumberField } from '../../../../components/NumberField';
import { useLocale } from '../../../../i18n/use-locale';
import { fieldLabel } from '../../../../i18n/validation';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../../lib/forms/use-error-text';
import { AddOpenHouseDocument } from '../api/availability-operations';
import {
  EMPTY_OPEN_HOUSE,
  OPEN_HOUSE_FIELDS,
  openHouseFormSchema,
  type OpenHouseFormValues,
} from '../format/availability-form';

/**
 * Adds an open house: a day and time range of the listing's zone, and how many renters may come,
 * checked with the shared openHouseSchema (the API adds: in the future, not overlapping another).
 */
export function OpenHouseForm({
  listingId,
  zone,
  onAdded,
}: {
  listingId: string;
  zone: string;
  onAdded: () => void;
}) {
  const { t } = useTranslation('viewingAgenda');
  const locale = useLocale();
  const [add] = useMutation(AddOpenHouseDocument);
  const [today] = useState(() => utcToLocal(new Date(), zone).date);
  const form = useDomainForm<OpenHouseInput, OpenHouseFormValues>(openHouseFormSchema, EMPTY_OPEN_HOUSE);
  const { control, handleSubmit, setError, reset, formError, formState } = form;
  const errorText = useErrorText(openHouseFormSchema);
  const label = (name: string) => fieldLabel(openHouseFormSchema, name, locale);

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      await add({ variables: { listingId, data } });
      reset(EMPTY_OPEN_HOUSE);
      onAdded();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, OPEN_HOUSE_FIELDS)) formError.setError(appError);
    }
  });

  const time = { inputLabel: { shrink: true }, htmlInput: { step: 300 } } as const;
  return (
    <Box
      component="form"
      aria-labelledby="add-open-house"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Typography id="add-open-house" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('editor.addOpenHouseTitle')}
      </Typography>
      <Stack spacing={2}>
        <FormAlert message={formError.message} />
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          <ControlledTextField<OpenHouseFormValues, OpenHouseInput>
            name="date"
            control={control}
            errorText={errorText}
            type="date"
            label={label('date')}
            required
            helperText=" "
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            sx={{ flex: '1 1 180px' }}
          />
          <ControlledTextField<OpenHouseFormValues, OpenHouseInput>
            name="start"
            control={control}
            errorText={errorText}
            type="time"
            label={label('start')}
            required
            helperText=" "
            slotProps={time}
            sx={{ flex: '1 1 130px' }}
          />
          <ControlledTextField<OpenHouseFormValues, OpenHouseInput>
            name="end"
            control={control}
            errorText={errorText}
            type="time"
            label={label('end')}
            required
            helperText=" "
            slotProps={time}
            sx={{ flex: '1 1 130px' }}
          />
          <NumberField<OpenHouseFormValues, OpenHouseInput>
            kind="integer"
            name="capacity"
            control={control}
            errorText={errorText}
            label={label('capacity')}
            required
            helperText=" "
            sx={{ flex: '1 1 160px' }}
          />
        </Stack>
        <Box>
          <Button type="submit" variant="outlined" startIcon={<Add />} loading={formState.isSubmitting}>
            {t('editor.addOpenHouse')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
