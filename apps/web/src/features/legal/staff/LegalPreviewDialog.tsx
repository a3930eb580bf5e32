import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLegalDocumentFieldsFragment } from '../../../gql/graphql';
import { LegalDocumentView } from '../components/LegalDocumentView';

/** A version as the public page shows it, in the admin's language, before publishing it. */
export function LegalPreviewDialog({
  doc,
  onClose,
}: {
  doc: AdminLegalDocumentFieldsFragment;
  onClose: () => void;
}) {
  const { t } = useTranslation('legal');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t('admin.previewTitle', { version: doc.version })}</DialogTitle>
      <DialogContent dividers>
        <LegalDocumentView kind={doc.kind} doc={doc} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
