import type { RentalApplicationPage } from '@rentals/domain/rental-applications/enums';
import type { Consent } from './ConsentSection';
import { ApplicantPage } from './pages/ApplicantPage';
import { CoOccupantsPage } from './pages/CoOccupantsPage';
import { DocumentsPage } from './pages/DocumentsPage';
import { IncomePage } from './pages/IncomePage';
import { IntroPage } from './pages/IntroPage';
import { ObligationsPage } from './pages/ObligationsPage';
import { OfferPage } from './pages/OfferPage';
import { SignaturePage } from './pages/SignaturePage';
import { VehiclesPage } from './pages/VehiclesPage';

interface Props {
  page: RentalApplicationPage;
  onStart: () => void;
  consent: Consent;
  onConsent: (consent: Consent) => void;
  consentError: boolean;
}

/** The page shown for an index (spec/02 §2). */
export function WizardPage({ page, onStart, consent, onConsent, consentError }: Props) {
  switch (page) {
    case -1:
      return <IntroPage onStart={onStart} />;
    case 0:
      return <OfferPage />;
    case 1:
      return <ApplicantPage />;
    case 2:
      return <IncomePage />;
    case 3:
      return <ObligationsPage />;
    case 4:
      return <VehiclesPage />;
    case 5:
      return <CoOccupantsPage />;
    case 6:
      return <DocumentsPage />;
    case 7:
      return <SignaturePage consent={consent} onConsent={onConsent} consentError={consentError} />;
  }
}
