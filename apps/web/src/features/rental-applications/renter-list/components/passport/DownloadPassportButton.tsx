import { useTranslation } from 'react-i18next';
import { PrivateDownloadButton } from '../../../../../components/PrivateDownloadButton';

/** The API's archive of everything the renter gave (apps/api passport-export.ts). */
const PASSPORT_EXPORT_PATH = '/exports/my-rental-passport.zip';
const PASSPORT_EXPORT_FILENAME = 'rental-passport.zip';

/**
 * 'Download my data': the renter's answers, history and documents as a zip. The archive is built
 * while it downloads, so the button says so until it is saved.
 */
export function DownloadPassportButton() {
  const { t } = useTranslation('myApplications');
  return (
    <PrivateDownloadButton
      url={PASSPORT_EXPORT_PATH}
      filename={PASSPORT_EXPORT_FILENAME}
      labels={{
        button: t('passport.download'),
        accessibleName: t('passport.downloadLabel'),
        running: t('passport.downloading'),
        done: t('passport.downloaded'),
      }}
      sx={{ minWidth: 0 }}
    />
  );
}
