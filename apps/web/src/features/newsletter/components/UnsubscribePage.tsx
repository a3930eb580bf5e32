import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/FormCard';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UnsubscribeNewsletterDocument } from '../api/newsletter-operations';

/** Where the welcome e-mail's unsubscribe link lands: unsubscribes at once and says so. */
export function UnsubscribePage() {
  const { t } = useTranslation('footer');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error }] = useMutation(UnsubscribeNewsletterDocument);
  useDocumentTitle(t('unsubscribe.title'));

  useEffect(() => {
    if (token) void unsubscribe({ variables: { token } }).catch(() => undefined);
  }, [token, unsubscribe]);

  const done = data?.unsubscribeNewsletter === true;
  const failed = !token || !!error || data?.unsubscribeNewsletter === false;
  return (
    <FormCard title={t('unsubscribe.title')}>
      <Alert severity={done ? 'success' : failed ? 'warning' : 'info'} role="status">
        {done ? t('unsubscribe.done') : failed ? t('unsubscribe.unknown') : t('unsubscribe.working')}
      </Alert>
      <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mt: 3 }}>
        {t('unsubscribe.home')}
      </Link>
    </FormCard>
  );
}
