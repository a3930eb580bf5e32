import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { YOUR_DATA_SECTIONS } from './your-data-sections';

/**
 * /profile/your-data (issue 25): what the product holds about the user, one section per right.
 * This feature's sections come first; `sections` are other features' (consents, staff views,
 * account deletion), passed in by the route since features do not import each other.
 */
export function YourDataPage({ sections = [] }: { sections?: readonly ComponentType[] }) {
  const { t } = useTranslation('yourData');
  useDocumentTitle(t('title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {YOUR_DATA_SECTIONS.map(({ id, Section }) => (
        <Section key={id} />
      ))}
      {sections.map((Section, index) => (
        <Section key={index} />
      ))}
      <Stack direction="row">
        <Button component={RouterLink} to="/profile" variant="text">
          {t('backToProfile')}
        </Button>
      </Stack>
    </Stack>
  );
}
