import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEASE_TENANTS_MAX } from '@rentals/domain/leases/terms';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSwitch } from '../../../../components/ControlledSwitch';
import { EMPTY_PARTY } from '../../format/lease-form';
import type { LeaseFormKit } from '../../hooks/lease-form-kit';
import { LeaseTextField } from './LeaseFields';
import { FieldRow, FormSection } from './FormSection';

/** §1 Parties: the landlord's legal name, one to six tenants, and an optional guarantor. */
export function PartiesSection({ kit }: { kit: LeaseFormKit }) {
  const { t } = useTranslation('leaseForm');
  const { fields, append, remove } = useFieldArray({ control: kit.control, name: 'tenants' });
  const hasGuarantor = useWatch({ control: kit.control, name: 'hasGuarantor' });
  return (
    <FormSection title={t('section.parties')}>
      <LeaseTextField kit={kit} name="landlordLegalName" required helperText={t('hint.legalName')} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {kit.label('tenants')}
      </Typography>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, i) => (
          <Box component="li" key={field.id} aria-label={t('tenantNumber', { n: i + 1 })}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <FieldRow>
                  <LeaseTextField kit={kit} name={`tenants.${i}.name`} required autoComplete="off" />
                  <LeaseTextField
                    kit={kit}
                    name={`tenants.${i}.email`}
                    type="email"
                    required
                    autoComplete="off"
                  />
                </FieldRow>
              </Box>
              {fields.length > 1 && (
                <IconButton
                  onClick={() => remove(i)}
                  aria-label={t('removeTenant', { n: i + 1 })}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutlined />
                </IconButton>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
      {fields.length < LEASE_TENANTS_MAX && (
        <div>
          <Button startIcon={<Add />} onClick={() => append({ ...EMPTY_PARTY })}>
            {t('addTenant')}
          </Button>
        </div>
      )}
      <ControlledSwitch control={kit.control} name="hasGuarantor" label={t('hasGuarantor')} />
      {hasGuarantor && (
        <FieldRow>
          <LeaseTextField kit={kit} name="guarantor.name" required autoComplete="off" />
          <LeaseTextField kit={kit} name="guarantor.email" type="email" required autoComplete="off" />
        </FieldRow>
      )}
    </FormSection>
  );
}
