import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_KINDS } from '@rentals/domain/mail/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../components/SuccessToast';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotificationSettingsDocument } from '../api/mail-operations';
import { NotificationCard } from './NotificationCard';
import { OutboxSection } from './OutboxSection';

function Settings({ onSaved }: { onSaved: (message: string) => void }) {
  const { t } = useTranslation('mail');
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(NotificationSettingsDocument);
  const settings = data?.notificationSettings;
  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        {t('mail.settings.heading')}
      </Typography>
      {error && !settings ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('mail.settings.loadError')}
        </Alert>
      ) : loading && !settings ? (
        <Grid
          container
          spacing={2}
          role="status"
          aria-busy="true"
          aria-label={t('loading', { ns: 'common' })}
        >
          {NOTIFICATION_KINDS.map((kind) => (
            <Grid key={kind} size={{ xs: 12, lg: 6 }}>
              <Skeleton variant="rounded" height={280} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Grid container spacing={2}>
          {settings?.map((setting) => (
            <Grid key={setting.kind} size={{ xs: 12, lg: 6 }}>
              {/* A save reads the settings again: the new updatedAt starts the card from the saved values. */}
              <NotificationCard key={setting.updatedAt ?? 'default'} setting={setting} onSaved={onSaved} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

/**
 * /e-mail-configuration (ADMIN only): which e-mails the product sends (the kinds the domains
 * register, packages/domain/src/mail/notifications.ts) and, for those sent to staff, to whom; and
 * the outbox with each message's delivery state and Resend.
 */
export function EmailConfigurationPage() {
  const { t } = useTranslation('mail');
  const { user } = useSession();
  const [toast, setToast] = useState<string | null>(null);
  useDocumentTitle(t('mail.title'));
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('mail.title')}
        </Typography>
        <Typography color="text.secondary">{t('mail.subtitle')}</Typography>
      </Box>
      {user?.userType !== 'ADMIN' ? (
        <Alert severity="warning">{t('mail.adminOnly')}</Alert>
      ) : (
        <>
          <Settings onSaved={setToast} />
          <OutboxSection onMessage={setToast} />
        </>
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
