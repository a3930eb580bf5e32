import { translate } from '@rentals/domain/i18n/translate';
import { provinceLeaseRules, type DepositRule } from '@rentals/domain/leases/provinces';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSwitch } from '../../../../components/ControlledSwitch';
import { useLocale } from '../../../../i18n/use-locale';
import { formatMoney } from '../../../../lib/format/number';
import { typedTotalRent, type DepositField } from '../../format/lease-form';
import type { LeaseFormKit } from '../../hooks/lease-form-kit';
import { LeaseNumberField, LeaseTextField } from './LeaseFields';
import { FormSection } from './FormSection';

const KINDS = {
  rentDeposit: 'rent',
  keyDeposit: 'key',
  securityDeposit: 'security',
  petDeposit: 'pet',
} as const;

/**
 * §8–9 The deposits, each with the province's limit beside it; a deposit the province does not
 * allow is not offered. Then §10 smoking and §11 the tenant's insurance.
 */
export function DepositsSections({ kit }: { kit: LeaseFormKit }) {
  const { t } = useTranslation('leaseForm');
  const locale = useLocale();
  const [province, baseRent, parkingRent, otherCharges] = useWatch({
    control: kit.control,
    name: ['unitAddress.province', 'baseRent', 'parkingRent', 'otherCharges'],
  });
  const rules = province ? provinceLeaseRules(province) : null;
  const rent = typedTotalRent({ baseRent, parkingRent, otherCharges });

  const hint = (rule: DepositRule | undefined) => {
    if (!rule) return t('hint.chooseProvince');
    const note = translate(rule.note, locale);
    if (rule.maxPeriodsOfRent === null || rent === null) return note;
    const limit = Math.floor(rule.maxPeriodsOfRent * rent * 100) / 100;
    return `${t('hint.depositLimit', { limit: formatMoney(limit, locale) })} ${note}`;
  };
  const deposit = (name: DepositField) => {
    const rule = rules?.deposits[KINDS[name]];
    if (rule && !rule.allowed) return null;
    return <LeaseNumberField kit={kit} name={name} money helperText={hint(rule)} />;
  };
  const notAllowed = rules
    ? (Object.keys(KINDS) as DepositField[]).filter((name) => !rules.deposits[KINDS[name]].allowed)
    : [];

  return (
    <>
      <FormSection title={t('section.deposits')}>
        {deposit('rentDeposit')}
        {deposit('keyDeposit')}
        <LeaseTextField kit={kit} name="keyDepositDescription" />
        {deposit('securityDeposit')}
        {deposit('petDeposit')}
        {rules && notAllowed.length > 0 && (
          <p style={{ margin: 0 }}>
            {t('depositsNotAllowed', {
              deposits: notAllowed.map((n) => kit.label(n)).join(', '),
              province: translate(rules.name, locale),
            })}
          </p>
        )}
      </FormSection>
      <FormSection title={t('section.smoking')}>
        <LeaseTextField kit={kit} name="smokingRules" multiline minRows={2} />
      </FormSection>
      <FormSection title={t('section.insurance')}>
        <ControlledSwitch
          control={kit.control}
          name="insuranceRequired"
          label={kit.label('insuranceRequired')}
        />
      </FormSection>
    </>
  );
}
