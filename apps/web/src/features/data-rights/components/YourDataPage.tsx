import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConsentsSection } from './ConsentsSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { StaffViewsSection } from './StaffViewsSection';

/**
 * /profile/your-data: the user's data rights, one section each. The data export's sections join
 * these on the same page (features/privacy).
 */
export function YourDataPage() {
  const { t } = useTranslation('dataRights');
  useDocumentTitle(t('page.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <ConsentsSection />
      <StaffViewsSection />
      <DeleteAccountSection />
    </Stack>
  );
}
