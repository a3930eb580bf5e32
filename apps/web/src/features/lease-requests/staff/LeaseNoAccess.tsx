import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_MESSAGES } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import { useLocale } from '../../../i18n/use-locale';

/** What staff without leases view see ('You don't have an Access'); the API refuses the data anyway. */
export function LeaseNoAccess({ title }: { title: string }) {
  const locale = useLocale();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Alert severity="warning">{translate(ERROR_MESSAGES.NO_ACCESS, locale)}</Alert>
    </Stack>
  );
}
