import type { LocalFileStore } from '../../wizard/pictures/local-files';
import type { PictureItem, WizardValues } from '../../wizard/form/wizard-values';
import type { LocalFileRef } from '../form/lwu-values';
import { getBlob, putBlob } from './blob-store';

const newKey = () => `lwu-${crypto.randomUUID()}`;

/** Keeps a file or a drawn PNG on the device; answers how the draft refers to it. */
export async function keepBlob(blob: Blob, name: string): Promise<LocalFileRef> {
  const localKey = newKey();
  await putBlob(localKey, blob);
  return { localKey, name, mimeType: blob.type };
}

/** The store the wizard's picture lists keep their pictures in (see wizard/pictures/local-files). */
export const pictureStore: LocalFileStore = {
  async keep(file) {
    const key = newKey();
    await putBlob(key, file);
    return { key, url: URL.createObjectURL(file) };
  },
};

/**
 * The pictures of a restored draft with a URL to show each kept one again (the old object URLs died
 * with the page); a picture whose file is no longer on the device is left out.
 */
export async function restorePictures(items: PictureItem[]): Promise<PictureItem[]> {
  const restored = await Promise.all(
    items.map(async (item) => {
      if (!item.localKey) return item;
      const blob = await getBlob(item.localKey).catch(() => null);
      return blob ? { ...item, url: URL.createObjectURL(blob) } : null;
    }),
  );
  return restored.filter((p): p is PictureItem => p !== null);
}

export async function restoreValues(values: WizardValues): Promise<WizardValues> {
  return {
    ...values,
    pictures: await restorePictures(values.pictures),
    unitPictures: await restorePictures(values.unitPictures),
  };
}

/** A kept file as a File, to upload it; null when it is no longer on the device. */
export async function keptFile(ref: Pick<LocalFileRef, 'localKey' | 'name'>): Promise<File | null> {
  const blob = await getBlob(ref.localKey).catch(() => null);
  return blob ? new File([blob], ref.name, { type: blob.type }) : null;
}
