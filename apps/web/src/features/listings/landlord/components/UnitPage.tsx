import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import LocationOn from '@mui/icons-material/LocationOn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { approvalBesideStatus } from '@rentals/domain/listings/rules';
import { isStaff, hasModulePermission } from '@rentals/domain/users/rules';
import { rentalApplicationPath } from '@rentals/domain/rental-applications/links';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnitPageBuildingQuery } from '../../../../gql/graphql';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { usePublicQuery } from '../../../../lib/graphql/use-public-query';
import { useHttpStatus } from '../../../../lib/ssr/http-status';
import { useSession, type CurrentUser } from '../../../../lib/session/session-context';
import { useLocale } from '../../../../i18n/use-locale';
import { usePageHead } from '../../../../lib/head/use-page-head';
import { UnitPageBuildingDocument } from '../api/listing-operations';
import { unitHead, unitNotFoundHead } from '../unit-head';
import { createdKind, inOrder } from './listing-format';
import { ListingStatusChip } from './ListingStatusChip';
import { UnitCreatedDialog } from './UnitCreatedDialog';
import { UnitFacts, type PageUnit } from './UnitFacts';

type Building = UnitPageBuildingQuery['getBuildingByUnit'];

const SHOW_MODAL = 'showModal';

function hasDashboard(user: CurrentUser | null): boolean {
  return !!user && (user.userType === 'LANDLORD' || hasModulePermission(user, 'listings', 'view'));
}

/**
 * The unit page (/unit/{id}), public for approved and visible listings (getBuildingByUnit), and
 * opened after a listing or unit is created with `?showModal=true`. A public reading page: the
 * server renders it for visitors, so it reads through usePublicQuery, not Apollo; its owner's
 * browser asks again with the session (a pending unit shows once the session is checked).
 */
export function UnitPage() {
  const { t } = useTranslation('listings');
  const { id = '' } = useParams();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const { data, error, refetch } = usePublicQuery(UnitPageBuildingDocument, { variables: { unitId: id } });
  const building = data?.getBuildingByUnit;
  const unit = building?.units.find((u) => u.id === id);

  const closeModal = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(SHOW_MODAL);
        return next;
      },
      { replace: true },
    );

  const errorCode = error ? toAppError(error).code : null;
  const notFound = errorCode === 'UNIT_NOT_FOUND' || errorCode === 'LISTING_NOT_FOUND' || (building && !unit);
  useHttpStatus(notFound ? 404 : null);
  const failed = !!error && !notFound && !building;
  const locale = useLocale();
  usePageHead(
    building && unit ? unitHead(building, unit, { t, locale }) : notFound ? unitNotFoundHead(id, t) : null,
  );

  let body: React.ReactNode;
  if (notFound) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          {t('unit.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('unit.notFoundText')}
        </Typography>
        <Button component={RouterLink} to={hasDashboard(user) ? '/building' : '/'} variant="outlined">
          {hasDashboard(user) ? t('unit.back') : t('building.goHome')}
        </Button>
      </Paper>
    );
  } else if (failed) {
    body = (
      <>
        <Typography variant="h4" component="h1">
          {t('unit.title')}
        </Typography>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('unit.loadError')}
        </Alert>
      </>
    );
  } else if (building && unit) {
    body = <UnitDetails building={building} unit={unit} user={user} />;
  } else {
    body = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={180} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {hasDashboard(user) && (
        <Box>
          <Link
            component={RouterLink}
            to="/building"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <ArrowBack fontSize="small" aria-hidden />
            {t('unit.back')}
          </Link>
        </Box>
      )}
      {body}
      <UnitCreatedDialog
        open={params.get(SHOW_MODAL) === 'true' && !!building && !!unit}
        onClose={closeModal}
        kind={createdKind(building?.units.length ?? 1)}
        buildingTitle={building?.title ?? ''}
      />
    </Stack>
  );
}

function UnitDetails({
  building,
  unit,
  user,
}: {
  building: Building;
  unit: PageUnit;
  user: CurrentUser | null;
}) {
  const { t } = useTranslation('listings');
  const isOwner = !!user && user.id === building.user.id;
  const canEdit = isOwner || (isStaff(user) && hasModulePermission(user, 'listings', 'edit'));
  const approval = approvalBesideStatus(building, building.status);
  const pictures = [...inOrder(building.pictures), ...inOrder(unit.pictures)];
  const otherUnits = building.units.filter((u) => u.id !== unit.id);
  const city = building.location?.city;

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography color="text.secondary" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {/* Back to the building's page, with every unit of it. */}
            <Link component={RouterLink} to={`/listing/${building.id}`}>
              {building.title}
            </Link>
          </Typography>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {unit.number ? `${unit.title} · ${t('unit.unitNumber', { number: unit.number })}` : unit.title}
          </Typography>
          {building.location && (
            <Typography
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            >
              <LocationOn fontSize="small" aria-hidden />
              {building.location.address}
              {city && !building.location.address.includes(city.name)
                ? `, ${city.name}, ${city.province}`
                : ''}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            <ListingStatusChip status={building.status} />
            {/* Only staff and the owner see a listing awaiting review; staff read Available. */}
            {approval && <ListingStatusChip status={approval} />}
          </Stack>
        </Stack>
        {!isOwner && unit.available && (
          <Button
            component={RouterLink}
            to={rentalApplicationPath({ listingId: building.id, unitId: unit.id })}
            variant="contained"
            sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('unit.apply')}
          </Button>
        )}
        {canEdit && (
          <Button
            component={RouterLink}
            to={`/building?property=${encodeURIComponent(building.id)}&unit=${encodeURIComponent(unit.id)}`}
            variant="contained"
            startIcon={<Edit />}
            sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('unit.edit')}
          </Button>
        )}
      </Stack>

      <Box component="section" aria-label={t('unit.picturesOf', { title: building.title })}>
        {pictures.length ? (
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
              gridAutoRows: { xs: 120, md: 160 },
              gap: 1,
              m: 0,
              p: 0,
              listStyle: 'none',
              '& > li:first-of-type': { gridColumn: 'span 2', gridRow: 'span 2' },
            }}
          >
            {pictures.map((picture, i) => (
              <li key={picture.id}>
                <Box
                  component="img"
                  // The first picture fills a 2×2 tile: it gets the larger copy.
                  src={i === 0 ? picture.detailUrl : picture.cardUrl}
                  alt={t('unit.pictureAlt', { n: i + 1, title: building.title })}
                  loading={i < 3 ? 'eager' : 'lazy'}
                  sx={{
                    width: '100%',
                    height: '100%',
                    objectFit: 'cover',
                    borderRadius: 2,
                    display: 'block',
                  }}
                />
              </li>
            ))}
          </Box>
        ) : (
          <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary' }}>
            {t('unit.noPictures')}
          </Paper>
        )}
      </Box>

      <UnitFacts unit={unit} />

      {otherUnits.length > 0 && (
        <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('unit.otherUnits')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {otherUnits.map((other) => (
              <li key={other.id}>
                <Link component={RouterLink} to={`/unit/${other.id}`}>
                  {other.number
                    ? `${other.title} · ${t('unit.unitNumber', { number: other.number })}`
                    : other.title}
                </Link>
              </li>
            ))}
          </Box>
        </Paper>
      )}
    </>
  );
}
