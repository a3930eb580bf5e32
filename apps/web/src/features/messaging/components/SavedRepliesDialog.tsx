import { useMutation, useQuery } from '@apollo/client/react';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SAVED_REPLIES_MAX, SAVED_REPLY_MAX_LENGTH } from '@rentals/domain/messaging/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { useLocale } from '../../../i18n/use-locale';
import { formatNumber } from '../../../lib/format/number';
import { LoadError } from '../../../components/LoadError';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import type { SavedRepliesQuery } from '../../../gql/graphql';
import { DeleteSavedReplyDocument, SavedRepliesDocument } from '../api/saved-reply-operations';
import { SavedReplyForm } from './SavedReplyForm';

type Reply = SavedRepliesQuery['savedReplies'][number];

/** What the dialog shows: the list, or the form of a new reply or of one being rewritten. */
type Mode = { kind: 'list' } | { kind: 'form'; reply: Reply | null };

function ReplyRow({ reply, onEdit }: { reply: Reply; onEdit: () => void }) {
  const { t } = useTranslation('messaging');
  const formError = useFormError();
  const [confirming, setConfirming] = useState(false);
  const [remove, { loading }] = useMutation(DeleteSavedReplyDocument, {
    refetchQueries: [SavedRepliesDocument],
    awaitRefetchQueries: true,
  });
  const confirm = async () => {
    formError.setError(null);
    try {
      await remove({ variables: { id: reply.id } });
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <FormAlert message={formError.message} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{reply.title}</Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {reply.text}
          </Typography>
        </Box>
        {!confirming && (
          <Stack direction="row" sx={{ flexShrink: 0 }}>
            <IconButton aria-label={t('savedReplies.edit', { title: reply.title })} onClick={onEdit}>
              <Edit />
            </IconButton>
            <IconButton
              aria-label={t('savedReplies.delete', { title: reply.title })}
              onClick={() => setConfirming(true)}
            >
              <Delete />
            </IconButton>
          </Stack>
        )}
      </Stack>
      {confirming && (
        // Asked in place: a deleted reply cannot be brought back.
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {t('savedReplies.deleteConfirm', { title: reply.title })}
          </Typography>
          <Button size="small" onClick={() => setConfirming(false)} disabled={loading} autoFocus>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button
            size="small"
            color="error"
            variant="contained"
            loading={loading}
            onClick={() => void confirm()}
          >
            {t('savedReplies.deleteYes')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/**
 * The listing owner's saved replies: each with its text, Edit and Delete, and Add while fewer than
 * SAVED_REPLIES_MAX are kept. Adding and rewriting happen in the dialog, in place of the list.
 */
export function SavedRepliesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const titleId = useId();
  const replies = useQuery(SavedRepliesDocument, { fetchPolicy: 'cache-and-network' });
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const list = replies.data?.savedReplies ?? [];
  const full = list.length >= SAVED_REPLIES_MAX;

  let body;
  if (mode.kind === 'form') {
    body = (
      <SavedReplyForm
        key={mode.reply?.id ?? 'new'}
        reply={mode.reply}
        onCancel={() => setMode({ kind: 'list' })}
        onSaved={() => setMode({ kind: 'list' })}
      />
    );
  } else if (replies.error && !replies.data) {
    body = (
      <LoadError
        error={replies.error}
        message={t('savedReplies.loadError')}
        onRetry={() => void replies.refetch()}
      />
    );
  } else if (!replies.data) {
    body = <Typography role="status">{t('savedReplies.loading')}</Typography>;
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary" role="status">
          {list.length
            ? t('savedReplies.count', { count: list.length, max: SAVED_REPLIES_MAX })
            : t('savedReplies.empty')}
        </Typography>
        {list.length > 0 && (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {list.map((reply) => (
              <ReplyRow key={reply.id} reply={reply} onEdit={() => setMode({ kind: 'form', reply })} />
            ))}
          </Box>
        )}
        <Box sx={{ mt: 2 }}>
          <Button
            startIcon={<Add />}
            variant="outlined"
            disabled={full}
            onClick={() => setMode({ kind: 'form', reply: null })}
          >
            {t('savedReplies.add')}
          </Button>
          {full && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('savedReplies.full', { max: SAVED_REPLIES_MAX })}
            </Typography>
          )}
        </Box>
      </>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('savedReplies.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('savedReplies.text', {
            max: SAVED_REPLIES_MAX,
            length: formatNumber(SAVED_REPLY_MAX_LENGTH, locale),
          })}
        </DialogContentText>
        {body}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
