import { expect } from 'vitest';
import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';

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

/** The user's own latest export, as 'Your data' reads it. */
export async function myExportOf(api: TestApi, user: CreatedUser): Promise<DataExportAnswer | null> {
  const r = await api.execute<{ myDataExport: DataExportAnswer | null }>(
    MY_DATA_EXPORT,
    {},
    { token: user.token },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.myDataExport;
}

/** Asks for a copy as the user, expecting it taken. */
export async function requestExportAs(api: TestApi, user: CreatedUser): Promise<DataExportAnswer> {
  const r = await api.execute<{ requestDataExport: DataExportAnswer }>(
    REQUEST_DATA_EXPORT,
    {},
    { token: user.token },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.requestDataExport;
}
