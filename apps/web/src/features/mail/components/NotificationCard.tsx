import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { notificationSettingSchema, type NotificationKind } from '@rentals/domain/mail/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSettingsQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { validationText } from '../../../i18n/validation';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { formatTimestamp } from '../../../lib/format/timestamp';
import { NotificationSettingsDocument, UpdateNotificationSettingDocument } from '../api/mail-operations';
import { RecipientsInput } from './RecipientsInput';

type Setting = NotificationSettingsQuery['notificationSettings'][number];

/** One kind of e-mail: on or off and, for one sent to staff, its recipients, saved together. */
export function NotificationCard({
  setting,
  onSaved,
}: {
  setting: Setting;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('mail');
  const locale = useLocale();
  const headingId = useId();
  const [enabled, setEnabled] = useState(setting.enabled);
  const [recipients, setRecipients] = useState<string[]>(setting.recipients);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateNotificationSettingDocument);
  const kind: NotificationKind = setting.kind;
  const changed = enabled !== setting.enabled || recipients.join('\n') !== setting.recipients.join('\n');

  const submit = async () => {
    setFailure(null);
    setFieldError(null);
    try {
      // The settings list is read again: the card starts anew from the saved values (its key is updatedAt).
      await save({
        variables: { kind, enabled, recipients },
        refetchQueries: [NotificationSettingsDocument],
        awaitRefetchQueries: true,
      });
      onSaved(t('mail.settings.saved'));
    } catch (error) {
      const appError = toAppError(error);
      const field = appError.fields.find((f) => f.path.startsWith('recipients'));
      if (field) {
        const address = recipients[Number(field.path.split('.')[1])];
        const text = validationText(notificationSettingSchema, field.key, 'recipients', locale, field.params);
        setFieldError(address ? `${address}: ${text}` : text);
      } else {
        setFailure(errorText(appError, locale));
      }
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Box>
          <Typography id={headingId} variant="h6" component="h3">
            {t(`mail.settings.kind.${kind}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`mail.settings.description.${kind}`)}
          </Typography>
        </Box>
        <Typography variant="body2">
          {t('mail.settings.sentTo', { who: t(`mail.settings.audience.${kind}`) })}
        </Typography>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
          label={t('mail.settings.enabled')}
        />
        {/* An e-mail to the person concerned has no recipients to set: only on or off. */}
        {setting.takesRecipients && (
          <Box>
            <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
              {t('mail.settings.recipients')}
            </Typography>
            <RecipientsInput
              value={recipients}
              onChange={(next) => {
                setRecipients(next);
                setFieldError(null);
              }}
              serverError={fieldError}
            />
          </Box>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" onClick={() => void submit()} loading={loading} disabled={!changed}>
            {t('mail.settings.save')}
          </Button>
          {setting.updatedAt && (
            <Typography variant="body2" color="text.secondary">
              {t('mail.settings.lastSaved', { date: formatTimestamp(setting.updatedAt) })}
            </Typography>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
