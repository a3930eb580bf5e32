/*
 * The wizard's chosen files (pictures, proofs, the signature) kept on the device as Blobs in
 * IndexedDB: localStorage holds only text, and a visitor's files cannot be uploaded before they
 * have an account. A reload or the log-in round trip then loses nothing.
 */
const DB_NAME = 'rentals-list-with-us';
const STORE = 'files';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export const putBlob = (key: string, blob: Blob) =>
  run('readwrite', (s) => s.put(blob, key)).then(() => undefined);

export const getBlob = (key: string) =>
  run<unknown>('readonly', (s) => s.get(key)).then((found) => (found instanceof Blob ? found : null));

export const allBlobKeys = () => run('readonly', (s) => s.getAllKeys()).then((keys) => keys.map(String));

export const deleteBlob = (key: string) => run('readwrite', (s) => s.delete(key)).then(() => undefined);

export const clearBlobs = () => run('readwrite', (s) => s.clear()).then(() => undefined);
