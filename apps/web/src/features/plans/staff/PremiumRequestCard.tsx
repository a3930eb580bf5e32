import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import type { PremiumRequestFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { personName } from '../../../lib/format/person-name';
import { useFormError } from '../../../lib/forms/use-form-error';
import { UpdatePremiumRequestDocument } from '../api/staff-plan-operations';
import { localName } from '../format/plan-display';
import { ageText, nextStatus } from '../format/premium-requests';

/** One plan request: the listing, who asked and how to reach them, the plan, its age and status. */
export function PremiumRequestCard({
  request,
  plans,
  now,
  canEdit,
  onSaved,
}: {
  request: PremiumRequestFieldsFragment;
  plans: readonly { id: number; nameEn: string; nameFr: string }[];
  now: Date;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const formError = useFormError();
  const [update, { loading }] = useMutation(UpdatePremiumRequestDocument);
  const plan = plans.find((p) => p.id === request.planId);
  const planName = plan ? localName(plan, locale) : request.premiumName;
  const next = nextStatus(request.status);
  const requester = request.requester;
  const action = next === 'CONTACTED' ? t('requests.markContacted') : t('requests.markClosed');

  const move = async () => {
    if (!next) return;
    formError.setError(null);
    try {
      await update({ variables: { id: request.id, status: next } });
      onSaved();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', mr: 'auto' }}
          >
            {request.listing ? (
              <Link component={RouterLink} to={`/listing/${request.listing.id}`}>
                {request.listing.title}
              </Link>
            ) : (
              t('requests.noListing')
            )}
          </Typography>
          <Chip size="small" label={t(`requests.statuses.${request.status}`)} variant="outlined" />
          {request.overdue && <Chip size="small" color="error" label={t('requests.overdue')} />}
        </Stack>
        <Typography variant="body2">
          <strong>{t('requests.plan')}:</strong> {planName}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <strong>{t('requests.address')}:</strong> {request.address}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <strong>{t('requests.requester')}:</strong>{' '}
          {requester ? (
            <>
              {personName(requester) ?? requester.email}
              {requester.email && (
                <>
                  {' · '}
                  <Link href={`mailto:${requester.email}`}>{requester.email}</Link>
                </>
              )}
              {requester.phone && (
                <>
                  {' · '}
                  <Link href={`tel:${requester.phone}`}>{requester.phone}</Link>
                </>
              )}
            </>
          ) : (
            t('requests.unknownRequester')
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('requests.received')}:{' '}
          <time dateTime={request.createdAt} title={new Date(request.createdAt).toLocaleString(locale)}>
            {ageText(request.createdAt, now, locale)}
          </time>
        </Typography>
        <FormAlert message={formError.message} />
        {canEdit && next && (
          <Stack direction="row">
            <Button
              variant="outlined"
              size="small"
              loading={loading}
              onClick={() => void move()}
              aria-label={t('requests.markLabel', { action, address: request.address })}
            >
              {action}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
