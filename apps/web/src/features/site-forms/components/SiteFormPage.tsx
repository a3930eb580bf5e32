import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@rentals/domain/contact';
import { siteFormPath } from '@rentals/domain/site-forms/fields';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { clipText } from '../../../lib/head/page-head';
import { usePageHead } from '../../../lib/head/use-page-head';
import { useHttpStatus } from '../../../lib/ssr/http-status';
import { PublicSiteFormDocument } from '../api/site-form-operations';
import { formTexts } from '../format/form-values';
import { SiteFormFill } from './SiteFormFill';

/**
 * A staff-defined form's public page (issue 23), at /forms/{slug} or at the spec page it is served
 * at (/listing-form, /client-feedback…). Rendered on the server as a reading page (title, prompt,
 * contact line), the form itself hydrates; a form that does not exist or is not published is a 404.
 */
export function SiteFormPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <SiteFormContent />
    </Container>
  );
}

function SiteFormContent() {
  const { t } = useTranslation('siteForms');
  const locale = useLocale();
  const { slug } = useParams();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const { data, error, refetch } = usePublicQuery(PublicSiteFormDocument, {
    variables: slug ? { slug } : { path },
  });
  const form = data?.publicSiteForm;
  const notFound = !!error && toAppError(error).code === 'SITE_FORM_NOT_FOUND';
  useHttpStatus(notFound ? 404 : null);
  const texts = form ? formTexts(form, locale) : null;
  usePageHead(
    form && texts
      ? {
          title: texts.title,
          description: clipText(texts.prompt || texts.title),
          // /list-with-concierge shows the concierge form: its own path is its canonical.
          path: slug ? siteFormPath({ slug, routePath: null }) : path,
        }
      : notFound
        ? { title: t('public.notFoundTitle'), description: t('public.notFoundText'), path, noindex: true }
        : null,
  );

  if (notFound) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
        <Typography variant="h4" component="h1">
          {t('public.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('public.notFoundText')}
        </Typography>
        <Button component={RouterLink} to="/contact-us" variant="outlined">
          {t('public.contactUs')}
        </Button>
      </Paper>
    );
  }
  if (error && !form) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        }
      >
        {t('public.loadError')}
      </Alert>
    );
  }
  if (!form || !texts) {
    return (
      <Stack
        spacing={2}
        role="status"
        aria-busy="true"
        aria-label={t('loading', { ns: 'common' })}
        sx={{ maxWidth: 720, mx: 'auto' }}
      >
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  }
  const telHref = `tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
          {texts.title}
        </Typography>
        {texts.prompt && <Typography>{texts.prompt}</Typography>}
        {form.showContactLine && (
          <Typography color="text.secondary" data-testid="contact-line">
            <Trans
              t={t}
              i18nKey="public.contactLine"
              values={{ email: SUPPORT_EMAIL, phone: SUPPORT_PHONE }}
              components={{ mail: <Link href={`mailto:${SUPPORT_EMAIL}`} />, tel: <Link href={telHref} /> }}
            />
          </Typography>
        )}
      </Stack>
      <Box>
        <SiteFormFill key={form.id} form={form} thankYou={texts.thankYou} />
      </Box>
    </Stack>
  );
}
