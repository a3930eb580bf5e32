import { FILE_KIND_LIMITS } from '@rentals/domain/files/limits';
import { useCallback, useRef, useState } from 'react';
import { toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { uploadFiles, type UploadedFile } from '../../../lib/upload/upload-files';

export const ATTACHMENT_LIMITS = FILE_KIND_LIMITS.MESSAGE_ATTACHMENT;

export type Attachment =
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'ready'; file: UploadedFile }
  | { status: 'refused'; name: string; reason: 'tooBig' | 'wrongType' }
  | { status: 'failed'; name: string; error: AppError };

/**
 * The typing area's attachment: one picture or PDF, uploaded as soon as it is chosen (a
 * MESSAGE_ATTACHMENT, private to the conversation) with its progress, as the listing wizard
 * uploads its pictures; the message then carries the upload's id. A file of another type or too
 * large is refused before it is sent; the API checks the same limits.
 */
export function useAttachment() {
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const upload = useRef(0);

  const choose = useCallback(async (file: File) => {
    const mine = ++upload.current;
    if (!(ATTACHMENT_LIMITS.mimeTypes as readonly string[]).includes(file.type)) {
      setAttachment({ status: 'refused', name: file.name, reason: 'wrongType' });
      return;
    }
    if (file.size > ATTACHMENT_LIMITS.maxBytes) {
      setAttachment({ status: 'refused', name: file.name, reason: 'tooBig' });
      return;
    }
    setAttachment({ status: 'uploading', name: file.name, progress: 0 });
    try {
      const [uploaded] = await uploadFiles([file], 'MESSAGE_ATTACHMENT', (progress) => {
        if (upload.current === mine) setAttachment({ status: 'uploading', name: file.name, progress });
      });
      if (upload.current === mine && uploaded) setAttachment({ status: 'ready', file: uploaded });
    } catch (error) {
      if (upload.current === mine)
        setAttachment({ status: 'failed', name: file.name, error: toAppError(error) });
    }
  }, []);

  const clear = useCallback(() => {
    upload.current += 1;
    setAttachment(null);
  }, []);

  return { attachment, choose, clear };
}
