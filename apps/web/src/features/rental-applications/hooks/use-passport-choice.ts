import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import type { RentalApplicationPage } from '@rentals/domain/rental-applications/enums';
import { createContext, useState } from 'react';
import { passportReviewDraft } from '../format/passport-offer';
import type { ApplicationTarget } from '../format/prefill';
import type { RentalPassport } from '../format/passport-record';

/** What the intro's passport card offers: the passport, its one-step review and the full form. */
export interface PassportCardChoice {
  passport: RentalPassport;
  onReview: () => void;
  onEditAll: () => void;
}

/** The card's 'Review and apply', focused again when the renter comes back from the review. */
export const PASSPORT_REVIEW_BUTTON_ID = 'rental-passport-review';

/** Given by the page to the wizard's intro; null when there is no passport to offer. */
export const PassportCardContext = createContext<PassportCardChoice | null>(null);

/** The wizard opened from the passport: its answers, the page to start on, and a key to remount by. */
export interface PassportWizardStart {
  draft: RentalApplicationDraft;
  page: RentalApplicationPage;
  key: string;
}

type Step = { step: 'choose' } | { step: 'review' } | ({ step: 'wizard' } & PassportWizardStart);

/**
 * Where a renter with a passport is on /rental-application: choosing on the intro (the normal
 * wizard with the passport card), reviewing the offer for one-step apply, or in the full wizard
 * opened with the passport's answers (to edit them all, or because the passport needs more than
 * the offer page). Each opening of the full wizard is a new form, hence its own key.
 */
export function usePassportChoice(passport: RentalPassport | null, target: ApplicationTarget | null) {
  const [step, setStep] = useState<Step>({ step: 'choose' });
  const [openings, setOpenings] = useState(0);

  const openWizard = (draft: RentalApplicationDraft, page: RentalApplicationPage) => {
    setOpenings((n) => n + 1);
    setStep({ step: 'wizard', draft, page, key: `passport-${openings + 1}` });
    window.scrollTo({ top: 0 });
  };
  const card: PassportCardChoice | null =
    passport && target
      ? {
          passport,
          onReview: () => {
            setStep({ step: 'review' });
            window.scrollTo({ top: 0 });
          },
          onEditAll: () => openWizard(passportReviewDraft(passport.details, target, new Date()), 0),
        }
      : null;

  return {
    card,
    /** The review step's passport and home, while the renter reviews. */
    reviewing: step.step === 'review' && passport && target ? { passport, target } : null,
    wizard: step.step === 'wizard' ? step : null,
    backToChoice: () => {
      setStep({ step: 'choose' });
      requestAnimationFrame(() => document.getElementById(PASSPORT_REVIEW_BUTTON_ID)?.focus());
    },
    openWizard,
  };
}
