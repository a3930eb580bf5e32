import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEASE_TERM_TYPES, RENT_PERIODS } from '@rentals/domain/leases/terms';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../lib/format/date';
import { formatMoney } from '../../../../lib/format/number';
import { typedTotalRent } from '../../format/lease-form';
import type { LeaseFormKit } from '../../hooks/lease-form-kit';
import { LeaseNumberField, LeaseSelectField, LeaseTextField } from './LeaseFields';
import { FieldRow, FormSection } from './FormSection';

/** At most this many other charges (terms.ts). */
const OTHER_CHARGES_MAX = 10;

/** §4 The term, and §5 the rent with everything it adds up to. */
export function TermRentSections({ kit, today }: { kit: LeaseFormKit; today: string }) {
  const { t } = useTranslation('leaseForm');
  const { t: tl } = useTranslation('leases');
  const locale = useLocale();
  const termType = useWatch({ control: kit.control, name: 'termType' });
  const { fields, append, remove } = useFieldArray({ control: kit.control, name: 'otherCharges' });
  const [baseRent, parkingRent, otherCharges] = useWatch({
    control: kit.control,
    name: ['baseRent', 'parkingRent', 'otherCharges'],
  });
  const total = typedTotalRent({ baseRent, parkingRent, otherCharges });
  return (
    <>
      <FormSection title={t('section.term')}>
        <FieldRow>
          <LeaseTextField
            kit={kit}
            name="startDate"
            type="date"
            required
            helperText={t('hint.startDate', { today: formatPublicDate(today, locale) })}
          />
          <LeaseSelectField
            kit={kit}
            name="termType"
            options={LEASE_TERM_TYPES.map((v) => ({ value: v, label: tl(`terms.termType.${v}`) }))}
          />
        </FieldRow>
        {termType === 'FIXED' && <LeaseTextField kit={kit} name="endDate" type="date" required />}
        {termType === 'OTHER' && <LeaseTextField kit={kit} name="otherTermDescription" />}
      </FormSection>
      <FormSection title={t('section.rent')}>
        <FieldRow>
          <LeaseSelectField
            kit={kit}
            name="rentPeriod"
            options={RENT_PERIODS.map((v) => ({ value: v, label: tl(`terms.rentPeriod.${v}`) }))}
          />
          <LeaseNumberField kit={kit} name="rentDueDay" integer required />
        </FieldRow>
        <FieldRow>
          <LeaseNumberField kit={kit} name="baseRent" money required />
          <LeaseNumberField kit={kit} name="parkingRent" money />
        </FieldRow>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {kit.label('otherCharges')}
        </Typography>
        {fields.length > 0 && (
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {fields.map((field, i) => (
              <Box component="li" key={field.id}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <FieldRow>
                      <LeaseTextField kit={kit} name={`otherCharges.${i}.description`} required />
                      <LeaseNumberField kit={kit} name={`otherCharges.${i}.amount`} money required />
                    </FieldRow>
                  </Box>
                  <IconButton
                    onClick={() => remove(i)}
                    aria-label={t('removeCharge', { n: i + 1 })}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
        {fields.length < OTHER_CHARGES_MAX && (
          <div>
            <Button startIcon={<Add />} onClick={() => append({ description: '', amount: '' })}>
              {t('addCharge')}
            </Button>
          </div>
        )}
        <Typography sx={{ fontWeight: 700 }}>
          {tl('terms.totalRent')}: {total === null ? '—' : formatMoney(total, locale)}
        </Typography>
        <FieldRow>
          <LeaseTextField kit={kit} name="rentPayableTo" required />
          <LeaseTextField kit={kit} name="paymentMethod" required helperText={t('hint.paymentMethod')} />
        </FieldRow>
        <FieldRow>
          <LeaseNumberField kit={kit} name="nsfCharge" money />
          <Box />
        </FieldRow>
      </FormSection>
    </>
  );
}
