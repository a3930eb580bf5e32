import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LEASE_TERMS_FIELD_LABELS } from '@rentals/domain/leases/field-labels';
import { provinceLeaseRules } from '@rentals/domain/leases/provinces';
import { SERVICES, totalRent, UTILITIES, type LeaseTerms } from '@rentals/domain/leases/terms';
import type { Locale, Province } from '@rentals/domain/users/enums';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatMoney } from '../../../lib/format/number';
import { formatLeaseDay } from '../format/dates';

type Label = keyof typeof LEASE_TERMS_FIELD_LABELS;
type Row = [label: string, value: ReactNode];

/** One section of the lease: a heading and its terms as label and value, then what goes beside it. */
function Section({
  id,
  title,
  rows,
  children,
}: {
  id: string;
  title: string;
  rows: Row[];
  children?: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 2fr) 3fr' },
            columnGap: 2,
            '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
            '& dd': { m: 0, mb: { sm: 1 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
}

function useTermRows(terms: LeaseTerms, locale: Locale) {
  const { t } = useTranslation('leaseSigning');
  const label = (key: Label) => LEASE_TERMS_FIELD_LABELS[key][locale];
  const money = (value: number | null) => (value === null ? t('review.none') : formatMoney(value, locale));
  const yesNo = (value: boolean) => (value ? t('review.yes') : t('review.no'));
  const address = [
    [terms.unitAddress.unit, terms.unitAddress.street].filter(Boolean).join('-'),
    `${terms.unitAddress.city} ${terms.unitAddress.province} ${terms.unitAddress.postalCode}`,
  ].join('\n');
  const rows: Record<string, Row[]> = {
    parties: [
      [label('landlordLegalName'), terms.landlordLegalName],
      [label('tenants'), terms.tenants.map((tenant) => tenant.name).join('\n')],
      ...(terms.guarantor ? [[label('guarantor'), terms.guarantor.name] as Row] : []),
    ],
    unit: [
      [label('unitAddress'), address],
      [label('parkingSpaces'), String(terms.parkingSpaces)],
      ...(terms.parkingDescription ? [[label('parkingDescription'), terms.parkingDescription] as Row] : []),
      [label('isCondo'), yesNo(terms.isCondo)],
    ],
    contact: [
      [label('landlordNoticeAddress'), terms.landlordNoticeAddress],
      ...(terms.landlordEmail ? [[label('landlordEmail'), terms.landlordEmail] as Row] : []),
      ...(terms.landlordPhone ? [[label('landlordPhone'), terms.landlordPhone] as Row] : []),
      [label('emailNoticesAllowed'), yesNo(terms.emailNoticesAllowed)],
    ],
    term: [
      [label('startDate'), formatLeaseDay(terms.startDate, locale)],
      [label('termType'), t(`review.termType.${terms.termType}`)],
      ...(terms.endDate ? [[label('endDate'), formatLeaseDay(terms.endDate, locale)] as Row] : []),
      ...(terms.otherTermDescription
        ? [[label('otherTermDescription'), terms.otherTermDescription] as Row]
        : []),
    ],
    rent: [
      [label('rentPeriod'), t(`review.rentPeriod.${terms.rentPeriod}`)],
      [label('rentDueDay'), String(terms.rentDueDay)],
      [label('baseRent'), money(terms.baseRent)],
      ...(terms.parkingRent !== null ? [[label('parkingRent'), money(terms.parkingRent)] as Row] : []),
      ...terms.otherCharges.map((charge): Row => [charge.description, money(charge.amount)]),
      [t('review.totalRent'), <strong key="total">{money(totalRent(terms))}</strong>],
      [label('rentPayableTo'), terms.rentPayableTo],
      [label('paymentMethod'), terms.paymentMethod],
      ...(terms.nsfCharge !== null ? [[label('nsfCharge'), money(terms.nsfCharge)] as Row] : []),
    ],
    services: [
      ...SERVICES.map((service): Row => [
        t(`review.service.${service}`),
        terms.services[service] ? t('review.included') : t('review.notIncluded'),
      ]),
      [label('laundry'), t(`review.laundry.${terms.laundry}`)],
      ...UTILITIES.map((utility): Row => [
        t(`review.utility.${utility}`),
        t(`review.paidBy.${terms.utilities[utility]}`),
      ]),
      ...(terms.utilitiesDetails ? [[label('utilitiesDetails'), terms.utilitiesDetails] as Row] : []),
    ],
    deposits: [
      [label('rentDiscount'), terms.rentDiscount ?? t('review.none')],
      [label('rentDeposit'), money(terms.rentDeposit)],
      [label('keyDeposit'), money(terms.keyDeposit)],
      ...(terms.keyDepositDescription
        ? [[label('keyDepositDescription'), terms.keyDepositDescription] as Row]
        : []),
      ...(terms.securityDeposit !== null
        ? [[label('securityDeposit'), money(terms.securityDeposit)] as Row]
        : []),
      ...(terms.petDeposit !== null ? [[label('petDeposit'), money(terms.petDeposit)] as Row] : []),
    ],
    smoking: [[label('smokingRules'), terms.smokingRules ?? t('review.none')]],
    insurance: [[label('insuranceRequired'), yesNo(terms.insuranceRequired)]],
  };
  return rows;
}

const SECTIONS = [
  'parties',
  'unit',
  'contact',
  'term',
  'rent',
  'services',
  'deposits',
  'smoking',
  'insurance',
] as const;

/**
 * The lease's terms as the signer reads them, section by section in the order of the form, with
 * the domain's field labels in the page's language; `slots` puts the places to tap in the flow:
 * before the first section, beside the additional terms, and in the signatures section.
 */
export function TermsReview({
  terms,
  province,
  before,
  additional,
  signatures,
}: {
  terms: LeaseTerms;
  province: string;
  before?: ReactNode;
  additional?: ReactNode;
  signatures?: ReactNode;
}) {
  const { t } = useTranslation('leaseSigning');
  const locale = useLocale();
  const rows = useTermRows(terms, locale);
  const tribunal = provinceLeaseRules(province as Province).tribunal;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby="lease-review-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="lease-review-title" variant="h5" component="h2" gutterBottom>
        {t('review.title')}
      </Typography>
      {before}
      {SECTIONS.map((key) => (
        <Section
          key={key}
          id={`lease-section-${key}`}
          title={t(`review.sections.${key}`)}
          rows={rows[key]!}
        />
      ))}
      {terms.additionalTerms && (
        <Section id="lease-section-additional" title={t('review.sections.additional')} rows={[]}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 2 }}>
            {terms.additionalTerms}
          </Typography>
          {additional}
        </Section>
      )}
      <Section id="lease-section-signatures" title={t('review.sections.signatures')} rows={[]}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('review.tribunal')}{' '}
          <Link href={tribunal.url} target="_blank" rel="noopener noreferrer">
            {tribunal.name[locale]}
          </Link>
        </Typography>
        {signatures}
      </Section>
    </Paper>
  );
}
