import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { SHOWING_TYPE_LABELS, SHOWING_TYPES, YES_NO_LABELS } from '@rentals/domain/listings/enums';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import { ControlledYesNo } from '../../../../components/ControlledYesNo';
import { useLocale } from '../../../../i18n/use-locale';
import type { OWNER_TEXT_FIELDS } from '../form/lwu-values';
import { OWNER_YES_NO_FIELDS, type ListWithUsExtras } from '../form/lwu-values';
import type { ExtrasErrorText } from '../hooks/use-extras-error-text';

type Props = { control: Control<ListWithUsExtras>; errorText: ExtrasErrorText };

/** The owner questions of the final step (spec/03 §3.4), all optional. */
export function OwnerQuestions({ control, errorText }: Props) {
  const { t } = useTranslation('listWithUs');
  const locale = useLocale();
  const text = (name: (typeof OWNER_TEXT_FIELDS)[number] | 'minimumRentalPrice', extra: object = {}) => (
    <ControlledTextField
      control={control}
      name={name}
      errorText={errorText}
      label={t(`owner.questions.${name}`)}
      fullWidth
      {...extra}
    />
  );
  return (
    <Grid container spacing={2.5}>
      {OWNER_YES_NO_FIELDS.map((name) => (
        <Grid key={name} size={{ xs: 12, md: 6 }}>
          <ControlledYesNo
            control={control}
            name={name}
            label={t(`owner.questions.${name}`)}
            yesLabel={YES_NO_LABELS.yes[locale]}
            noLabel={YES_NO_LABELS.no[locale]}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 6 }}>{text('existingUrl', { type: 'url', placeholder: 'https://' })}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>{text('advertiseDuration')}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {text('minimumRentalPrice', {
          inputMode: 'decimal',
          slotProps: { htmlInput: { inputMode: 'decimal' } },
        })}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ControlledTextField
          control={control}
          name="showingUnit"
          errorText={errorText}
          label={t('owner.questions.showingUnit')}
          select
          fullWidth
        >
          <MenuItem value="">{t('owner.noAnswer')}</MenuItem>
          {SHOWING_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {SHOWING_TYPE_LABELS[type][locale]}
            </MenuItem>
          ))}
        </ControlledTextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>{text('commission')}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>{text('partnershipStatus')}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>{text('spousePartner')}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>{text('lockbox')}</Grid>
      <Grid size={12}>{text('extraInfo', { multiline: true, minRows: 3 })}</Grid>
    </Grid>
  );
}
