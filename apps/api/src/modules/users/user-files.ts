import { registerFileOwner } from '../files/file-owners';

/*
 * A user's identity documents belong to that user's account: staff who may view users read them
 * (modules/files/file.policy.ts), besides the user. Loaded with the user operations (user.graphql.ts).
 */
registerFileOwner(['IDENTITY_DOCUMENT'], async (_db, file) =>
  file.ownerId ? { module: 'users', ownerIds: [file.ownerId] } : null,
);
