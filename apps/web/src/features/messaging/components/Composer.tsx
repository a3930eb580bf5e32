import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGE_TEXT_MAX_LENGTH } from '@rentals/domain/messaging/limits';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { errorText } from '../../../lib/errors/graphql-error';
import { formatNumber } from '../../../lib/format/number';
import { fileSize } from '../format/conversation-format';
import { readDraft, writeDraft } from '../format/drafts';
import { insertAtCursor } from '../format/insert-text';
import type { ChatMessage } from '../format/message-list';
import { ATTACHMENT_LIMITS, useAttachment, type Attachment } from '../hooks/use-attachment';
import { useSendMessage } from '../hooks/use-send-message';
import { SavedRepliesButton } from './SavedRepliesButton';

/** The counter shows from this share of the limit on: most messages never see it. */
const COUNTER_FROM = 0.8;

function AttachmentState({ attachment, onRemove }: { attachment: Attachment; onRemove: () => void }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const size = fileSize(ATTACHMENT_LIMITS.maxBytes, locale);
  if (attachment.status === 'uploading') {
    const text = t('composer.uploading', { name: attachment.name, percent: attachment.progress });
    return (
      <Box role="status" sx={{ px: 0.5 }}>
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {text}
        </Box>
        <LinearProgress
          variant="determinate"
          value={attachment.progress}
          aria-label={text}
          sx={{ mt: 0.5 }}
        />
      </Box>
    );
  }
  if (attachment.status === 'ready') {
    return (
      <Box>
        <Chip
          icon={<AttachFile />}
          label={t('composer.attached', { name: attachment.file.filename })}
          onDelete={onRemove}
          deleteIcon={
            <Close aria-label={t('composer.removeAttachment', { name: attachment.file.filename })} />
          }
          sx={{ maxWidth: '100%' }}
        />
      </Box>
    );
  }
  const reason =
    attachment.status === 'refused'
      ? t(`composer.${attachment.reason}`, { name: attachment.name, size })
      : errorText(attachment.error, locale);
  return (
    <Alert severity="error" onClose={onRemove}>
      {reason}
    </Alert>
  );
}

interface Props {
  roomId: string;
  viewerId: string;
  onSent: (message: ChatMessage) => void;
  /** Staff answer from the inbox: the API posts for the team, and the field says so. */
  asTeam?: boolean;
  /** The viewer owns the conversation's listing: their saved replies are offered. */
  savedReplies?: boolean;
}

/**
 * The typing area: its draft is kept per conversation on this device (a reload keeps it), Enter
 * sends and Shift+Enter starts a new line, a picture or PDF can go with the text. The text stays
 * here until the API has it: a failed send says why beside a Retry that sends it as the same
 * message.
 */
export function Composer({ roomId, viewerId, onSent, asTeam = false, savedReplies = false }: Props) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => readDraft(viewerId, roomId));
  const { attachment, choose, clear } = useAttachment();
  const { send, sending, error, clearError } = useSendMessage(roomId, onSent);

  const change = (next: string) => {
    setText(next);
    writeDraft(viewerId, roomId, next);
    if (error) clearError();
  };

  // The selection when the typing area last lost the focus (to the saved replies' menu), if it had it.
  const selection = useRef<{ start: number; end: number } | null>(null);
  // Where the cursor goes once an inserted reply is on screen.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = textInput.current;
    const at = caret.current;
    if (at === null || !input) return;
    caret.current = null;
    // After the closing menu has given the focus back to its button.
    requestAnimationFrame(() => {
      input.focus();
      input.setSelectionRange(at, at);
    });
  });
  const insert = (reply: string) => {
    const at = insertAtCursor(
      text,
      reply,
      selection.current?.start ?? text.length,
      selection.current?.end ?? text.length,
    );
    selection.current = { start: at.caret, end: at.caret };
    caret.current = at.caret;
    change(at.text);
  };

  const ready = attachment?.status === 'ready' ? attachment.file : null;
  const trimmed = text.trim();
  const canSend =
    !sending &&
    attachment?.status !== 'uploading' &&
    (!!trimmed || !!ready) &&
    trimmed.length <= MESSAGE_TEXT_MAX_LENGTH;

  const submit = async () => {
    if (!canSend) return;
    const sent = await send({ text: trimmed, fileId: ready?.id ?? null });
    if (!sent) return;
    setText('');
    writeDraft(viewerId, roomId, '');
    selection.current = null;
    clear();
    textInput.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void choose(file);
  };

  const showCounter = trimmed.length >= MESSAGE_TEXT_MAX_LENGTH * COUNTER_FROM;

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      sx={{ borderTop: 1, borderColor: 'divider', p: { xs: 1.5, sm: 2 }, bgcolor: 'background.paper' }}
    >
      <Stack spacing={1}>
        {error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void submit()} disabled={!canSend}>
                {t('composer.retry')}
              </Button>
            }
          >
            {t('composer.failed', { reason: errorText(error, locale) })}
          </Alert>
        )}
        {attachment && (
          <AttachmentState
            attachment={attachment}
            onRemove={() => {
              clear();
              if (error) clearError();
            }}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={ATTACHMENT_LIMITS.mimeTypes.join(',')}
            onChange={onFile}
            tabIndex={-1}
            aria-hidden
          />
          <IconButton
            aria-label={t('composer.attach')}
            onClick={() => fileInput.current?.click()}
            disabled={sending || attachment?.status === 'uploading'}
            sx={{ mb: 0.5 }}
          >
            <AttachFile />
          </IconButton>
          {savedReplies && <SavedRepliesButton onInsert={insert} disabled={sending} />}
          <TextField
            inputRef={textInput}
            label={asTeam ? t('composer.teamLabel') : t('composer.label')}
            value={text}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              const { selectionStart: start, selectionEnd: end } = event.target as HTMLTextAreaElement;
              selection.current = { start, end };
            }}
            multiline
            maxRows={6}
            size="small"
            error={trimmed.length > MESSAGE_TEXT_MAX_LENGTH}
            helperText={
              showCounter
                ? t('composer.characters', {
                    count: formatNumber(trimmed.length, locale),
                    max: formatNumber(MESSAGE_TEXT_MAX_LENGTH, locale),
                  })
                : undefined
            }
            slotProps={{
              htmlInput: { 'aria-describedby': hintId, maxLength: MESSAGE_TEXT_MAX_LENGTH + 200 },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            endIcon={<Send />}
            loading={sending}
            disabled={!canSend && !sending}
            aria-label={t('composer.send')}
            // On a phone the arrow alone leaves the typing area its room.
            sx={{
              mb: 0.25,
              flexShrink: 0,
              minHeight: 40,
              minWidth: 0,
              '& .MuiButton-endIcon': { ml: { xs: 0, sm: 1 } },
            }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('composer.send')}
            </Box>
          </Button>
        </Stack>
        <Box
          id={hintId}
          sx={{ typography: 'caption', color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
        >
          {t('composer.hint')}{' '}
          {t('composer.attachHint', { size: fileSize(ATTACHMENT_LIMITS.maxBytes, locale) })}
        </Box>
      </Stack>
    </Box>
  );
}
