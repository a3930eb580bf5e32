import type { FilePathType } from '@rentals/domain/files/enums';
import { actsAsStaff, hasModulePermission } from '@rentals/domain/users/rules';
import type { Viewer } from '../../graphql/context';
import type { FileOwnership } from './file-owners';

/** The parts of a file the access rules look at. */
export interface FileAccess {
  isPrivate: boolean;
  ownerId: string | null;
  pathType: string;
}

/** A user's data export holds everything about them: its owner alone reads it, never staff. */
const OWNER_ONLY_KINDS: readonly string[] = ['DATA_EXPORT'] satisfies FilePathType[];

/** An admin with two-factor on, who reads every private file that is not owner-only. */
function readsAllFiles(viewer: Viewer, file: FileAccess): boolean {
  return viewer.userType === 'ADMIN' && actsAsStaff(viewer) && !OWNER_ONLY_KINDS.includes(file.pathType);
}

/** Whether reading a private file needs its record: not for visitors, its uploader or admins. */
export function needsFileOwnership(viewer: Viewer | null, file: FileAccess): boolean {
  return (
    file.isPrivate &&
    !!viewer &&
    viewer.id !== file.ownerId &&
    !readsAllFiles(viewer, file) &&
    !OWNER_ONLY_KINDS.includes(file.pathType)
  );
}

/**
 * Public files are for everyone. A private file (identity documents, a listing's proofs,
 * attachments) is read by its uploader, admins, the users its record belongs to, and staff with the
 * view permission of the module owning that record (a listing's proofs: listings). A file no record
 * holds, or of a kind no domain owns, stays with its uploader and admins: deny by default. A data
 * export is its owner's alone. Staff without two-factor on get no staff access here (actsAsStaff).
 */
export function canReadFile(
  viewer: Viewer | null,
  file: FileAccess,
  ownership: FileOwnership | null,
): boolean {
  if (!file.isPrivate) return true;
  if (!viewer) return false;
  if (viewer.id === file.ownerId || readsAllFiles(viewer, file)) return true;
  if (!ownership || OWNER_ONLY_KINDS.includes(file.pathType)) return false;
  return ownership.ownerIds.includes(viewer.id) || hasModulePermission(viewer, ownership.module, 'view');
}

/**
 * Who may upload which kind: listing files belong to landlords (and staff listing for them), content
 * thumbnails to staff who may add that content (help-center ones to its editors too); avatars, messages, identity and rental application
 * documents to anyone signed in.
 */
export function canUploadFile(viewer: Viewer | null, pathType: FilePathType): boolean {
  if (!viewer) return false;
  switch (pathType) {
    case 'LISTING_PICTURE':
    case 'FLOOR_PLAN':
    case 'GOVT_PROOF':
    case 'OWNERSHIP_PROOF':
    case 'LISTING_SIGNATURE':
      return viewer.userType === 'LANDLORD' || actsAsStaff(viewer);
    case 'HELP_CENTER_THUMBNAIL':
      return (
        hasModulePermission(viewer, 'helpCenter', 'add') || hasModulePermission(viewer, 'helpCenter', 'edit')
      );
    case 'BLOG_THUMBNAIL':
      return hasModulePermission(viewer, 'blogs', 'add');
    case 'CONTENT_IMAGE':
      return hasModulePermission(viewer, 'articles', 'add') || hasModulePermission(viewer, 'blogs', 'add');
    case 'AVATAR':
    case 'MESSAGE_ATTACHMENT':
    case 'IDENTITY_DOCUMENT':
    case 'VERIFICATION_DOCUMENT':
      return true;
    case 'RENTAL_APP':
      // An applicant (tenant or guarantor) uploads their application's documents before sending it.
      return true;
    case 'LEASE_DOCUMENT':
    case 'LEASE_SIGNATURE':
      // Sealed leases and signatures are made by the signing ceremony, never uploaded.
      return false;
    case 'DATA_EXPORT':
      // Made by the privacy module from the user's own data, never uploaded.
      return false;
  }
}

/** A file is deleted by whoever uploaded it, or by staff with two-factor on (moderation). */
export function canDeleteFile(
  viewer: Viewer | null,
  file: { ownerId: string | null; pathType: string },
): boolean {
  // A signed lease and its signatures are the parties' record: nobody deletes them one by one.
  if (file.pathType === 'LEASE_DOCUMENT' || file.pathType === 'LEASE_SIGNATURE') return false;
  return !!viewer && (viewer.id === file.ownerId || actsAsStaff(viewer));
}
