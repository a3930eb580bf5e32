import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { termsSections, type LooseTerms } from '../format/terms-view';

/**
 * A lease's terms as sections of label and value: the lease page shows a lease's, the form's
 * preview what is typed so far. `headingLevel` keeps the page's outline (h2 on the lease page,
 * h3 inside the preview's own section).
 */
export function TermsView({ terms, headingLevel = 3 }: { terms: LooseTerms; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  const sections = termsSections(terms, locale, (key) => t(`terms.${key}` as 'terms.yes'));
  return (
    <Stack spacing={2}>
      {sections.map((section) => (
        <Box key={section.number} component="section" aria-label={section.title}>
          <Typography component={`h${headingLevel}`} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {section.number}. {section.title}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 2fr) 3fr' },
              columnGap: 2,
              '& dt': { color: 'text.secondary', mt: { xs: 0.75, sm: 0.5 } },
              '& dd': { m: 0, mt: { sm: 0.5 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
            }}
          >
            {section.rows.map((row, i) => (
              <Box key={`${row.label}-${i}`} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2">
                  {row.label}
                </Typography>
                <Typography component="dd" variant="body2">
                  {row.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
