import { useMutation } from '@apollo/client/react';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { ScanImageDocument } from '../api/listing-wizard-operations';
import type { PictureItem, WizardValues } from '../form/wizard-values';

/** Uploads finishing within this long are scanned together, in one call. */
const SCAN_DELAY_MS = 1500;

/** Features seen in the pictures uploaded in this dialog (scanImage), for suggestions and the description. */
export const PictureScanContext = createContext<string[]>([]);
export const useDetectedFeatures = () => useContext(PictureScanContext);

const uploadedIds = (items: PictureItem[]) =>
  items.filter((p) => p.status === 'done' && p.fileId).map((p) => p.fileId!);

/**
 * Scans each newly uploaded building or unit picture once, shortly after its upload finishes, and
 * collects the features the vision provider saw. Quiet by design: without a provider
 * (VISION_NOT_CONFIGURED) it stops asking, and a failed scan only means no suggestions.
 */
export function usePictureScan(control: Control<WizardValues>): string[] {
  const [scan] = useMutation(ScanImageDocument);
  const pictures = useWatch({ control, name: 'pictures' });
  const unitPictures = useWatch({ control, name: 'unitPictures' });
  const [features, setFeatures] = useState<string[]>([]);
  const scanned = useRef(new Set<string>());
  const disabled = useRef(false);
  const pending = [...uploadedIds(pictures), ...uploadedIds(unitPictures)].filter(
    (id) => !scanned.current.has(id),
  );
  const pendingKey = pending.join(',');

  useEffect(() => {
    if (!pendingKey || disabled.current) return;
    const ids = pendingKey.split(',');
    const timer = setTimeout(() => {
      ids.forEach((id) => scanned.current.add(id));
      scan({ variables: { urls: ids.map((id) => `/files/${id}`) } })
        .then(({ data }) => {
          const seen = data?.scanImage ?? [];
          if (seen.length)
            setFeatures((known) => [
              ...known,
              ...seen.filter((f) => !known.some((k) => k.toLowerCase() === f.toLowerCase())),
            ]);
        })
        .catch((failure: unknown) => {
          if (toAppError(failure).code === 'VISION_NOT_CONFIGURED') disabled.current = true;
        });
    }, SCAN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pendingKey, scan]);

  return features;
}
