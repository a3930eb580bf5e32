import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_MAX_BYTES } from '@rentals/domain/files/limits';
import { POSTER_ROLES, type PosterRole } from '@rentals/domain/listings/enums';
import type { VerificationDocumentKind } from '@rentals/domain/verification/enums';
import {
  REGISTRATION_NUMBER_MAX,
  VERIFICATION_FILES_PER_DOCUMENT_MAX,
} from '@rentals/domain/verification/limits';
import { missingDocuments, VERIFICATION_RULES } from '@rentals/domain/verification/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { SubmitVerificationDocument } from '../api/verification-operations';
import { DocumentPicker, type PickedFile } from './DocumentPicker';

/**
 * The role and its checklist (packages/domain verification/rules.ts), each document uploaded as
 * chosen; sending checks the checklist as the API does. On a refusal everything chosen stays.
 */
export function VerificationForm({ initialRole, onSent }: { initialRole: PosterRole; onSent: () => void }) {
  const { t } = useTranslation('verification');
  const locale = useLocale();
  const [role, setRole] = useState<PosterRole>(initialRole);
  const [files, setFiles] = useState<Partial<Record<VerificationDocumentKind, PickedFile[]>>>({});
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submit, { loading }] = useMutation(SubmitVerificationDocument);
  const rule = VERIFICATION_RULES[role];

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const documents = rule.documents
      .map((kind) => ({ kind, fileIds: (files[kind] ?? []).map((f) => f.id) }))
      .filter((d) => d.fileIds.length);
    const missing = missingDocuments(
      role,
      documents.map((d) => d.kind),
    );
    if (missing.length) {
      setMessage(t('form.missing', { documents: missing.map((kind) => t(`documents.${kind}`)).join(', ') }));
      return;
    }
    setMessage(null);
    try {
      await submit({
        variables: {
          data: {
            role,
            documents,
            registrationNumber: rule.needsRegistrationNumber ? registrationNumber : null,
          },
        },
      });
      setSent(true);
      onSent();
    } catch (error) {
      setMessage(errorText(toAppError(error), locale));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" spacing={3} noValidate onSubmit={(e) => void send(e)}>
        <TextField
          select
          label={t('form.role')}
          value={role}
          onChange={(e) => setRole(e.target.value as PosterRole)}
          sx={{ maxWidth: 360 }}
        >
          {POSTER_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`roles.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('form.checklist')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('form.hint', {
              size: DOCUMENT_MAX_BYTES / (1024 * 1024),
              max: VERIFICATION_FILES_PER_DOCUMENT_MAX,
            })}
          </Typography>
          {rule.documents.map((kind) => (
            <DocumentPicker
              key={kind}
              label={t(`documents.${kind}`)}
              files={files[kind] ?? []}
              onChange={(next) => setFiles((current) => ({ ...current, [kind]: next }))}
            />
          ))}
          {rule.needsRegistrationNumber && (
            <TextField
              label={t('form.registrationNumber')}
              helperText={t('form.registrationHint')}
              value={registrationNumber}
              required
              onChange={(e) => setRegistrationNumber(e.target.value)}
              slotProps={{ htmlInput: { maxLength: REGISTRATION_NUMBER_MAX } }}
              sx={{ maxWidth: 360 }}
            />
          )}
        </Stack>
        <FormAlert message={message} />
        <Button type="submit" variant="contained" disabled={loading} sx={{ alignSelf: 'flex-start' }}>
          {loading ? t('form.sending') : t('form.submit')}
        </Button>
      </Stack>
      <SuccessToast message={sent ? t('form.sent') : null} onClose={() => setSent(false)} />
    </Paper>
  );
}
