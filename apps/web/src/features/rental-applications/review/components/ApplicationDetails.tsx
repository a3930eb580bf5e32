import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { DefinitionGrid } from './DefinitionGrid';
import { applicationSections, signatureOf, type DetailValue } from '../format/application-sections';
import { DocumentButton } from './DocumentButton';

/** A page's answers: text as it is, documents as buttons that download them. */
function Answers({ rows }: { rows: { path: string; label: string; value: DetailValue }[] }) {
  return (
    <DefinitionGrid
      items={rows.map((row) => ({
        key: row.path,
        label: row.label,
        value:
          row.value.kind === 'text' ? (
            row.value.text
          ) : (
            <Stack component="span" spacing={1} sx={{ alignItems: 'flex-start' }}>
              {row.value.files.map((file) => (
                <DocumentButton key={file.fileId} file={file} />
              ))}
            </Stack>
          ),
      }))}
    />
  );
}

/**
 * The whole application as the wizard's pages, each a section with its answers, the documents as
 * download buttons, then the signature. The applicant, the landlord and staff read it alike. `sin` is the
 * row the page shows for the SIN (masked, or with its reveal), placed with the documents as in
 * the wizard.
 */
export function ApplicationDetails({
  details,
  applicant,
  sin,
}: {
  details: unknown;
  /** The applicant's name, for the signature's text alternative. */
  applicant: string;
  sin?: ReactNode;
}) {
  const { t } = useTranslation('applicationReview');
  const { t: tw } = useTranslation('rentalApplication');
  const locale = useLocale();
  const sections = useMemo(
    () =>
      applicationSections(details, locale, {
        option: (field, value) => tw(`options.${field}.${value}`, { defaultValue: value }),
        yes: tw('options.yes'),
        no: tw('options.no'),
      }),
    [details, locale, tw],
  );
  const signature = signatureOf(details);

  return (
    <Stack spacing={2}>
      {sections.map((section) => (
        <Paper
          key={section.page}
          component="section"
          variant="outlined"
          aria-labelledby={`application-page-${section.page}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id={`application-page-${section.page}`} component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {section.title}
          </Typography>
          <Answers rows={section.rows} />
          {section.page === 6 && sin}
        </Paper>
      ))}
      {signature && (
        <Paper component="section" variant="outlined" aria-labelledby="application-signature" sx={{ p: 3 }}>
          <Typography id="application-signature" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {t('detail.signature')}
          </Typography>
          <Box
            component="img"
            src={signature}
            alt={t('detail.signatureAlt', { name: applicant })}
            sx={{ maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider', bgcolor: '#fff' }}
          />
        </Paper>
      )}
    </Stack>
  );
}
