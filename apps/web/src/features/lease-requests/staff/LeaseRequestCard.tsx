import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@rentals/domain/users/rules';
import { useTranslation } from 'react-i18next';
import type { StaffLeaseRequestFieldsFragment } from '../../../gql/graphql';
import { nameOrEmail } from '../../../lib/format/person-name';
import { formatTimestamp } from '../../../lib/format/timestamp';
import { LeaseRequestStatusChip } from '../components/LeaseRequestStatusChip';
import { CardPart, LeaseRequestSummary } from '../components/LeaseRequestSummary';

/** One request in the staff list: the property, who sent it and how to reach them, the terms, the note. */
export function LeaseRequestCard({
  request,
  canEdit,
  onHandle,
}: {
  request: StaffLeaseRequestFieldsFragment;
  canEdit: boolean;
  onHandle: () => void;
}) {
  const { t } = useTranslation('leaseRequests');
  const text = { variant: 'body2', sx: { overflowWrap: 'anywhere' } } as const;
  const heading = `${request.propertyAddress}, ${request.province}`;
  return (
    <Paper component="article" variant="outlined" aria-label={heading} sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mb: 1.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatTimestamp(request.createdAt)}
          </Typography>
        </Box>
        <LeaseRequestStatusChip status={request.status} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        <CardPart title={request.landlordName}>
          {request.requester && (
            <Typography {...text}>{t('staff.requester', { who: nameOrEmail(request.requester) })}</Typography>
          )}
          <Link
            href={`mailto:${request.contactEmail}`}
            {...text}
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {request.contactEmail}
          </Link>
          {request.contactPhone && (
            <Link href={`tel:${request.contactPhone}`} variant="body2" sx={{ display: 'block' }}>
              {formatPhone(request.contactPhone)}
            </Link>
          )}
        </CardPart>
        <LeaseRequestSummary request={request} />
        {(request.specialTerms || request.staffNote) && (
          <Stack spacing={1}>
            {request.specialTerms && (
              <CardPart title={t('staff.specialTerms')}>
                <Typography {...text} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {request.specialTerms}
                </Typography>
              </CardPart>
            )}
            {request.staffNote && (
              <CardPart title={t('mine.staffNote')}>
                <Typography {...text} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {request.staffNote}
                </Typography>
              </CardPart>
            )}
          </Stack>
        )}
      </Box>
      {canEdit && (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            onClick={onHandle}
            aria-label={t('staff.handleTitle', { address: request.propertyAddress })}
          >
            {t('staff.handle')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
