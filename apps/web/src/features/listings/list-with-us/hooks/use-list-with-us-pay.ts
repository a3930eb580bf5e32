import {
  PAY_CONFIRM_STEP_NUMBER,
  PAYMENT_STEP_NUMBER,
  type ListWithUsStep,
  type WizardButton,
} from '@rentals/domain/listings/list-with-us';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../../lib/session/session-context';
import { useDepositCheckout } from './use-deposit-checkout';
import type { ListWithUsReturnState } from './use-list-with-us-submit';

interface PayOptions {
  step: ListWithUsStep;
  /** Edit mode's listing; a new one has none until step 9 creates it. */
  listingId: string | null;
  planIds: readonly number[];
  province: string | null;
  staff: boolean;
  /** Whether every step is filled in (else the first that is not is shown). */
  readyToSubmit: () => boolean;
  submit: (options: { forPayment: boolean }) => Promise<string | null>;
  /** The wizard's Next / Submit / Pay later. */
  advance: () => Promise<void>;
  goTo: (step: ListWithUsStep) => void;
}

/**
 * The wizard's pay steps (spec/03 §2.1, §4.1): 'Pay' on step 8 opens step 9, whose 'Continue'
 * submits the listing (once) and opens the card checkout for the deposit shown.
 */
export function useListWithUsPay({
  step,
  listingId,
  planIds,
  province,
  staff,
  readyToSubmit,
  submit,
  advance,
  goTo,
}: PayOptions) {
  const navigate = useNavigate();
  const { user } = useSession();
  // The listing step 9 created before its checkout: paying again must not create another.
  const [createdId, setCreatedId] = useState<string | null>(null);

  const checkout = useDepositCheckout({
    enabled: step >= PAY_CONFIRM_STEP_NUMBER,
    listingId: listingId ?? createdId,
    planIds,
    province,
    email: user?.email ?? null,
    createListing: async () => {
      if (!readyToSubmit()) return null;
      const id = await submit({ forPayment: true });
      if (id) setCreatedId(id);
      return id;
    },
  });

  /** A button of the step: Pay opens step 9, Continue the card checkout, the others advance(). */
  const act = async (button: WizardButton) => {
    if (button === 'PAY') goTo(PAYMENT_STEP_NUMBER);
    else if (button === 'CONTINUE') await checkout.continueToCheckout();
    else if (button === 'PAY_LATER' && createdId)
      // Step 9 stored the listing already: it stays, unpaid; back to the listings.
      void navigate(staff ? '/listings' : '/building', {
        state: { listWithUsNotice: staff ? 'created' : 'pending' } satisfies ListWithUsReturnState,
      });
    else await advance();
  };

  return { checkout, act };
}
