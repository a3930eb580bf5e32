import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { NUMBER_INPUT_MODE } from '../../../lib/forms/number-text';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { BoostSettingsDocument, UpdatePremiumDocument } from '../api/staff-boost-operations';
import { boostSettingsFormSchema, centsToDollars, type BoostSettingsFormValues } from '../format/boost-forms';

/**
 * The 'Boost settings' card on /boostListing: the boost's price before tax and its days
 * (updatePremium, staff with boostListings edit). The price is also the Boost plan's price.
 */
export function BoostSettingsCard() {
  const { t } = useTranslation('boosts');
  const locale = useLocale();
  const settings = useQuery(BoostSettingsDocument, { fetchPolicy: 'cache-and-network' });
  if (settings.error && !settings.data)
    return (
      <LoadError
        error={settings.error}
        message={t('staff.settingsLoadError')}
        onRetry={() => void settings.refetch()}
      />
    );
  if (!settings.data) return null;
  return (
    <SettingsForm
      key={`${settings.data.price.value}:${settings.data.days.value}:${locale}`}
      values={{
        priceCents: centsToDollars(Number(settings.data.price.value), locale),
        days: settings.data.days.value,
      }}
    />
  );
}

function SettingsForm({ values }: { values: BoostSettingsFormValues }) {
  const { t } = useTranslation('boosts');
  const titleId = useId();
  const { textField, handleSubmit, setError, formError, formState } = useDomainForm<
    ReturnType<typeof boostSettingsFormSchema.parse>,
    BoostSettingsFormValues
  >(boostSettingsFormSchema, values);
  const [update] = useMutation(UpdatePremiumDocument, { refetchQueries: [BoostSettingsDocument] });
  const [saved, setSaved] = useState(false);

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      await update({ variables: { name: 'BOOST_PRICE', value: String(data.priceCents) } });
      await update({ variables: { name: 'BOOST_DAYS', value: String(data.days) } });
      setSaved(true);
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, ['priceCents', 'days'])) formError.setError(appError);
    }
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('staff.settingsTitle')}
        </Typography>
        <Typography color="text.secondary">{t('staff.settingsText')}</Typography>
        <FormAlert message={formError.message} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            {...textField('priceCents')}
            required
            slotProps={{ htmlInput: { inputMode: NUMBER_INPUT_MODE.decimal } }}
          />
          <TextField
            {...textField('days')}
            required
            slotProps={{ htmlInput: { inputMode: NUMBER_INPUT_MODE.integer } }}
          />
          <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ mt: { sm: 1 } }}>
            {t('staff.save')}
          </Button>
        </Stack>
      </Stack>
      <SuccessToast message={saved ? t('staff.settingsSaved') : null} onClose={() => setSaved(false)} />
    </Paper>
  );
}
