import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyViewingRequestsDocument } from '../api/viewing-request-operations';
import { MyViewingRequests } from './MyViewingRequests';
import { RequestForm } from './RequestForm';

/** What happens after sending: the confirmation, the next steps, and a way to send another. */
function SentPanel({ city, onAnother }: { city: string; onAnother: () => void }) {
  const { t } = useTranslation('viewingRequests');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to the confirmation so keyboard and screen reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ outline: 'none' }}>
          {t('request.sentTitle')}
        </Typography>
        <Typography>{t('request.sentText')}</Typography>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('request.next.title')}
        </Typography>
        <Stack component="ol" spacing={1} sx={{ pl: 3, m: 0 }}>
          <li>{t('request.next.read', { city })}</li>
          <li>{t('request.next.contact')}</li>
          <li>{t('request.next.visit')}</li>
        </Stack>
        <div>
          <Button variant="outlined" onClick={onAnother}>
            {t('request.another')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/**
 * /request-for-viewing (issue 17): a renter who has not found a listing yet asks the team to
 * arrange viewings. Open to visitors, who log in or sign up when sending; a signed-in renter also
 * sees their requests under the form.
 */
export function RequestForViewingPage() {
  const { t } = useTranslation('viewingRequests');
  const { user, checking } = useSession();
  useDocumentTitle(t('request.title'));
  const mine = useQuery(MyViewingRequestsDocument, { skip: !user, fetchPolicy: 'cache-and-network' });
  const [sentCity, setSentCity] = useState<string | null>(null);
  const waiting = checking || (!!user && !mine.data && !mine.previousData && mine.loading);

  let body;
  if (sentCity !== null) {
    body = <SentPanel city={sentCity} onAnother={() => setSentCity(null)} />;
  } else if (waiting) {
    body = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  } else {
    body = (
      <RequestForm
        key={user?.id ?? 'visitor'}
        signedIn={!!user}
        saved={(mine.data ?? mine.previousData)?.myViewingPreferences}
        onSent={(city) => {
          setSentCity(city);
          void mine.refetch();
        }}
      />
    );
  }

  return (
    <Stack spacing={4} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('request.title')} subtitle={t('request.subtitle')} />
      {body}
      {user && (
        <MyViewingRequests
          requests={(mine.data ?? mine.previousData)?.myViewingRequests ?? []}
          query={mine}
        />
      )}
    </Stack>
  );
}
