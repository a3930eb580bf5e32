import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HELP_FEEDBACK_COMMENT_MAX } from '@rentals/domain/help-center/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { graphqlRequest } from '../../../lib/graphql/graphql-request';
import { AnswerHelpCenterDocument } from '../api/public-help-operations';

type Step = 'ask' | 'comment' | 'thanks' | 'thanksComment';

/**
 * 'Was this article helpful? Yes / No'. A No counts at once, then offers an optional comment
 * (sending it replaces that answer with the same one and its comment: one answer per reader and
 * article), and a thank-you ends it.
 */
export function HelpFeedback({ articleId }: { articleId: string }) {
  const { t } = useTranslation('helpCenter');
  const locale = useLocale();
  const headingId = useId();
  const [step, setStep] = useState<Step>('ask');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  // Focus follows the conversation, so keyboard and screen reader users land on its next part.
  useEffect(() => {
    if (step === 'comment') commentField.current?.focus();
    if (step === 'thanks' || step === 'thanksComment') thanks.current?.focus();
  }, [step]);

  const answer = async (helpful: boolean, text: string | null, next: Step) => {
    setBusy(true);
    setFailure(null);
    try {
      await graphqlRequest(AnswerHelpCenterDocument, { id: articleId, helpful, comment: text });
      setStep(next);
    } catch (error) {
      setFailure(`${t('feedback.error')} ${errorText(toAppError(error), locale)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('feedback.question')}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {step === 'ask' && (
          <Stack direction="row" spacing={1.5}>
            <Button variant="outlined" disabled={busy} onClick={() => void answer(true, null, 'thanks')}>
              {t('feedback.yes')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => void answer(false, null, 'comment')}>
              {t('feedback.no')}
            </Button>
          </Stack>
        )}
        {step === 'comment' && (
          <Stack
            component="form"
            spacing={1.5}
            onSubmit={(event) => {
              event.preventDefault();
              const text = comment.trim();
              void answer(false, text || null, text ? 'thanksComment' : 'thanks');
            }}
          >
            <TextField
              multiline
              minRows={3}
              label={t('feedback.commentLabel')}
              value={comment}
              inputRef={commentField}
              onChange={(event) => setComment(event.target.value.slice(0, HELP_FEEDBACK_COMMENT_MAX))}
              helperText={t('feedback.commentCount', {
                length: comment.length,
                max: HELP_FEEDBACK_COMMENT_MAX,
              })}
              slotProps={{ htmlInput: { maxLength: HELP_FEEDBACK_COMMENT_MAX } }}
            />
            <Stack direction="row" spacing={1.5}>
              <Button type="submit" variant="contained" disabled={busy}>
                {t('feedback.send')}
              </Button>
              <Button disabled={busy} onClick={() => setStep('thanks')}>
                {t('feedback.skip')}
              </Button>
            </Stack>
          </Stack>
        )}
        {(step === 'thanks' || step === 'thanksComment') && (
          <Typography ref={thanks} tabIndex={-1} role="status" sx={{ fontWeight: 600, outline: 'none' }}>
            {t(step === 'thanks' ? 'feedback.thanks' : 'feedback.thanksComment')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
