import { useTranslation } from 'react-i18next';
import { PrivateDownloadButton } from '../../../components/PrivateDownloadButton';
import { leaseFileName } from '../format/lease-actions';

/** Downloads a lease's PDF (the sealed one, or the unsigned one in a language) with the session. */
export function LeasePdfButton({
  id,
  path,
  kind,
  address,
}: {
  id: string;
  path: string;
  kind: 'signed' | 'en' | 'fr';
  /** Names the lease in the button's accessible name, where several leases are listed. */
  address?: string;
}) {
  const { t } = useTranslation('leases');
  const url = kind === 'signed' ? path : `${path}?locale=${kind}`;
  const button = t(`download.${kind}`);
  return (
    <PrivateDownloadButton
      url={url}
      filename={leaseFileName(id, kind)}
      labels={{
        button,
        accessibleName: address ? t('download.named', { button, address }) : undefined,
        running: t('download.running'),
        done: t('download.done'),
      }}
      buttonProps={{ size: 'small' }}
    />
  );
}
