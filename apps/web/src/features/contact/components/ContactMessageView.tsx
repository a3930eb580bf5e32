import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { contactReplySchema } from '@rentals/domain/contact/schemas';
import { CONTACT_LIMITS } from '@rentals/domain/contact/topics';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { personName } from '../../../lib/format/person-name';
import { formatTimestamp } from '../../../lib/format/timestamp';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useFormError } from '../../../lib/forms/use-form-error';
import { useSession } from '../../../lib/session/session-context';
import {
  ContactMessageDocument,
  MarkContactMessageHandledDocument,
  ReplyToContactMessageDocument,
} from '../api/contact-operations';
import { topicLabel } from './ContactMessagesPanel';

/** One contact message: who wrote, about what, the team's answers, the answer box and the handled switch. */
export function ContactMessageView({
  id,
  onBack,
  onChanged,
}: {
  id: string;
  onBack: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('contact');
  const locale = useLocale();
  const { user } = useSession();
  const mayEdit = !!user && hasModulePermission(user, 'inbox', 'edit');
  const query = useQuery(ContactMessageDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [reply, replying] = useMutation(ReplyToContactMessageDocument);
  const [mark, marking] = useMutation(MarkContactMessageHandledDocument);
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<{ message: string } | undefined>();
  const [sent, setSent] = useState(false);
  const formError = useFormError();
  const errorText = useErrorText(contactReplySchema);
  const message = query.data?.contactMessage;

  const back = (
    <Box sx={{ display: { md: 'none' } }}>
      <Button startIcon={<ArrowBack />} onClick={onBack}>
        {t('inbox.back')}
      </Button>
    </Box>
  );
  if (query.error && !message) {
    const missing = toAppError(query.error).code === 'CONTACT_MESSAGE_NOT_FOUND';
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? t('inbox.notFound') : t('inbox.loadError')}
        </Alert>
      </Stack>
    );
  }
  if (!message)
    return <Skeleton variant="rounded" height={240} aria-label={t('loading', { ns: 'common' })} />;

  const send = async () => {
    formError.setError(null);
    setSent(false);
    const parsed = contactReplySchema.safeParse({ id, body });
    if (!parsed.success) {
      setBodyError({ message: parsed.error.issues[0]!.message });
      return;
    }
    setBodyError(undefined);
    try {
      await reply({ variables: { id, body: parsed.data.body } });
      setBody('');
      setSent(true);
      onChanged();
    } catch (error) {
      const appError = toAppError(error);
      const issue = appError.fields.find((f) => f.path === 'body');
      if (issue) setBodyError({ message: issue.key });
      else formError.setError(appError);
    }
  };

  const toggleHandled = async () => {
    formError.setError(null);
    try {
      await mark({ variables: { id, handled: !message.handledAt } });
      onChanged();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Stack spacing={2}>
      {back}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {topicLabel(message.topic, locale)} – {message.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('inbox.from', { name: message.name, email: message.email })} ·{' '}
            {t('inbox.language', { language: t(`inbox.languages.${message.locale === 'fr' ? 'fr' : 'en'}`) })}{' '}
            · {t('inbox.sentAt', { date: formatTimestamp(message.createdAt) })}
          </Typography>
          {message.context && (
            <Typography variant="body2">{t('inbox.about', { about: message.context })}</Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
          <Divider />
          <Typography variant="h6" component="h3">
            {t('inbox.answers')}
          </Typography>
          {message.replies.length === 0 && (
            <Typography color="text.secondary">{t('inbox.noAnswers')}</Typography>
          )}
          {message.replies.map((r) => (
            <Box key={r.id} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
              <Typography variant="caption" color="text.secondary">
                {t('inbox.answeredBy', {
                  name: r.author ? (personName(r.author) ?? r.author.email) : t('inbox.formerStaff'),
                  date: formatTimestamp(r.createdAt),
                })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.body}</Typography>
            </Box>
          ))}
          <FormAlert message={formError.message} />
          {sent && <Alert severity="success">{t('inbox.replySent')}</Alert>}
          {mayEdit ? (
            <>
              <TextField
                label={t('inbox.reply')}
                value={body}
                onChange={(event) => setBody(event.target.value)}
                multiline
                minRows={4}
                error={!!bodyError}
                helperText={
                  errorText('body', bodyError as FieldError | undefined) ??
                  t('inbox.replyHelp', { email: message.email })
                }
                slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.reply } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" onClick={() => void send()} loading={replying.loading}>
                  {t('inbox.sendReply')}
                </Button>
                <Button variant="outlined" onClick={() => void toggleHandled()} loading={marking.loading}>
                  {message.handledAt ? t('inbox.markUnhandled') : t('inbox.markHandled')}
                </Button>
              </Stack>
            </>
          ) : (
            <Alert severity="info">{t('inbox.noEdit')}</Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
