import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@rentals/domain/users/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffViewingRequestFieldsFragment } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../lib/format/date';
import { formatMoney } from '../../../../lib/format/number';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { KindChip } from '../../components/KindChip';
import { StatusChip } from '../../components/StatusChip';
import { bedroomsText, daysText, timesText } from '../../format/request-labels';
import { nameOrEmail } from '../../../../lib/format/person-name';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="h3" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * One request in the staff list: where it comes from, the person and how to reach them (the phone
 * a lead gave first), what and when they look for or what a landlord would list, its status and
 * assignee, and the actions (for staff with inbox edit). Parts a lead left empty are left out.
 */
export function RequestCard({
  request,
  viewerId,
  canEdit,
  busy,
  onAssignToMe,
  onHandle,
}: {
  request: StaffViewingRequestFieldsFragment;
  viewerId: string;
  canEdit: boolean;
  busy: boolean;
  onAssignToMe: () => void;
  onHandle: () => void;
}) {
  const { t } = useTranslation('viewingRequests');
  const locale = useLocale();
  const renter = request.requester;
  const name = nameOrEmail(renter);
  const phone = request.contactPhone ?? renter.phone;
  const landlord = request.kind === 'LANDLORD_ENQUIRY';
  const text = { variant: 'body2', sx: { overflowWrap: 'anywhere' } } as const;
  return (
    <Paper component="article" variant="outlined" aria-label={name} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {[renter.firstName, renter.lastName].filter(Boolean).join(' ') || t('staff.noName')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('staff.sent', { date: formatTimestamp(request.createdAt) })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <KindChip kind={request.kind} />
          <StatusChip status={request.status} />
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        <Part title={landlord ? t('staff.columns.landlord') : t('staff.columns.renter')}>
          <Link href={`mailto:${renter.email}`} {...text} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {renter.email}
          </Link>
          {phone ? (
            <Link href={`tel:${phone}`} variant="body2" sx={{ display: 'block' }}>
              {formatPhone(phone)}
            </Link>
          ) : (
            <Typography {...text} color="text.secondary">
              {t('staff.noPhone')}
            </Typography>
          )}
        </Part>
        <Part title={landlord ? t('staff.columns.listing') : t('staff.columns.looking')}>
          <Typography {...text}>
            {request.pre_viewing_city.city}, {request.pre_viewing_city.province}
          </Typography>
          {request.unitCount != null && (
            <Typography {...text}>{t('staff.units', { count: request.unitCount })}</Typography>
          )}
          {request.budget != null && (
            <Typography {...text}>
              {t('mine.budget', { amount: formatMoney(request.budget, locale) })}
            </Typography>
          )}
          {request.bedrooms.length > 0 && (
            <Typography {...text}>{bedroomsText(request.bedrooms, locale)}</Typography>
          )}
          {request.moveIn && (
            <Typography {...text}>
              {t('mine.moveIn', { date: formatPublicDate(request.moveIn, locale) })}
            </Typography>
          )}
        </Part>
        {request.availabilityDays.length > 0 && (
          <Part title={t('staff.columns.availability')}>
            <Typography {...text}>{daysText(request.availabilityDays, locale)}</Typography>
            <Typography {...text}>
              {request.availabilityTimes.length
                ? timesText(request.availabilityTimes, locale)
                : t('mine.anyTime')}
            </Typography>
          </Part>
        )}
        <Part title={t('staff.columns.assignedTo')}>
          <Typography {...text}>
            {request.assignedTo ? nameOrEmail(request.assignedTo) : t('staff.nobody')}
          </Typography>
          {request.staffNote && (
            <Typography
              {...text}
              color="text.secondary"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {request.staffNote}
            </Typography>
          )}
        </Part>
      </Box>
      {request.message && (
        <Typography {...text} sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          “{request.message}”
        </Typography>
      )}
      {canEdit && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {request.assignedTo?.id !== viewerId && (
            <Button
              variant="outlined"
              size="small"
              disabled={busy}
              onClick={onAssignToMe}
              aria-label={t('staff.assignToMeLabel', { name })}
            >
              {t('staff.assignToMe')}
            </Button>
          )}
          <Button
            variant="contained"
            size="small"
            onClick={onHandle}
            aria-label={t('staff.editLabel', { name })}
          >
            {t('staff.edit')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
