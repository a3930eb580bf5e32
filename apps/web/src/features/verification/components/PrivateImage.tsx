import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { fetchPrivateFile } from '../../../lib/download/private-download';

/**
 * A private picture shown inline: fetched with the session's token (an <img src> cannot send it),
 * which the API records as a read, and shown from a blob: address freed when it goes.
 */
export function PrivateImage({ url, alt, failed }: { url: string; alt: string; failed: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    let address: string | null = null;
    let gone = false;
    fetchPrivateFile(url)
      .then((blob) => {
        if (gone) return;
        address = URL.createObjectURL(blob);
        setSrc(address);
      })
      .catch(() => !gone && setError(true));
    return () => {
      gone = true;
      if (address) URL.revokeObjectURL(address);
    };
  }, [url]);
  if (error) return <span role="alert">{failed}</span>;
  if (!src) return <Skeleton variant="rectangular" height={200} aria-hidden />;
  return <img src={src} alt={alt} style={{ maxWidth: '100%', height: 'auto', display: 'block' }} />;
}
