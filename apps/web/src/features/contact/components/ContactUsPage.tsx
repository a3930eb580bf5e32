import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@rentals/domain/contact';
import { contactMessageSchema, type ContactMessageInput } from '@rentals/domain/contact/schemas';
import { CONTACT_LIMITS, CONTACT_TOPICS } from '@rentals/domain/contact/topics';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { graphqlRequest } from '../../../lib/graphql/graphql-request';
import { usePageHead } from '../../../lib/head/use-page-head';
import { useSession } from '../../../lib/session/session-context';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { SendContactMessageDocument } from '../api/contact-operations';

interface ContactFormValues {
  name: string;
  email: string;
  topic: string;
  message: string;
  website: string;
}

const FIELDS = ['name', 'email', 'topic', 'message'] as const;
const EMPTY: ContactFormValues = { name: '', email: '', topic: '', message: '', website: '' };

/**
 * /contact-us (issue 23): name, e-mail (the signed-in user's by default), topic and message, with
 * what the visitor was reading (`?about=`) shown and sent along. Open to everyone; the message
 * reaches the staff inbox and the sender gets a copy. On an error every field keeps what was typed.
 */
export function ContactUsPage() {
  const { t } = useTranslation('contact');
  const { user } = useSession();
  const [params] = useSearchParams();
  const context = params.get('about')?.trim().slice(0, CONTACT_LIMITS.context) || null;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useDomainForm<ContactMessageInput, ContactFormValues>(contactMessageSchema, EMPTY);
  const { register, handleSubmit, setError, getValues, setValue, formError, formState, textField } = form;

  usePageHead({ title: t('page.title'), description: t('page.description'), path: '/contact-us' });

  // The session is read after hydration: the signed-in user's name and e-mail fill empty fields.
  useEffect(() => {
    if (!user) return;
    if (!getValues('email')) setValue('email', user.email);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    if (!getValues('name') && name) setValue('name', name);
  }, [user, getValues, setValue]);

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      await graphqlRequest(SendContactMessageDocument, { data: { ...data, context } });
      setSentTo(data.email);
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  const sendAnother = () => {
    setValue('message', '');
    setSentTo(null);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
        {sentTo ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }} role="status">
            <Typography variant="h5" component="h2" gutterBottom>
              {t('form.sentTitle')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('form.sentText', { email: sentTo })}</Typography>
            <Button variant="outlined" onClick={sendAnother}>
              {t('form.another')}
            </Button>
          </Paper>
        ) : (
          <Paper
            component="form"
            variant="outlined"
            aria-label={t('form.label')}
            onSubmit={(event) => void submit(event)}
            noValidate
            sx={{ p: { xs: 2, sm: 4 } }}
          >
            <Stack spacing={2.5}>
              <FormAlert message={formError.message} />
              {context && (
                <Typography color="text.secondary" data-testid="contact-context">
                  {t('form.about', { about: context })}
                </Typography>
              )}
              <TextField {...textField('name')} required autoComplete="name" />
              <TextField {...textField('email')} required type="email" autoComplete="email" />
              <TextField
                {...textField('topic')}
                select
                required
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('form.chooseTopic')}</option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {t(`form.topics.${topic}`)}
                  </option>
                ))}
              </TextField>
              <TextField
                {...textField('message')}
                required
                multiline
                minRows={5}
                slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.message } }}
              />
              {/* Hidden from people, filled by bots: a message with it is dropped by the server. */}
              <Box sx={visuallyHidden}>
                <label>
                  {t('form.honeypot')}
                  <input {...register('website')} tabIndex={-1} autoComplete="off" />
                </label>
              </Box>
              <Box>
                <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
                  {t('form.send')}
                </Button>
              </Box>
            </Stack>
          </Paper>
        )}
        <Typography color="text.secondary">
          {t('page.reachUs', { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE })}
        </Typography>
      </Stack>
    </Container>
  );
}
