/** Pictures over 3 MB are re-encoded in the browser before upload (spec/03 §5). */
export const COMPRESS_THRESHOLD_BYTES = 3 * 1024 * 1024;
/** The JPEG quality used when compressing (spec/03 §5). */
export const COMPRESS_QUALITY = 0.6;
/** The picture types the dialog accepts (spec/03 §5: jpg, jpeg or png). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Whether a file is a picture the dialog accepts: a JPEG or PNG, judged by type or extension. */
export function isAcceptedPicture(file: Pick<File, 'name' | 'type'>): boolean {
  if ((PICTURE_TYPES as readonly string[]).includes(file.type)) return true;
  return !file.type && /\.(jpe?g|png)$/i.test(file.name);
}

/** Whether a picture is compressed before upload: an accepted picture above the threshold. */
export function shouldCompress(file: Pick<File, 'name' | 'type' | 'size'>): boolean {
  return isAcceptedPicture(file) && file.size > COMPRESS_THRESHOLD_BYTES;
}

/** The compressed file's name: the same name with a .jpg extension, as it is now a JPEG. */
export function compressedName(name: string): string {
  return `${name.replace(/\.[^.]+$/, '')}.jpg`;
}

/**
 * Re-encodes a large picture as a JPEG at quality 0.6 with a canvas; smaller ones, and any picture
 * the browser cannot decode, are sent as they are (the server re-encodes every picture anyway).
 */
export async function compressImage(file: File): Promise<File> {
  if (!shouldCompress(file)) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // PNG transparency turns white rather than black in the JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', COMPRESS_QUALITY),
    );
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], compressedName(file.name), { type: 'image/jpeg' });
  } catch (error) {
    console.error('Picture could not be compressed; sending it as it is', error);
    return file;
  }
}
