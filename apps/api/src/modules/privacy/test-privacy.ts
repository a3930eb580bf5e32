/** Operations of the privacy module, shared by its tests and its role × operation rows. */
export const MY_DATA_EXPORT = `query { myDataExport { id state requestedAt readyAt expiresAt fileId } }`;
export const REQUEST_DATA_EXPORT = `mutation { requestDataExport { id state requestedAt readyAt expiresAt fileId } }`;
export const RETRY_DATA_EXPORT = `mutation($id: ID!) { retryDataExport(id: $id) { id state requestedAt readyAt expiresAt fileId } }`;
export const PRIVACY_REQUESTS = `query($first: Int, $skip: Int) {
  privacyRequests(first: $first, skip: $skip) {
    count
    items { id kind status requestedAt dueAt user { id email name } }
  }
}`;

export interface DataExportAnswer {
  id: string;
  state: 'REQUESTED' | 'PREPARING' | 'READY' | 'EXPIRED' | 'FAILED';
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  fileId: string | null;
}
