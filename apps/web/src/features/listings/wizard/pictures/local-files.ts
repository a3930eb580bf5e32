import { createContext, useContext } from 'react';

/** A file kept on this device: its key in the store and a URL to show it. */
export interface KeptFile {
  key: string;
  url: string;
}

/**
 * Where chosen pictures go when they cannot be uploaded yet: uploads need an account, so the public
 * list-with-us wizard keeps a visitor's files on the device until submit. Without one (the
 * dialog), pictures are uploaded as they are chosen.
 */
export interface LocalFileStore {
  keep(file: File): Promise<KeptFile>;
}

export const LocalFilesContext = createContext<LocalFileStore | null>(null);
export const useLocalFiles = () => useContext(LocalFilesContext);
