import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { translate } from '@rentals/domain/i18n/translate';
import { provinceLeaseRules } from '@rentals/domain/leases/provinces';
import { PROVINCES } from '@rentals/domain/users/enums';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSwitch } from '../../../../components/ControlledSwitch';
import { useLocale } from '../../../../i18n/use-locale';
import type { LeaseFormKit } from '../../hooks/lease-form-kit';
import { LeaseNumberField, LeaseSelectField, LeaseTextField } from './LeaseFields';
import { FieldRow, FormSection } from './FormSection';

/**
 * §2 The rental unit (its province decides the rules of the rest of the form) and §3 how the
 * landlord is reached. Where the province's law requires its own form that the product does not
 * generate, the landlord is told so plainly.
 */
export function UnitContactSections({ kit }: { kit: LeaseFormKit }) {
  const { t } = useTranslation('leaseForm');
  const locale = useLocale();
  const province = useWatch({ control: kit.control, name: 'unitAddress.province' });
  const mandatory = province ? provinceLeaseRules(province).mandatoryForm : null;
  return (
    <>
      <FormSection title={t('section.unit')}>
        <FieldRow>
          <LeaseTextField kit={kit} name="unitAddress.street" required />
          <LeaseTextField kit={kit} name="unitAddress.unit" />
        </FieldRow>
        <FieldRow>
          <LeaseTextField kit={kit} name="unitAddress.city" required />
          <LeaseSelectField
            kit={kit}
            name="unitAddress.province"
            required
            options={[
              { value: '', label: t('chooseProvince') },
              ...PROVINCES.map((p) => ({ value: p, label: translate(provinceLeaseRules(p).name, locale) })),
            ]}
          />
          <LeaseTextField kit={kit} name="unitAddress.postalCode" required />
        </FieldRow>
        {mandatory && !mandatory.productFills && (
          <Alert severity="warning">
            {t('mandatoryForm', { name: translate(mandatory.name, locale) })}{' '}
            <Link href={mandatory.url} target="_blank" rel="noopener noreferrer">
              {t('mandatoryFormLink')}
            </Link>
          </Alert>
        )}
        <FieldRow>
          <LeaseNumberField kit={kit} name="parkingSpaces" integer />
          <LeaseTextField kit={kit} name="parkingDescription" />
        </FieldRow>
        <ControlledSwitch control={kit.control} name="isCondo" label={kit.label('isCondo')} />
      </FormSection>
      <FormSection title={t('section.contact')}>
        <LeaseTextField kit={kit} name="landlordNoticeAddress" required multiline minRows={2} />
        <FieldRow>
          <LeaseTextField kit={kit} name="landlordEmail" type="email" />
          <LeaseTextField kit={kit} name="landlordPhone" type="tel" />
        </FieldRow>
        <ControlledSwitch
          control={kit.control}
          name="emailNoticesAllowed"
          label={kit.label('emailNoticesAllowed')}
        />
      </FormSection>
    </>
  );
}
