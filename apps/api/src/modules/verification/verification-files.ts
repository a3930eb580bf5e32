import { registerFileOwner } from '../files/file-owners';

/*
 * A verification document belongs to the poster who sent it: staff who may view users read it
 * (modules/files/file.policy.ts), and every read is recorded (the kind's recordsDownloads), which
 * is the "who viewed" log of the request. Loaded with the verification operations.
 */
registerFileOwner(['VERIFICATION_DOCUMENT'], async (_db, file) =>
  file.ownerId ? { module: 'users', ownerIds: [file.ownerId] } : null,
);
