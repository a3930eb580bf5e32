import type { RentalApplicationFile } from '@rentals/domain/rental-applications/draft';
import type { RentalDocumentKey } from '@rentals/domain/rental-applications/enums';

/*
 * The application's uploads in flight. Each file is uploaded as soon as it is chosen (so a draft
 * saved to the account keeps it); the wizard's submit waits here for the ones still going and
 * shows their progress ('Uploading documents...'). A failed upload stays listed with Retry: the
 * chosen file is kept, nothing else changes.
 */

export type UploadStatus = 'uploading' | 'failed';

export interface PendingUpload {
  id: number;
  key: RentalDocumentKey;
  file: File;
  progress: number;
  status: UploadStatus;
}

/** Sends one file and answers its reference; reports progress in percent. */
export type SendFile = (file: File, onProgress: (percent: number) => void) => Promise<RentalApplicationFile>;

export interface UploadTracker {
  /** The uploads in flight or failed, in the order chosen. */
  list(): readonly PendingUpload[];
  subscribe(listener: () => void): () => void;
  /** Uploads files under a key; `onDone` gets each file's reference once it is stored. */
  start(key: RentalDocumentKey, files: readonly File[]): void;
  retry(id: number): void;
  /** Forgets a failed upload (the file is not wanted after all). */
  dismiss(id: number): void;
  /** Resolves once nothing is uploading: true when every upload succeeded. */
  settled(): Promise<boolean>;
}

export function createUploadTracker(
  send: SendFile,
  onDone: (key: RentalDocumentKey, file: RentalApplicationFile) => void,
): UploadTracker {
  let uploads: PendingUpload[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const waiting = new Set<() => void>();

  const emit = () => {
    listeners.forEach((listener) => listener());
    if (!uploads.some((u) => u.status === 'uploading')) {
      waiting.forEach((resolve) => resolve());
      waiting.clear();
    }
  };
  const update = (id: number, change: Partial<PendingUpload>) => {
    uploads = uploads.map((u) => (u.id === id ? { ...u, ...change } : u));
    emit();
  };

  const run = (upload: PendingUpload) => {
    send(upload.file, (progress) => update(upload.id, { progress }))
      .then((stored) => {
        uploads = uploads.filter((u) => u.id !== upload.id);
        onDone(upload.key, stored);
        emit();
      })
      .catch(() => update(upload.id, { status: 'failed', progress: 0 }));
  };

  return {
    list: () => uploads,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(key, files) {
      const started = files.map((file) => ({
        id: nextId++,
        key,
        file,
        progress: 0,
        status: 'uploading' as const,
      }));
      uploads = [...uploads, ...started];
      emit();
      started.forEach(run);
    },
    retry(id) {
      const upload = uploads.find((u) => u.id === id);
      if (!upload || upload.status !== 'failed') return;
      update(id, { status: 'uploading', progress: 0 });
      run({ ...upload, status: 'uploading' });
    },
    dismiss(id) {
      uploads = uploads.filter((u) => u.id !== id);
      emit();
    },
    settled() {
      const done = () => !uploads.some((u) => u.status === 'failed');
      if (!uploads.some((u) => u.status === 'uploading')) return Promise.resolve(done());
      return new Promise((resolve) => waiting.add(() => resolve(done())));
    },
  };
}
