import { useMutation, useQuery } from '@apollo/client/react';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { SuccessToast } from '../../../components/SuccessToast';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { CreateCalendarFeedDocument, MyCalendarFeedDocument } from './calendar-feed-operations';
import { RevokeFeedDialog } from './RevokeFeedDialog';

/**
 * The caller's private calendar feed of viewings: turned on with one button, then its link to
 * copy or to open as a webcal:// subscription, and a way to revoke it (a new link) when it leaked.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('viewingCalendar');
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(MyCalendarFeedDocument);
  const formError = useFormError();
  const [toast, setToast] = useState<string | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [create, creating] = useMutation(CreateCalendarFeedDocument, {
    update: (cache, { data: created }) => {
      if (created)
        cache.writeQuery({
          query: MyCalendarFeedDocument,
          data: { myCalendarFeed: created.createCalendarFeed },
        });
    },
  });
  const feed = data?.myCalendarFeed;

  const turnOn = async () => {
    formError.setError(null);
    try {
      await create();
    } catch (failure) {
      formError.setError(toAppError(failure));
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      setToast(t('copied'));
    } catch {
      setCopyFailed(true);
    }
  };

  let body;
  if (error && !data) {
    body = <LoadError error={error} message={t('loadError')} onRetry={() => void refetch()} />;
  } else if (loading && !data) {
    body = <Skeleton variant="rounded" height={56} aria-label={t('loading', { ns: 'common' })} />;
  } else if (!feed) {
    body = (
      <div>
        <Button variant="contained" onClick={() => void turnOn()} loading={creating.loading}>
          {t('turnOn')}
        </Button>
      </div>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <TextField
          label={t('linkLabel')}
          value={feed.url}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false },
            input: { sx: { fontSize: '0.875rem' } },
          }}
          onFocus={(event) => event.target.select()}
        />
        {copyFailed && <Alert severity="warning">{t('copyFailed')}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy(feed.url)}>
            {t('copy')}
          </Button>
          <Button variant="outlined" startIcon={<EventAvailable />} href={feed.webcalUrl}>
            {t('subscribe')}
          </Button>
          <Button color="error" onClick={() => setRevoking(true)}>
            {t('revoke')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('howTo')}
        </Typography>
      </Stack>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('title')}
        </Typography>
        <Typography>{t('intro')}</Typography>
        <Alert severity="info" icon={false} role="note">
          {t('privateNote')}
        </Alert>
        <FormAlert message={formError.message} />
        {body}
      </Stack>
      {revoking && (
        <RevokeFeedDialog
          onClose={() => setRevoking(false)}
          onRevoked={() => {
            setRevoking(false);
            setToast(t('revoked'));
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Paper>
  );
}
