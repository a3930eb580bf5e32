import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { emptyRentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/session/session-context';
import { loadLocalDraft, loadWorkingCopy } from '../format/draft-storage';
import { applyTarget } from '../format/prefill';
import { useAccountDraft } from '../hooks/use-account-draft';
import { useListingTarget } from '../hooks/use-listing-target';
import { PassportCardContext, usePassportChoice } from '../hooks/use-passport-choice';
import { useRentalPassport } from '../hooks/use-rental-passport';
import { PassportReview } from './passport/PassportReview';
import { ApplicationWizard } from './ApplicationWizard';

/** What the wizard opens with: the tab's working copy, else the saved draft, else a new one. */
function useStoredStart() {
  const [start] = useState(() => {
    const today = new Date();
    const working = loadWorkingCopy(today);
    if (working) return { ...working, stored: true };
    const local = loadLocalDraft(today);
    return local
      ? { draft: local, page: -1 as const, stored: true }
      : { draft: emptyRentalApplicationDraft(today), page: -1 as const, stored: false };
  });
  return start;
}

/**
 * /rental-application (spec/02): the wizard, opened with what was typed before in this tab, the
 * saved draft of this device or of the account, and the home an 'Apply' link names.
 */
export function RentalApplicationPage() {
  const { t } = useTranslation('rentalApplication');
  useDocumentTitle(t('title'));
  const { user, checking } = useSession();
  const start = useStoredStart();
  const target = useListingTarget();
  const account = useAccountDraft(!!user);
  // A signed-in renter applying to a home may apply with their passport (issue 18).
  const passport = useRentalPassport(!!user && !!target.target);
  const choice = usePassportChoice(passport.passport, target.target);
  // The account's draft is waited for only when this device has none of its own.
  const waiting = checking || target.loading || passport.loading || (!start.stored && account.loading);

  let body;
  if (waiting) {
    body = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  } else if (choice.wizard) {
    body = (
      <ApplicationWizard
        key={choice.wizard.key}
        initial={choice.wizard.draft}
        initialPage={choice.wizard.page}
        signedIn={!!user}
        account={account}
      />
    );
  } else {
    const opened = start.stored ? start.draft : (account.draft ?? start.draft);
    const initial = target.target ? applyTarget(opened, target.target) : opened;
    body = (
      <>
        {choice.reviewing && (
          <PassportReview {...choice.reviewing} onBack={choice.backToChoice} onFullForm={choice.openWizard} />
        )}
        {/* Kept mounted under the review: Back finds the wizard as the renter left it. */}
        <div hidden={!!choice.reviewing}>
          <PassportCardContext value={choice.card}>
            <ApplicationWizard
              key={user?.id ?? 'visitor'}
              initial={initial}
              initialPage={start.page}
              signedIn={!!user}
              account={account}
            />
          </PassportCardContext>
        </div>
      </>
    );
  }
  return (
    <Stack
      spacing={3}
      sx={{ maxWidth: 1100, mx: 'auto', width: '100%', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}
    >
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {start.stored && !waiting && !choice.reviewing && <Alert severity="info">{t('drafts.restored')}</Alert>}
      {body}
    </Stack>
  );
}
