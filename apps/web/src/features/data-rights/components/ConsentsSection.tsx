import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { LoadError } from '../../../components/LoadError';
import type { MyConsentsQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { MyConsentsDocument, WithdrawConsentDocument } from '../api/data-rights-operations';
import { SectionCard } from './SectionCard';

type Consent = MyConsentsQuery['myConsents'][number];

/**
 * The consents the user gave (newsletter, each application's credit check and landlord share),
 * with when, and Withdraw on those still given, which asks first and says what it changes.
 */
export function ConsentsSection() {
  const { t } = useTranslation('dataRights');
  const locale = useLocale();
  const query = useQuery(MyConsentsDocument, { fetchPolicy: 'cache-and-network' });
  const [withdraw] = useMutation(WithdrawConsentDocument);
  const [asking, setAsking] = useState<Consent | null>(null);
  const [done, setDone] = useState(false);
  const date = (iso: string) => formatPublicDate(iso, locale, { withTime: true });
  const label = (c: Consent) => t(`consents.kind.${c.kind}`, { listing: c.listingTitle ?? '' });

  let content;
  if (query.error && !query.data) {
    content = (
      <LoadError error={query.error} message={t('consents.loadError')} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    content = <Skeleton variant="rounded" height={96} aria-hidden />;
  } else if (query.data.myConsents.length === 0) {
    content = <Typography>{t('consents.empty')}</Typography>;
  } else {
    content = (
      <Stack
        component="ul"
        aria-label={t('consents.list')}
        spacing={2}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {query.data.myConsents.map((c) => (
          <Stack
            component="li"
            key={`${c.kind}:${c.applicationId ?? ''}`}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <div>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{label(c)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('consents.givenOn', { date: date(c.givenAt) })}
                {c.state === 'WITHDRAWN' &&
                  c.withdrawnAt &&
                  ` · ${t('consents.withdrawnOn', { date: date(c.withdrawnAt) })}`}
                {c.state === 'ENDED' && ` · ${t('consents.ended')}`}
              </Typography>
              {c.usedAt && (
                <Typography variant="body2" color="text.secondary">
                  {t('consents.usedOn', { date: date(c.usedAt) })}
                </Typography>
              )}
            </div>
            {c.state === 'GIVEN' && (
              <Button
                variant="outlined"
                color="error"
                aria-label={t('consents.withdrawLabel', { consent: label(c) })}
                onClick={() => {
                  setDone(false);
                  setAsking(c);
                }}
                sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                {t('consents.withdraw')}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <SectionCard title={t('consents.title')} intro={t('consents.intro')}>
      {done && (
        <Alert severity="success" role="status">
          {t('consents.withdrawn')}
        </Alert>
      )}
      {content}
      {asking && (
        <ConfirmActionDialog
          title={t('consents.confirm.title')}
          text={t(`consents.confirm.${asking.kind}`)}
          confirm={t('consents.withdraw')}
          destructive
          onConfirm={async () => {
            await withdraw({ variables: { kind: asking.kind, applicationId: asking.applicationId } });
            await query.refetch();
            setDone(true);
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </SectionCard>
  );
}
