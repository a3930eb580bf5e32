import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { subscribeNewsletterSchema } from '@rentals/domain/newsletter/schemas';
import type { NewsletterStatus } from '@rentals/domain/newsletter/enums';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { useLocaleContext } from '../../../i18n/use-locale-context';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { SubscribeNewsletterDocument } from '../api/newsletter-operations';

/**
 * The footer newsletter (spec/03 §2.4): 'Keep me posted', then, double opt-in, a note to confirm from
 * the inbox. It reads the same for any address: 'Subscribed!' comes on the page the e-mailed link
 * opens (ConfirmNewsletterPage), 'You have already subscribed!' by e-mail to a subscriber.
 */
export function NewsletterForm() {
  const { t } = useTranslation('footer');
  const errorText = useErrorText(subscribeNewsletterSchema);
  const titleId = useId();
  const [status, setStatus] = useState<NewsletterStatus | null>(null);
  const [subscribe] = useMutation(SubscribeNewsletterDocument);
  // The e-mail it leads to is written in the language on screen, not the browser's.
  const { context } = useLocaleContext();
  const {
    field,
    formError,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useDomainForm(subscribeNewsletterSchema, { email: '' });

  const onSubmit = handleSubmit(async ({ email }) => {
    formError.setError(null);
    setStatus(null);
    try {
      const { data } = await subscribe({ variables: { email }, context });
      if (data) {
        setStatus(data.subscribeNewsletter.status);
        reset({ email: '' });
      }
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, ['email'])) formError.setError(appError);
    }
  });

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('newsletter.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('newsletter.intro')}
      </Typography>
      <form onSubmit={onSubmit} noValidate>
        <FormAlert message={formError.message} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            {...field('email')}
            // Its own name, so it is never confused with a sign-in form's Email field on the same page.
            label={t('newsletter.emailLabel')}
            type="email"
            autoComplete="email"
            size="small"
            required
            fullWidth
            error={!!errors.email}
            helperText={errorText('email', errors.email)}
          />
          <Button type="submit" variant="contained" loading={isSubmitting} sx={{ flexShrink: 0 }}>
            {t('newsletter.submit')}
          </Button>
        </Stack>
      </form>
      <div aria-live="polite">
        {status && (
          // The surrounding live region announces it; the Alert's own alert role would repeat it.
          <Alert role="none" severity="info" sx={{ mt: 1.5 }}>
            {t('newsletter.checkInbox')}
          </Alert>
        )}
      </div>
    </section>
  );
}
