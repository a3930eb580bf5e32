import { useQuery } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rentalEnquiryUserType, type RentalEnquiryUserType } from '@rentals/domain/viewings/rental-enquiry';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RentalEnquiryCitiesDocument } from '../api/rental-enquiry-operations';
import { cityOfSlug, slugSearch } from '../format/enquiry-form';
import { LeadForm } from './LeadForm';
import { ListingEnquiry } from './ListingEnquiry';
import { SentPanel, type SentEnquiry } from './SentPanel';

/** How many cities are looked at to match the route's {located}. */
const CITY_CANDIDATES = 5;

/** An unknown {userType}: the two ways on, keeping the route's city. */
function ChooseUserType({ located }: { located?: string }) {
  const { t } = useTranslation('rentalEnquiry');
  const tail = located ? `/${encodeURIComponent(located)}` : '';
  const choices: { type: RentalEnquiryUserType; title: string; text: string }[] = [
    { type: 'renter', title: t('choose.renter'), text: t('choose.renterText') },
    { type: 'landlord', title: t('choose.landlord'), text: t('choose.landlordText') },
  ];
  return (
    <Stack component="nav" aria-label={t('choose.label')} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {choices.map((choice) => (
        <Card key={choice.type} variant="outlined" sx={{ flex: 1 }}>
          <CardActionArea
            component={RouterLink}
            to={`/rental-enquiry/${choice.type}${tail}`}
            sx={{ height: '100%' }}
          >
            <CardContent>
              <Typography component="h2" variant="h6">
                {choice.title}
              </Typography>
              <Typography color="text.secondary">{choice.text}</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /rental-enquiry/{userType}/{located}/{id}/{id} (spec/01 §2): a renter with a listing writes to
 * its landlord (logging in first); a renter without one or a landlord leaves a lead for the team,
 * with the city of the route filled in. After sending, what happens next.
 */
export function RentalEnquiryPage() {
  const { t } = useTranslation('rentalEnquiry');
  const { userType: typeSegment, located, listingId, unitId } = useParams();
  const location = useLocation();
  const { user, checking } = useSession();
  const userType = rentalEnquiryUserType(typeSegment);
  const [sent, setSent] = useState<SentEnquiry | null>(null);
  const aboutListing = userType === 'renter' && !!listingId;
  const cities = useQuery(RentalEnquiryCitiesDocument, {
    variables: { search: slugSearch(located ?? ''), first: CITY_CANDIDATES },
    skip: !located || aboutListing || !userType,
  });
  const city = useMemo(() => cityOfSlug(located, cities.data?.cities ?? []), [located, cities.data]);

  const heading = aboutListing
    ? { title: t('listing.title'), subtitle: t('listing.subtitle') }
    : userType
      ? { title: t(`${userType}.title`), subtitle: t(`${userType}.subtitle`) }
      : { title: t('title'), subtitle: t('choose.subtitle') };
  useDocumentTitle(heading.title);

  // Writing to a landlord needs an account, as on /listing/{id}/contact: log in first, then back here.
  if (aboutListing && !checking && !user) {
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  }

  let body;
  if (sent) {
    body = <SentPanel sent={sent} onAnother={() => setSent(null)} />;
  } else if (!userType) {
    body = <ChooseUserType located={located} />;
  } else if (checking || (aboutListing && !user)) {
    body = <Skeleton variant="rounded" height={320} aria-label={t('loading', { ns: 'common' })} />;
  } else if (aboutListing && user) {
    body = (
      <ListingEnquiry
        listingId={listingId!}
        unitId={unitId}
        userId={user.id}
        leadPath={`/rental-enquiry/renter${located ? `/${encodeURIComponent(located)}` : ''}`}
        onSent={setSent}
      />
    );
  } else {
    body = (
      <LeadForm
        key={`${userType}:${user?.id ?? 'visitor'}`}
        userType={userType}
        city={city}
        signedIn={!!user}
        onSent={setSent}
      />
    );
  }

  return (
    <Stack spacing={4} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={heading.title} subtitle={heading.subtitle} />
      {body}
    </Stack>
  );
}
