import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { LISTING_STATUS_LABELS, PROPERTY_TYPE_LABELS } from '@rentals/domain/listings/enums';
import { RESPONSE_TIME_LABELS } from '@rentals/domain/messaging/response-time';
import { rentalApplicationPath } from '@rentals/domain/rental-applications/links';
import { approvalBesideStatus } from '@rentals/domain/listings/rules';
import { isPubliclyVisible } from '@rentals/domain/listings/states';
import { mentionsPlace, placeName } from '@rentals/domain/locations/place-names';
import { hasModulePermission, isStaff } from '@rentals/domain/users/rules';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListingCardFieldsFragment, ListingPageQuery } from '../../../../gql/graphql';
import { StarIcon } from '../../../../components/plain/icons';
import { VerifiedBadge, VerifiedLine } from '../../../../components/plain/VerifiedBadge';
import { ChatIcon, LocationOnIcon, PersonIcon, ScheduleIcon } from './listing-page-icons';
import { WhenNearViewport } from '../../../../components/WhenNearViewport';
import { ListingAge } from '../../../../components/plain/ListingAge';
import { useLocale } from '../../../../i18n/use-locale';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useSession } from '../../../../lib/session/session-context';
import { usePageHead } from '../../../../lib/head/use-page-head';
import { ListingPageDocument } from '../api/listing-page-operations';
import { useRecordContactClick, useRecordListingView } from '../hooks/use-listing-events';
import { useMatchedUnits } from '../hooks/use-matched-units';
import { listingHead, listingNotFoundHead } from '../listing-head';
import { BuildingFacts, BuildingFeatures } from './BuildingDetails';
import { ListingGallery } from './ListingGallery';
import { useListingPageStyles } from './listing-page-css';
import { PageSection } from './PageSection';
import { ShareListing } from './ShareListing';
import { SimilarListings } from './SimilarListings';
import { UnitCard } from './UnitCard';
import { formatMoney, galleryItems, isPremiumNow, priceRange, type Range } from './listing-page-format';
import { useHttpStatus } from '../../../../lib/ssr/http-status';
import { usePublicQuery } from '../../../../lib/graphql/use-public-query';

type PageListing = ListingPageQuery['listing'];

/** One marker on the map, in the shape of the search feature's map points. */
export interface ListingMapPoint {
  id: string;
  lat: number;
  lng: number;
  title: string;
  price?: string | null;
  subtitle?: string | null;
  premium?: boolean;
}

/*
 * What the page shows from other features, handed in by the route (features do not import each
 * other): the search feature's listing card and lazy map, the tenants feature's roommates and the
 * viewings feature's 'Book a viewing' box, and the saved-homes feature's heart.
 */
export interface ListingPageParts {
  ListingCard: ComponentType<{ listing: ListingCardFieldsFragment; headingComponent?: 'h3' }>;
  ListingsMap: ComponentType<{
    points: readonly ListingMapPoint[];
    label: string;
    height: number | string;
    maxFitZoom?: number;
  }>;
  Roommates: ComponentType<{ listingId: string; city: string }>;
  /** Rendered in the browser only: the free times depend on the time it is now. */
  BookViewing: ComponentType<{ listingId: string }>;
  /** Saves the listing in the viewer's saved homes (visitors log in first). */
  SaveButton: ComponentType<{ listingId: string; title: string }>;
}

/** A building shown at street level: close enough to see the block, not a single house. */
const MAP_ZOOM = 15;
/** The height of the location map, in px (also the room it keeps until it loads). */
const MAP_HEIGHT = 300;
/** The room the 'Book a viewing' box keeps until it loads, in px: about its height with times. */
const BOOK_VIEWING_HEIGHT = 220;

function usePriceText(range: Range | null): string {
  const { t } = useTranslation('listingPage');
  const locale = useLocale();
  if (!range) return t('price.contact');
  return range.min === range.max
    ? t('price.perMonth', { price: formatMoney(range.min, locale) })
    : t('price.range', { min: formatMoney(range.min, locale), max: formatMoney(range.max, locale) });
}

function NotFound() {
  const { t } = useTranslation('listingPage');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to="/search" variant="contained">
        {t('notFound.search')}
      </Button>
    </Paper>
  );
}

function LoadingSkeleton() {
  const { t } = useTranslation('listingPage');
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={t('loadingListing')}>
      <Stack spacing={1}>
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" width="70%" height={56} />
        <Skeleton variant="text" width="45%" />
      </Stack>
      <Skeleton variant="rounded" sx={{ height: { xs: 260, sm: 360, md: 440 } }} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={240} />
        </Grid>
      </Grid>
    </Stack>
  );
}

/** Title, type and city, address, price, premium badge and, for its owner and staff, the status. */
function ListingHeading({
  listing,
  priceText,
  SaveButton,
}: {
  listing: PageListing;
  priceText: string;
  SaveButton: ListingPageParts['SaveButton'];
}) {
  const { t } = useTranslation('listingPage');
  const locale = useLocale();
  const { user } = useSession();
  const isOwner = !!user && user.id === listing.user.id;
  const canEdit = isOwner || (isStaff(user) && hasModulePermission(user, 'listings', 'edit'));
  const city = listing.location?.city;
  const address = listing.location?.address;
  const premium = isPremiumNow(listing, new Date());
  const onContact = useRecordContactClick(listing.id);
  // The public only ever sees available listings; the status matters to the owner and staff.
  const showStatus = isOwner || isStaff(user);
  // Staff read Available like renters: a listing awaiting review says so beside it.
  const approval = showStatus ? approvalBesideStatus(listing, listing.status) : null;

  return (
    <div className="listing-heading">
      <div className="listing-heading__main listing-stack listing-stack--8">
        <div className="listing-heading__tags">
          <p className="listing-heading__type">
            {translate(PROPERTY_TYPE_LABELS[listing.propertyType], locale)}
            {city ? ` · ${placeName(city.name, locale)}, ${city.province}` : ''}
          </p>
          {listing.ownerVerification && <VerifiedBadge />}
          {premium && (
            // A dark amber: white text on it is 6.3:1 (MUI's warning.dark is only 3.8:1).
            <span className="listing-badge">
              <StarIcon />
              {t('header.premium')}
            </span>
          )}
          {showStatus && (
            <Chip
              size="small"
              variant="outlined"
              label={t('header.status', { status: translate(LISTING_STATUS_LABELS[listing.status], locale) })}
            />
          )}
          {approval && (
            <Chip
              size="small"
              label={translate(LISTING_STATUS_LABELS[approval], locale)}
              // The landlord dashboard's Pending Approval colours: dark text on light amber, 10:1.
              sx={{ bgcolor: '#fff4e5', color: '#663c00', fontWeight: 700 }}
            />
          )}
        </div>
        <h1 className="listing-heading__title">{listing.title}</h1>
        {address && (
          <p className="plain-text plain-text--muted listing-heading__address">
            <LocationOnIcon />
            {address}
            {city && !mentionsPlace(address, city.name)
              ? `, ${placeName(city.name, locale)}, ${city.province}`
              : ''}
          </p>
        )}
        {isOwner && listing.hiddenUntilVerified && (
          <p className="plain-text listing-hidden-notice" role="status">
            {t('header.hiddenUntilVerified')}{' '}
            <RouterLink to="/verification">{t('header.getVerified')}</RouterLink>
          </p>
        )}
        <ListingAge
          postedAt={listing.postedAt}
          contentUpdatedAt={listing.contentUpdatedAt}
          availabilityConfirmedAt={listing.availabilityConfirmedAt}
          className="plain-text plain-text--muted"
        />
      </div>
      <div className="listing-heading__price listing-stack listing-stack--8">
        <p className="listing-heading__amount">{priceText}</p>
        {/* For everyone, visitors included (they log in first): the server renders it as the
            browser does. Only the owner, known after the session check, has no one to write to. */}
        {!isOwner && (
          <RouterLink
            to={`/listing/${encodeURIComponent(listing.id)}/contact`}
            onClick={onContact}
            className="plain-button plain-button--contained listing-contact"
          >
            <span className="plain-button__icon">
              <ChatIcon />
            </span>
            {t('header.contact')}
          </RouterLink>
        )}
        {!isOwner && (
          <RouterLink
            to={rentalApplicationPath({ listingId: listing.id })}
            className="plain-button plain-button--outlined listing-contact"
          >
            {t('header.apply')}
          </RouterLink>
        )}
        <ShareListing listingId={listing.id} title={listing.title} />
        {!isOwner && <SaveButton listingId={listing.id} title={listing.title} />}
        {!isOwner && listing.responseTime && (
          <p className="listing-response">
            <ScheduleIcon />
            {translate(RESPONSE_TIME_LABELS[listing.responseTime.bucket], locale)}
          </p>
        )}
        {canEdit && (
          <Button
            component={RouterLink}
            to={`/building?property=${encodeURIComponent(listing.id)}`}
            variant="outlined"
            startIcon={<Edit />}
          >
            {t('header.edit')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * 'Book a viewing', the owner's first name and the location on the map, beside the details on wide
 * screens.
 */
function Aside({
  listing,
  priceText,
  parts,
}: {
  listing: PageListing;
  priceText: string;
  parts: ListingPageParts;
}) {
  const { t } = useTranslation('listingPage');
  const { ListingsMap, BookViewing } = parts;
  const { user } = useSession();
  // The owner has nobody to book with; everyone else sees the times (visitors log in to book).
  const isOwner = !!user && user.id === listing.user.id;
  const location = listing.location;
  const premium = isPremiumNow(listing, new Date());
  const points = useMemo(
    () =>
      location
        ? [
            {
              id: listing.id,
              lat: location.lat,
              lng: location.lng,
              title: listing.title,
              price: priceText,
              subtitle: location.address,
              premium,
            },
          ]
        : [],
    [listing.id, listing.title, location, priceText, premium],
  );
  const owner = listing.user.firstName?.trim();
  // A public listing makes its poster's profile (/landlord/{id}); the owner's pending one does not.
  const hasProfile = isPubliclyVisible(listing);

  return (
    <div className="listing-aside listing-stack">
      {!isOwner && (
        <WhenNearViewport minHeight={BOOK_VIEWING_HEIGHT}>
          <BookViewing listingId={listing.id} />
        </WhenNearViewport>
      )}
      {(owner || hasProfile) && (
        <div className="listing-paper">
          {owner && (
            <p className="plain-text listing-owner">
              <PersonIcon />
              {t('header.listedBy', { name: owner })}
            </p>
          )}
          {listing.ownerVerification && (
            <VerifiedLine
              role={listing.ownerVerification.role}
              verifiedAt={listing.ownerVerification.verifiedAt}
            />
          )}
          {hasProfile && (
            <p className="plain-text listing-owner-profile">
              <RouterLink
                to={`/landlord/${encodeURIComponent(listing.user.id)}`}
                className="plain-link plain-link--strong"
              >
                {owner ? t('poster.seeProfile', { name: owner }) : t('poster.seeProfileUnnamed')}
              </RouterLink>
            </p>
          )}
        </div>
      )}
      {location && (
        <PageSection id="listing-map" title={t('map.title')}>
          <div className="listing-map">
            {/* Below the page's main content on a phone: the map's code runs when it is reached. */}
            <WhenNearViewport minHeight={MAP_HEIGHT}>
              <ListingsMap
                points={points}
                label={t('map.label', { title: listing.title })}
                height={MAP_HEIGHT}
                maxFitZoom={MAP_ZOOM}
              />
            </WhenNearViewport>
          </div>
        </PageSection>
      )}
    </div>
  );
}

function ListingDetails({ listing, parts }: { listing: PageListing; parts: ListingPageParts }) {
  const { t } = useTranslation('listingPage');
  const { ListingCard, Roommates } = parts;
  const priceText = usePriceText(priceRange(listing.units));
  const items = useMemo(() => galleryItems(listing), [listing]);
  const city = listing.location?.city;
  useRecordListingView(listing.id);
  const matched = useMatchedUnits(listing.units);

  return (
    <div className="listing-stack listing-stack--page">
      <ListingHeading listing={listing} priceText={priceText} SaveButton={parts.SaveButton} />
      <ListingGallery items={items} title={listing.title} />
      <div className="listing-columns">
        <div className="listing-stack">
          {(listing.description || listing.moveInBonuses) && (
            <PageSection id="listing-description" title={t('description.title')}>
              {listing.moveInBonuses && (
                <Alert severity="success" icon={false} sx={{ mb: listing.description ? 2 : 0 }}>
                  <strong>{t('description.moveInBonuses')}</strong> {listing.moveInBonuses}
                </Alert>
              )}
              {listing.description && <p className="plain-text listing-description">{listing.description}</p>}
            </PageSection>
          )}
          <PageSection
            id="listing-units"
            title={t('units.title', { count: listing.units.length })}
            outlined={false}
          >
            {listing.units.length ? (
              <div className="listing-stack listing-stack--16">
                {listing.units.map((unit) => (
                  <UnitCard key={unit.id} unit={unit} matched={matched.has(unit.id)} />
                ))}
              </div>
            ) : (
              <p className="plain-text plain-text--muted">{t('units.none')}</p>
            )}
          </PageSection>
          <BuildingFacts listing={listing} />
          <BuildingFeatures listing={listing} />
        </div>
        <Aside listing={listing} priceText={priceText} parts={parts} />
      </div>
      {/* Below the fold: their queries and cards wait until the visitor gets there. */}
      <WhenNearViewport minHeight={400}>
        <SimilarListings listingId={listing.id} ListingCard={ListingCard} />
        {city && <Roommates listingId={listing.id} city={city.name} />}
      </WhenNearViewport>
    </div>
  );
}

/**
 * /listing/{id}: the building with its pictures, units, facts and features, its place on the map,
 * similar listings and renters looking for a roommate nearby. Visitors see approved, visible
 * listings; the owner and staff see their others too (the API answers LISTING_NOT_FOUND otherwise).
 */
export function ListingPage(parts: ListingPageParts) {
  useListingPageStyles();
  const { t } = useTranslation('listingPage');
  const { id = '' } = useParams();
  const { data, error, refetch } = usePublicQuery(ListingPageDocument, {
    variables: { id },
    // Signing in or out changes what the API lets the viewer see.
  });
  const listing = data?.listing;
  const code = error ? toAppError(error).code : null;
  const notFound = code === 'LISTING_NOT_FOUND';
  // The server answers a missing page with 404, so search engines drop it.
  useHttpStatus(notFound ? 404 : null);
  const locale = useLocale();
  usePageHead(listing ? listingHead(listing, { t, locale }) : notFound ? listingNotFoundHead(id, t) : null);

  let body: ReactNode;
  if (notFound) body = <NotFound />;
  else if (listing) body = <ListingDetails listing={listing} parts={parts} />;
  else if (error) {
    body = (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('pageTitle')}
        </Typography>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      </Stack>
    );
  } else body = <LoadingSkeleton />;

  return <div className="listing-page">{body}</div>;
}
