import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_RECIPIENTS_MAX,
  notificationSettingSchema,
  recipientSchema,
  splitAddresses,
} from '@rentals/domain/mail/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { validationText } from '../../../i18n/validation';

/**
 * Staff addresses as chips: typed or pasted (several at once, separated by commas, semicolons or
 * spaces), each checked by the same e-mail schema as the API, at most NOTIFICATION_RECIPIENTS_MAX.
 * Addresses that fail stay in the field with the reason.
 */
export function RecipientsInput({
  value,
  onChange,
  serverError,
}: {
  value: readonly string[];
  onChange: (recipients: string[]) => void;
  serverError: string | null;
}) {
  const { t } = useTranslation('mail');
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = value.length >= NOTIFICATION_RECIPIENTS_MAX;

  const add = () => {
    const next = [...value];
    const rejected: string[] = [];
    let reason: string | null = null;
    for (const address of splitAddresses(typed)) {
      const parsed = recipientSchema.safeParse({ email: address });
      if (!parsed.success) {
        rejected.push(address);
        reason ??= validationText(recipientSchema, parsed.error.issues[0]!.message, 'email', locale);
      } else if (next.length >= NOTIFICATION_RECIPIENTS_MAX) {
        rejected.push(address);
        reason ??= validationText(notificationSettingSchema, 'recipientsMax', 'recipients', locale, {
          max: NOTIFICATION_RECIPIENTS_MAX,
        });
      } else if (!next.includes(parsed.data.email)) {
        next.push(parsed.data.email);
      }
    }
    setTyped(rejected.join(', '));
    setError(reason);
    if (next.length !== value.length) onChange(next);
  };

  const shownError = error ?? serverError;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label={t('mail.settings.addLabel')}
          value={typed}
          disabled={full}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={!!shownError}
          helperText={
            shownError ??
            (full
              ? t('mail.settings.count', { count: value.length, max: NOTIFICATION_RECIPIENTS_MAX })
              : t('mail.settings.addHint'))
          }
          slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'email' } }}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={add} disabled={full || !typed.trim()} sx={{ flexShrink: 0 }}>
          {t('mail.settings.add')}
        </Button>
      </Stack>
      {value.length ? (
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {value.map((email) => (
            <Stack
              key={email}
              component="li"
              direction="row"
              sx={{
                alignItems: 'center',
                maxWidth: '100%',
                pl: 1.5,
                borderRadius: 4,
                bgcolor: 'action.selected',
              }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {email}
              </Typography>
              <IconButton
                size="small"
                onClick={() => onChange(value.filter((e) => e !== email))}
                aria-label={t('mail.settings.remove', { email })}
              >
                <Close fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('mail.settings.none')}
        </Typography>
      )}
    </Stack>
  );
}
