import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { LeaseTerms } from '@rentals/domain/leases/terms';
import { LOCALES } from '@rentals/domain/users/enums';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import type { LeaseFormValues } from '../../format/lease-form';
import type { LeaseFormKit } from '../../hooks/lease-form-kit';
import { LeaseSelectField } from './LeaseFields';
import { FormSection } from './FormSection';

/** How the lease goes out: the signing order, the document's language, the e-mail's subject and note. */
export function SendingSection({ kit }: { kit: LeaseFormKit }) {
  const { t } = useTranslation('leaseForm');
  return (
    <FormSection title={t('section.sending')}>
      <Controller
        control={kit.control}
        name="landlordSignsFirst"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('order.label')}</FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value ? 'first' : 'last'}
              onChange={(e) => field.onChange(e.target.value === 'first')}
            >
              <FormControlLabel value="last" control={<Radio />} label={t('order.tenantsFirst')} />
              <FormControlLabel value="first" control={<Radio />} label={t('order.landlordFirst')} />
            </RadioGroup>
          </FormControl>
        )}
      />
      <LeaseSelectField
        kit={kit}
        name="language"
        options={LOCALES.map((l) => ({ value: l, label: t(`languageName.${l}`) }))}
        helperText={t('hint.language')}
      />
      <ControlledTextField<LeaseFormValues, LeaseTerms>
        fullWidth
        name="subject"
        control={kit.control}
        errorText={kit.errorText}
        label={t('subject')}
        helperText={t('hint.subject')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <ControlledTextField<LeaseFormValues, LeaseTerms>
        fullWidth
        multiline
        minRows={3}
        name="message"
        control={kit.control}
        errorText={kit.errorText}
        label={t('message')}
        helperText={t('hint.message')}
      />
    </FormSection>
  );
}
