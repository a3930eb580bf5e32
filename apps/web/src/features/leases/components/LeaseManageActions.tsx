import { useMutation } from '@apollo/client/react';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaseDetailFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { SendLeaseDocument } from '../api/lease-operations';
import type { LeaseActions } from '../format/lease-actions';
import { LeasePdfButton } from './LeasePdfButton';
import { RemindButton } from './RemindButton';
import { VoidLeaseButton } from './VoidLeaseButton';

/** The lease page's actions: send a draft, remind, void, and the PDFs to download. */
export function LeaseManageActions({
  lease,
  actions,
}: {
  lease: LeaseDetailFieldsFragment;
  actions: LeaseActions;
}) {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  const [send, { loading }] = useMutation(SendLeaseDocument);
  const [error, setError] = useState<AppError | null>(null);
  const sendDraft = async () => {
    setError(null);
    try {
      await send({ variables: { leaseId: lease.id } });
    } catch (e) {
      setError(toAppError(e));
    }
  };
  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{errorText(error, locale)}</Alert>}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        {actions.send && (
          <Button
            variant="contained"
            size="small"
            startIcon={<Send />}
            disabled={loading}
            onClick={() => void sendDraft()}
          >
            {t('actions.send')}
          </Button>
        )}
        {actions.remind && <RemindButton leaseId={lease.id} />}
        {actions.downloadSigned && lease.signedDocumentPath && (
          <LeasePdfButton id={lease.id} path={lease.signedDocumentPath} kind="signed" />
        )}
        <LeasePdfButton id={lease.id} path={lease.documentPath} kind="en" />
        <LeasePdfButton id={lease.id} path={lease.documentPath} kind="fr" />
        {actions.void && <VoidLeaseButton leaseId={lease.id} />}
      </Stack>
    </Stack>
  );
}
