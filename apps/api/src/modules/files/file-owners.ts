import type { FilePathType } from '@rentals/domain/files/enums';
import type { StaffModule } from '@rentals/domain/users/enums';
import type { Db } from '../../db/client';
import type { FileObjectRow } from '../../db/schema/files';

/*
 * Who a private file belongs to is known by the domain whose record holds it (a listing's proofs,
 * a user's identity documents), not by the files module. Each such domain registers, for the kinds
 * it owns, how to find the record of a file: its staff module and the users it belongs to. A kind
 * no domain registers has no owning record, and its files stay with their uploader and admins.
 */

/** The record a file belongs to. */
export interface FileOwnership {
  /** The staff module of the record: its view permission reads the file. */
  module: StaffModule;
  /** The users the record belongs to (a listing's owner): they always read its files. */
  ownerIds: readonly string[];
}

/** The record holding one file of a registered kind, or null when none holds it (yet). */
export type FileOwnerLookup = (db: Db, file: FileObjectRow) => Promise<FileOwnership | null>;

const lookups = new Map<FilePathType, FileOwnerLookup>();

/** Called once by the domain owning these kinds, when its module loads. */
export function registerFileOwner(pathTypes: readonly FilePathType[], lookup: FileOwnerLookup): void {
  for (const pathType of pathTypes) {
    // Two domains claiming one kind would make access depend on load order.
    if (lookups.has(pathType)) throw new Error(`${pathType} files already belong to another domain`);
    lookups.set(pathType, lookup);
  }
}

/** The record of a file, as its domain tells it; null for a kind no domain owns. */
export function findFileOwnership(db: Db, file: FileObjectRow): Promise<FileOwnership | null> {
  const lookup = lookups.get(file.pathType as FilePathType);
  return lookup ? lookup(db, file) : Promise.resolve(null);
}
