import Save from '@mui/icons-material/Save';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { leaseTermsSchema, type LeaseTerms } from '@rentals/domain/leases/terms';
import { leaseToday } from '@rentals/domain/leases/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../../components/FormAlert';
import { useLocale } from '../../../../i18n/use-locale';
import { fieldLabel } from '../../../../i18n/validation';
import { useDomainForm } from '../../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../../lib/forms/use-error-text';
import { leaseFormSchema, type LeaseFormValues } from '../../format/lease-form';
import type { LeaseOrigin } from '../../format/draft-storage';
import type { LeaseFormKit } from '../../hooks/lease-form-kit';
import { useCreateLease } from '../../hooks/use-create-lease';
import { useLeaseDraft } from '../../hooks/use-lease-draft';
import { useVoidClauses } from '../../hooks/use-void-clauses';
import { AdditionalTermsSection } from './AdditionalTermsSection';
import { DepositsSections } from './DepositsSections';
import { LeasePreview, PREVIEW_BESIDE } from './LeasePreview';
import { PartiesSection } from './PartiesSection';
import { SendAnywayDialog } from './SendAnywayDialog';
import { SendingSection } from './SendingSection';
import { ServicesSections } from './ServicesSection';
import { TermRentSections } from './TermRentSections';
import { UnitContactSections } from './UnitContactSections';

/**
 * The lease form of /leases/new, checked by the API's own schema (checkedLeaseTermsSchema on the
 * landlord's today, with the province's deposit rules), with the live preview beside it. What is
 * typed is kept in this browser until the lease is created, so no error loses it; sending a lease
 * whose additional terms hold clauses known to be void asks first.
 */
export function LeaseForm({
  initial,
  restored,
  origin,
  draftKey,
}: {
  initial: LeaseFormValues;
  restored: boolean;
  origin: LeaseOrigin & { listingId: string };
  draftKey: string;
}) {
  const { t } = useTranslation('leaseForm');
  const locale = useLocale();
  const navigate = useNavigate();
  const [today] = useState(() => leaseToday());
  const [schema] = useState(() => leaseFormSchema(today));
  const form = useDomainForm<LeaseTerms, LeaseFormValues>(schema, initial);
  // The labelled schema names the fields: the checked one is a copy zod makes, without labels.
  const errorText = useErrorText(leaseTermsSchema);
  const kit: LeaseFormKit = {
    control: form.control,
    label: (path) => fieldLabel(leaseTermsSchema, path, locale),
    errorText,
  };
  const draft = useLeaseDraft(form.control, draftKey, form.formState.isDirty);
  const findings = useVoidClauses(form.control);
  const [confirming, setConfirming] = useState<LeaseTerms | null>(null);
  const { create, busy } = useCreateLease(form, origin, (id, status) => {
    draft.forget();
    void navigate(`/leases/${encodeURIComponent(id)}`, { state: { created: status } });
  });

  const submit = (send: boolean) =>
    form.handleSubmit(async (terms) => {
      form.formError.setError(null);
      if (send && findings.length > 0) {
        setConfirming(terms);
        return;
      }
      await create(terms, send);
    });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('formLabel')}
      // Enter in a field must not send a lease: only the two buttons below do.
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateAreas: '"form" "preview" "actions"',
        alignItems: 'start',
        [`@media ${PREVIEW_BESIDE}`]: {
          gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
          gridTemplateAreas: '"form preview" "actions preview"',
        },
      }}
    >
      <Stack spacing={3} sx={{ gridArea: 'form' }}>
        {restored && <Alert severity="info">{t('restored')}</Alert>}
        <PartiesSection kit={kit} />
        <UnitContactSections kit={kit} />
        <TermRentSections kit={kit} today={today} />
        <ServicesSections kit={kit} />
        <DepositsSections kit={kit} />
        <AdditionalTermsSection kit={kit} findings={findings} />
        <SendingSection kit={kit} />
      </Stack>
      <Box sx={{ gridArea: 'preview', alignSelf: 'stretch' }}>
        <LeasePreview kit={kit} />
      </Box>
      <Stack sx={{ gridArea: 'actions' }} spacing={2}>
        <FormAlert message={form.formError.message} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            type="button"
            variant="contained"
            size="large"
            startIcon={<Send />}
            disabled={busy}
            onClick={() => void submit(true)()}
          >
            {t('send')}
          </Button>
          <Button
            type="button"
            variant="outlined"
            size="large"
            startIcon={<Save />}
            disabled={busy}
            onClick={() => void submit(false)()}
          >
            {t('saveDraft')}
          </Button>
        </Stack>
      </Stack>
      <SendAnywayDialog
        open={!!confirming}
        busy={busy}
        findings={findings}
        onEdit={() => {
          setConfirming(null);
          // After the dialog gives focus back, to the text to edit.
          setTimeout(() => form.setFocus('additionalTerms'), 0);
        }}
        onSend={() => {
          const terms = confirming;
          setConfirming(null);
          if (terms) void create(terms, true);
        }}
      />
    </Box>
  );
}
