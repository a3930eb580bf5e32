import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { LAUNDRY_OPTIONS, SERVICES, UTILITIES, UTILITY_PAYERS } from '@rentals/domain/leases/terms';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSwitch } from '../../../../components/ControlledSwitch';
import type { LeaseFormKit } from '../../hooks/lease-form-kit';
import { LeaseSelectField, LeaseTextField } from './LeaseFields';
import { FormSection } from './FormSection';

/** §6 What the rent includes and who pays each utility, and §7 a rent discount. */
export function ServicesSections({ kit }: { kit: LeaseFormKit }) {
  const { t } = useTranslation('leaseForm');
  const { t: tl } = useTranslation('leases');
  return (
    <>
      <FormSection title={t('section.services')}>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('servicesIncluded')}</FormLabel>
          <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            {SERVICES.map((s) => (
              <ControlledSwitch
                key={s}
                control={kit.control}
                name={`services.${s}`}
                label={tl(`terms.service.${s}`)}
              />
            ))}
          </Stack>
        </FormControl>
        <LeaseSelectField
          kit={kit}
          name="laundry"
          options={LAUNDRY_OPTIONS.map((v) => ({ value: v, label: tl(`terms.laundry.${v}`) }))}
        />
        {UTILITIES.map((u) => (
          <Controller
            key={u}
            control={kit.control}
            name={`utilities.${u}`}
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend">{tl(`terms.utility.${u}`)}</FormLabel>
                <RadioGroup
                  row
                  name={field.name}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {UTILITY_PAYERS.map((p) => (
                    <FormControlLabel key={p} value={p} control={<Radio />} label={tl(`terms.payer.${p}`)} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
        ))}
        <LeaseTextField kit={kit} name="utilitiesDetails" multiline minRows={2} />
      </FormSection>
      <FormSection title={t('section.discounts')}>
        <LeaseTextField kit={kit} name="rentDiscount" multiline minRows={2} helperText={t('hint.discount')} />
      </FormSection>
    </>
  );
}
