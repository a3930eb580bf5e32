import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { VOID_CLAUSE_DISCLAIMER } from '@rentals/domain/leases/void-clauses';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';

export interface ShownFinding {
  ruleId: string;
  excerpt: string;
  warning: string;
  sourceUrl: string;
  sourceLabel: string;
}

/**
 * Clauses of the additional terms the province's law makes void, each with its sentence, the
 * plain-language warning and where the law says so, then the disclaimer: advice, not legal advice.
 */
export function VoidClauseList({ findings }: { findings: readonly ShownFinding[] }) {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  if (findings.length === 0) return null;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{t('voidClauses.title', { count: findings.length })}</AlertTitle>
      <Stack component="ul" spacing={1.5} sx={{ pl: 2, m: 0 }}>
        {findings.map((f) => (
          <li key={f.ruleId}>
            <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
              {t('voidClauses.quote', { text: f.excerpt })}
            </Typography>
            <Typography variant="body2">{f.warning}</Typography>
            <Link href={f.sourceUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              {f.sourceLabel}
            </Link>
          </li>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {translate(VOID_CLAUSE_DISCLAIMER, locale)}
      </Typography>
    </Alert>
  );
}
