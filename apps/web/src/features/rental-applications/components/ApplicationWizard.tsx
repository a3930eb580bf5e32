import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import {
  RENTAL_APPLICATION_PAGE_LABELS,
  type RentalApplicationPage,
} from '@rentals/domain/rental-applications/enums';
import { nextPage, previousPage, visiblePages } from '@rentals/domain/rental-applications/navigation';
import { WIDE_TABS_MIN_WIDTH_PX } from '@rentals/domain/rental-applications/limits';
import { RENTAL_DOCUMENT_GROUPS } from '@rentals/domain/rental-applications/payload';
import {
  RENTAL_APPLICATION_PAGE_SCHEMAS,
  validateRentalApplication,
} from '@rentals/domain/rental-applications/validation';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HelpLink } from '../../../components/HelpLink';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { uploadFiles } from '../../../lib/upload/upload-files';

import { pageOfPath } from '../format/application-pages';
import { draftFileOf } from '../format/document-files';
import {
  forgetWorkingCopy,
  keepWorkingCopy,
  removeLocalDraft,
  saveLocalDraft,
} from '../format/draft-storage';
import { createUploadTracker } from '../format/upload-tracker';
import { DocumentUploadsContext } from '../hooks/upload-context';
import { useSubmitApplication, type RefusedField } from '../hooks/use-submit-application';
import { NO_CONSENT, type Consent } from './ConsentSection';
import { LoginDialog, SubmitDialogs } from './SubmitDialogs';
import { WizardActions } from './WizardActions';
import { WizardPage } from './WizardPages';
import { panelId, tabId, WizardTabs } from './WizardTabs';

export interface AccountDraft {
  save: (draft: RentalApplicationDraft) => Promise<boolean>;
  remove: () => Promise<void>;
}

interface Props {
  initial: RentalApplicationDraft;
  initialPage: RentalApplicationPage;
  signedIn: boolean;
  account: AccountDraft;
}

/**
 * The wizard (spec/02 §2, §4): tabs, the current page checked by its shared schema before every
 * move, drafts, uploads and Submit!. What is typed is kept for the tab as it is typed, so nothing
 * is lost to a failed upload or submit, a reload or a trip to the login page.
 */
export function ApplicationWizard({ initial, initialPage, signedIn, account }: Props) {
  const { t } = useTranslation('rentalApplication');
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [page, setPage] = useState<RentalApplicationPage>(initialPage);
  const [reached, setReached] = useState<RentalApplicationPage>(initialPage);
  const [toast, setToast] = useState<string | null>(null);
  const [loginAsked, setLoginAsked] = useState(false);
  const [consent, setConsent] = useState<Consent>(NO_CONSENT);
  const [consentError, setConsentError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useDomainForm<RentalApplicationDraft>(RENTAL_APPLICATION_PAGE_SCHEMAS[page], initial);
  const { getValues, setValue, handleSubmit, reset, setError, watch } = form;
  const applyingAs = watch('offer.applyingAs');
  const pages = visiblePages(applyingAs);

  const [tracker] = useState(() =>
    createUploadTracker(
      (file, onProgress) =>
        uploadFiles([file], 'RENTAL_APP', onProgress).then(([uploaded]) => draftFileOf(uploaded!)),
      (key, file) => {
        const path = `${RENTAL_DOCUMENT_GROUPS[key]}.${key}` as Path<RentalApplicationDraft>;
        const held = getValues(path) as unknown as RentalApplicationDraft['documents']['govIdsFile'];
        setValue(path, [...held, file] as never, { shouldDirty: true });
      },
    ),
  );

  // The working copy follows every change, with the page it was typed on.
  useEffect(() => {
    const subscription = watch((values) =>
      keepWorkingCopy({ draft: values as RentalApplicationDraft, page }),
    );
    keepWorkingCopy({ draft: getValues(), page });
    return () => subscription.unsubscribe();
  }, [watch, getValues, page]);

  const moveTo = (target: RentalApplicationPage) => {
    setPage(target);
    setReached((r) => (target > r ? target : r));
    // A new page shows its messages only after its own failed attempt.
    reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true });
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => heading.current?.focus());
  };
  /** Moves once the current page passes; on failure its messages show and the first field gets focus. */
  const attempt = (target: RentalApplicationPage | null) => {
    if (target === null) return;
    void handleSubmit(
      () => moveTo(target),
      () => {
        if (page === 7) setValue('signature.error', true);
      },
    )();
  };
  const back = () => {
    const target = previousPage(page, applyingAs);
    // Page 5 has no back validation (spec/02 §4).
    if (page === 5 && target !== null) moveTo(target);
    else attempt(target);
  };
  const select = (target: RentalApplicationPage) => {
    if (target === page) return;
    if (target < page && page === 5) moveTo(target);
    else attempt(target);
  };

  const goToLogin = () => {
    keepWorkingCopy({ draft: getValues(), page });
    void navigate(`/login?next=${encodeURIComponent(`/rental-application${search}`)}`);
  };
  const showRefused = ({ path, message, params }: RefusedField) => {
    const target = pageOfPath(path);
    moveTo(target);
    const types = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    setTimeout(() =>
      setError(
        path as Path<RentalApplicationDraft>,
        { type: 'server', message, types },
        { shouldFocus: true },
      ),
    );
  };
  const submission = useSubmitApplication(tracker, showRefused, goToLogin);

  const submit = () => {
    void handleSubmit(
      (values) => {
        const whole = validateRentalApplication(values);
        if (!whole.ok) {
          // A page passed earlier no longer does (an edit since): go there and show why.
          moveTo(whole.page);
          setTimeout(() => void handleSubmit(() => undefined)());
          return;
        }
        if (!consent.share) {
          setConsentError(true);
          return;
        }
        if (!signedIn) {
          setLoginAsked(true);
          return;
        }
        void submission.submit(getValues, consent.creditCheck);
      },
      () => setValue('signature.error', true),
    )();
  };

  const saveDraft = async () => {
    const draft = getValues();
    saveLocalDraft(draft);
    setToast(t('drafts.saved'));
    if (!(await account.save(draft))) setToast(t('drafts.accountSaveFailed'));
  };
  const cancel = () => {
    removeLocalDraft();
    void account.remove();
    setToast(t('drafts.removed'));
  };
  const finish = () => {
    removeLocalDraft();
    forgetWorkingCopy();
    void account.remove();
    void navigate('/');
  };

  return (
    <FormProvider {...form}>
      <DocumentUploadsContext value={{ tracker, signedIn, requestLogin: () => setLoginAsked(true) }}>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              [`@media (min-width:${WIDE_TABS_MIN_WIDTH_PX}px)`]: { flexDirection: 'row' },
            }}
          >
            <WizardTabs pages={pages} page={page} reached={reached} onSelect={select} />
            <Box
              id={panelId}
              role="tabpanel"
              aria-labelledby={tabId(page)}
              sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}
            >
              <form noValidate onSubmit={(event) => event.preventDefault()}>
                <Stack spacing={3}>
                  <Stack
                    direction="row"
                    spacing={2}
                    sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
                  >
                    <Typography
                      ref={heading}
                      tabIndex={-1}
                      component="h2"
                      variant="h5"
                      sx={{ outline: 'none' }}
                    >
                      {RENTAL_APPLICATION_PAGE_LABELS[page][locale]}
                    </Typography>
                    <HelpLink helpKey="application-wizard" />
                  </Stack>
                  <WizardPage
                    page={page}
                    onStart={() => attempt(nextPage(page, applyingAs))}
                    consent={consent}
                    onConsent={(next) => {
                      setConsent(next);
                      if (next.share) setConsentError(false);
                    }}
                    consentError={consentError}
                  />
                  <WizardActions
                    page={page}
                    applyingAs={applyingAs}
                    onBack={back}
                    onNext={() => attempt(nextPage(page, applyingAs))}
                    onSubmit={submit}
                    onSaveDraft={() => void saveDraft()}
                    onCancel={cancel}
                  />
                </Stack>
              </form>
            </Box>
          </Box>
        </Paper>
        <SubmitDialogs phase={submission.phase} onSuccessOk={finish} onDismiss={submission.dismiss} />
        <LoginDialog open={loginAsked} onLogin={goToLogin} onClose={() => setLoginAsked(false)} />
        <SuccessToast message={toast} onClose={() => setToast(null)} />
      </DocumentUploadsContext>
    </FormProvider>
  );
}
