import { createContext, useContext, useSyncExternalStore } from 'react';
import type { UploadTracker } from '../format/upload-tracker';

export interface DocumentUploads {
  tracker: UploadTracker;
  /** Documents are private to an account: a visitor is asked to log in before choosing any. */
  signedIn: boolean;
  requestLogin: () => void;
}

export const DocumentUploadsContext = createContext<DocumentUploads | null>(null);

export function useDocumentUploads(): DocumentUploads {
  const uploads = useContext(DocumentUploadsContext);
  if (!uploads) throw new Error('useDocumentUploads must be used inside the rental application wizard.');
  return uploads;
}

/** The uploads in flight or failed, re-rendering as they progress. */
export function usePendingUploads() {
  const { tracker } = useDocumentUploads();
  return useSyncExternalStore(tracker.subscribe, tracker.list, tracker.list);
}
