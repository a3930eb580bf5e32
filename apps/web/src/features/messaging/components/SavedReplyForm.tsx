import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SAVED_REPLY_MAX_LENGTH, SAVED_REPLY_TITLE_MAX_LENGTH } from '@rentals/domain/messaging/limits';
import { savedReplySchema } from '@rentals/domain/messaging/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { formatNumber } from '../../../lib/format/number';
import {
  CreateSavedReplyDocument,
  SavedRepliesDocument,
  UpdateSavedReplyDocument,
} from '../api/saved-reply-operations';

interface Props {
  /** The reply to rewrite, or null for a new one. */
  reply: { id: string; title: string; text: string } | null;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * A saved reply's title and text, new or rewritten. A refusal (the limit reached meanwhile, a
 * field the API rejects) shows beside what was typed, which stays.
 */
export function SavedReplyForm({ reply, onCancel, onSaved }: Props) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const headingId = useId();
  const [create] = useMutation(CreateSavedReplyDocument, { refetchQueries: [SavedRepliesDocument] });
  const [update] = useMutation(UpdateSavedReplyDocument);
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useDomainForm(savedReplySchema, { title: reply?.title ?? '', text: reply?.text ?? '' });
  const title = textField('title');
  const text = textField('text');
  const length = watch('text').trim().length;

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      if (reply) await update({ variables: { id: reply.id, data } });
      else await create({ variables: { data } });
      onSaved();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, ['title', 'text'])) formError.setError(appError);
    }
  });

  return (
    <Stack
      component="form"
      aria-labelledby={headingId}
      noValidate
      spacing={2}
      onSubmit={(event) => {
        // The dialog sits inside the typing area's form in React's tree, where the event would
        // bubble on and send the message being written.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t(reply ? 'savedReplies.editTitle' : 'savedReplies.newTitle')}
      </Typography>
      <FormAlert message={formError.message} />
      <TextField
        {...title}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: SAVED_REPLY_TITLE_MAX_LENGTH } }}
      />
      <TextField
        {...text}
        required
        multiline
        minRows={3}
        maxRows={8}
        helperText={
          text.helperText ??
          t('savedReplies.characters', {
            count: formatNumber(length, locale),
            max: formatNumber(SAVED_REPLY_MAX_LENGTH, locale),
          })
        }
        slotProps={{ htmlInput: { maxLength: SAVED_REPLY_MAX_LENGTH + 100 } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={isSubmitting}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('savedReplies.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
