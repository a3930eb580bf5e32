import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { formatFileSize } from '@rentals/domain/files/rules';
import { DefinitionGrid } from './DefinitionGrid';
import { applicationSections, fileHref, signatureOf, type DetailValue } from '../format/application-sections';

/** A page's answers: text as it is, documents as links the files route serves. */
function Answers({ rows }: { rows: { path: string; label: string; value: DetailValue }[] }) {
  const locale = useLocale();
  return (
    <DefinitionGrid
      items={rows.map((row) => ({
        key: row.path,
        label: row.label,
        value:
          row.value.kind === 'text' ? (
            row.value.text
          ) : (
            <Stack component="span" spacing={0.5}>
              {row.value.files.map((file) => (
                <Link
                  key={file.fileId}
                  href={fileHref(file.fileId)}
                  download={file.name}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <InsertDriveFile fontSize="small" aria-hidden />
                  {file.name} ({formatFileSize(file.size, locale)})
                </Link>
              ))}
            </Stack>
          ),
      }))}
    />
  );
}

/**
 * The whole application as the wizard's pages, each a section with its answers, the documents as
 * links the files route serves (it decides who may read them), then the signature. `sin` is the
 * row the page shows for the SIN (masked, or with its reveal), placed with the documents as in
 * the wizard.
 */
export function ApplicationDetails({ details, sin }: { details: unknown; sin?: ReactNode }) {
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
            alt={t('detail.signatureAlt')}
            sx={{ maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider', bgcolor: '#fff' }}
          />
        </Paper>
      )}
    </Stack>
  );
}
