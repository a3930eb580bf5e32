import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type {
  RentalApplicationShareFieldsFragment,
  RentalApplicationSummaryFragment,
} from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../lib/format/date';
import { ApplicationStatusChip } from '../../review/components/ApplicationStatusChip';
import { ShareLines } from './share/ShareLines';
import { WithdrawButton } from './WithdrawButton';

/** Where the applicant reads their whole application. */
export const myApplicationPath = (id: string) => `/my-applications/${encodeURIComponent(id)}`;

/**
 * One of the renter's applications: the listing (linking to its page), the status, when it was
 * sent and when it expires or was decided, the landlord's share of the renter passport (its
 * state and openings), the whole application, the conversation with the landlord and 'Withdraw'
 * while it is open.
 */
export function MyApplicationCard({
  application: a,
  conversation,
}: {
  application: RentalApplicationSummaryFragment & RentalApplicationShareFieldsFragment;
  /** The conversation about the listing, or the inbox while it is not known. */
  conversation: string;
}) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  const when = (iso: string) => formatPublicDate(iso, locale, { withTime: true });
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, width: '100%' }}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            <Link component={RouterLink} to={`/listing/${encodeURIComponent(a.listingId)}`}>
              {a.listingTitle}
            </Link>
          </Typography>
          <ApplicationStatusChip status={a.status} />
        </Stack>
        {(a.unitTitle || a.listingAddress) && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[a.unitTitle, a.listingAddress].filter(Boolean).join(' · ')}
          </Typography>
        )}
        <Typography variant="body2">{t('card.submitted', { date: when(a.submittedAt) })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {a.decidedAt
            ? t('card.decided', { date: when(a.decidedAt) })
            : t('card.expires', { date: when(a.expiresAt) })}
        </Typography>
        <ShareLines share={a.share} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
          <Button
            component={RouterLink}
            to={myApplicationPath(a.id)}
            variant="contained"
            aria-label={t('card.openLabel', { listing: a.listingTitle })}
          >
            {t('card.open')}
          </Button>
          <Button
            component={RouterLink}
            to={conversation}
            variant="text"
            aria-label={t('card.conversationLabel', { listing: a.listingTitle })}
          >
            {t('card.conversation')}
          </Button>
          <WithdrawButton id={a.id} status={a.status} listing={a.listingTitle} />
        </Stack>
      </Stack>
    </Paper>
  );
}
