import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HELP_CENTER_PATH } from '../format/help-paths';

/** A collection or an article that does not exist (or is not published): says so, and leads back. */
export function HelpNotFound({ kind }: { kind: 'collection' | 'article' }) {
  const { t } = useTranslation('helpCenter');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', my: 4 }}>
      <Typography variant="h4" component="h1">
        {t(`${kind}.notFoundTitle`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t(`${kind}.notFoundText`)}
      </Typography>
      <Button component={RouterLink} to={HELP_CENTER_PATH} variant="contained">
        {t(`${kind}.back`)}
      </Button>
    </Paper>
  );
}
