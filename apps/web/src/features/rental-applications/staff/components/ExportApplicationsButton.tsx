import { useTranslation } from 'react-i18next';
import { PrivateDownloadButton } from '../../../../components/PrivateDownloadButton';

/** The API's export of the table (apps/api application-export.ts), under the table's filters. */
const EXPORT_PATH = '/exports/rental-applications.xlsx';
const EXPORT_FILENAME = 'rental-applications.xlsx';

/** Export: the filtered applications in rental-applications.xlsx. */
export function ExportApplicationsButton({ query }: { query: string }) {
  const { t } = useTranslation('applicationStaff');
  return (
    <PrivateDownloadButton
      url={query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH}
      filename={EXPORT_FILENAME}
      labels={{
        button: t('export.button'),
        accessibleName: t('export.label'),
        running: t('export.running'),
        done: t('export.done'),
      }}
      buttonProps={{ size: 'large', fullWidth: true }}
      sx={{ minWidth: 160, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    />
  );
}
