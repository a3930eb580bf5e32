import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { updateLegalDraftSchema, type UpdateLegalDraftInput } from '@rentals/domain/legal/schemas';
import type { RichTextDoc } from '@rentals/domain/rich-text/document';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { RichTextField } from '../../../components/rich-text/RichTextField';
import type { AdminLegalDocumentFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { UpdateLegalDraftDocument } from '../api/admin-legal-operations';

interface DraftValues {
  effectiveOn: string;
  summaryEn: string;
  summaryFr: string;
}

const FIELDS = ['effectiveOn', 'summaryEn', 'summaryFr'] as const;

/**
 * Edits a draft: effective date, the summaries users see when asked to accept it, and both texts.
 * A refused save keeps everything typed; a rich-text refusal is said under the text it concerns.
 */
export function LegalDraftDialog({
  doc,
  title,
  onSaved,
  onClose,
}: {
  doc: AdminLegalDocumentFieldsFragment;
  title: string;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [bodyEn, setBodyEn] = useState(doc.bodyJsonEn as RichTextDoc);
  const [bodyFr, setBodyFr] = useState(doc.bodyJsonFr as RichTextDoc);
  const [bodyError, setBodyError] = useState<{ lang: 'en' | 'fr'; text: string } | null>(null);
  const [update] = useMutation(UpdateLegalDraftDocument);
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useDomainForm<UpdateLegalDraftInput, DraftValues>(updateLegalDraftSchema, {
    effectiveOn: doc.effectiveOn,
    summaryEn: doc.summaryEn,
    summaryFr: doc.summaryFr,
  });

  const save = handleSubmit(async (values) => {
    formError.setError(null);
    setBodyError(null);
    // Each text is saved then checked alone, so a refusal names the one to fix.
    for (const [lang, body] of [
      ['en', bodyEn],
      ['fr', bodyFr],
    ] as const) {
      try {
        await update({
          variables: { id: doc.id, data: lang === 'en' ? { ...values, bodyEn: body } : { bodyFr: body } },
        });
      } catch (error) {
        const appError = toAppError(error);
        if (appError.code.startsWith('RICH_TEXT_')) {
          setBodyError({ lang, text: errorText(appError, locale) });
        } else if (!applyServerErrors(appError, setError, FIELDS)) {
          formError.setError(appError);
        }
        return;
      }
    }
    onSaved();
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      scroll="paper"
    >
      <form onSubmit={save} noValidate style={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('admin.editTitle', { title, version: doc.version })}
        </DialogTitle>
        <DialogContent dividers>
          <FormAlert message={formError.message} />
          <Stack spacing={2.5}>
            <TextField
              {...textField('effectiveOn')}
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 240 }}
            />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField {...textField('summaryEn')} multiline minRows={2} fullWidth />
              <TextField {...textField('summaryFr')} multiline minRows={2} fullWidth />
            </Stack>
            <RichTextField
              label={t('admin.english')}
              value={bodyEn}
              onChange={setBodyEn}
              error={bodyError?.lang === 'en' ? bodyError.text : undefined}
            />
            <RichTextField
              label={t('admin.french')}
              value={bodyFr}
              onChange={setBodyFr}
              error={bodyError?.lang === 'fr' ? bodyError.text : undefined}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('admin.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
