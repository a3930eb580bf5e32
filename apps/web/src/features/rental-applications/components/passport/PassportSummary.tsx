import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { formatMoney } from '../../../../lib/format/number';
import type { RentalPassport } from '../../format/passport-record';
import { DefinitionGrid } from '../../review/components/DefinitionGrid';
import { documentSummary } from '../../review/format/application-summary';

/**
 * What applying with the passport shares besides the offer, read-only: the applicant, their income,
 * the documents by name with their files, and whether a SIN goes with it (never the number).
 */
export function PassportSummary({ passport }: { passport: RentalPassport }) {
  const { t } = useTranslation('rentalApplication');
  const locale = useLocale();
  const documents = documentSummary(passport.documents, locale);
  const facts: [string, string][] = [
    [t('passport.applicant'), passport.applicantName],
    [
      t('passport.income'),
      passport.grossIncome == null ? t('passport.incomeUnknown') : formatMoney(passport.grossIncome, locale),
    ],
    [
      t('passport.files'),
      documents.length ? documents.map((d) => `${d.label} (${d.count})`).join(', ') : t('passport.noFiles'),
    ],
    [t('passport.sin'), passport.hasSin ? t('passport.sinGiven') : t('passport.sinNone')],
  ];
  return (
    <Stack component="section" spacing={1} aria-labelledby="rental-passport-shared">
      <Typography id="rental-passport-shared" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('passport.sharedHeading')}
      </Typography>
      <DefinitionGrid compact items={facts.map(([label, value]) => ({ key: label, label, value }))} />
    </Stack>
  );
}
