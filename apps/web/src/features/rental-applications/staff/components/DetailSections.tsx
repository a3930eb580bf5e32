import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { formatMoney, formatNumber } from '../../../../lib/format/number';
import type { DetailSection, DetailValue } from '../format/detail-fields';
import { DefinitionGrid } from '../../review/components/DefinitionGrid';
import { DocumentButton } from './DocumentButton';

/** One answer: words for choices and yes/no, amounts in dollars, files to download, the signature. */
function Value({ value, applicant }: { value: DetailValue; applicant: string }) {
  const { t } = useTranslation('applicationStaff');
  // The options are the wizard's own words (its namespace), keyed by their field and name.
  const { t: wizard } = useTranslation('rentalApplication');
  const locale = useLocale();
  switch (value.kind) {
    case 'text':
      return <>{value.text}</>;
    case 'money':
      return <>{formatMoney(value.amount, locale)}</>;
    case 'number':
      return <>{formatNumber(value.value, locale)}</>;
    case 'yesNo':
      return <>{value.value ? t('details.yes') : t('details.no')}</>;
    case 'options':
      return (
        <>
          {value.values
            .map((name) => wizard(`options.${value.field}.${name}` as 'options.yes', { defaultValue: name }))
            .join(', ')}
        </>
      );
    case 'files':
      return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {value.files.map((file) => (
            <DocumentButton key={file.fileId} file={file} />
          ))}
        </Stack>
      );
    case 'signature':
      // Its natural size (the pad saves 600 × 200) at most as wide as the column, never stretched.
      return (
        <Box
          component="img"
          src={value.dataUrl}
          alt={t('details.signatureAlt', { name: applicant })}
          sx={{
            display: 'block',
            maxWidth: '100%',
            height: 'auto',
            border: 1,
            borderColor: 'divider',
            bgcolor: '#fff',
          }}
        />
      );
  }
}

/**
 * The application in full, one card per group of the wizard, each answer beside its label.
 */
export function DetailSections({ sections, applicant }: { sections: DetailSection[]; applicant: string }) {
  const locale = useLocale();
  return (
    <>
      {sections.map((section) => (
        <Paper key={section.group} variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {translate(section.label, locale)}
          </Typography>
          <DefinitionGrid
            items={section.fields.map((field) => ({
              key: field.path,
              label: translate(field.label, locale),
              value: <Value value={field.value} applicant={applicant} />,
            }))}
          />
        </Paper>
      ))}
    </>
  );
}
