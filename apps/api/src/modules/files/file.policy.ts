import type { FilePathType } from '@rentals/domain/files/enums';
import { hasModulePermission, isStaff } from '@rentals/domain/users/rules';
import type { Viewer } from '../../graphql/context';

/** Public files are for everyone; a private file (identity and ownership documents) only for its owner and staff. */
export function canReadFile(
  viewer: Viewer | null,
  file: { isPrivate: boolean; ownerId: string | null },
): boolean {
  if (!file.isPrivate) return true;
  return !!viewer && (viewer.id === file.ownerId || isStaff(viewer));
}

/**
 * Who may upload which kind: listing files belong to landlords (and staff listing for them), content
 * thumbnails to staff who may add that content; avatars, messages and identity documents to anyone signed in.
 */
export function canUploadFile(viewer: Viewer | null, pathType: FilePathType): boolean {
  if (!viewer) return false;
  switch (pathType) {
    case 'LISTING_PICTURE':
    case 'FLOOR_PLAN':
    case 'GOVT_PROOF':
    case 'OWNERSHIP_PROOF':
      return viewer.userType === 'LANDLORD' || isStaff(viewer);
    case 'HELP_CENTER_THUMBNAIL':
      return hasModulePermission(viewer, 'helpCenter', 'add');
    case 'BLOG_THUMBNAIL':
      return hasModulePermission(viewer, 'blogs', 'add');
    case 'AVATAR':
    case 'MESSAGE_ATTACHMENT':
    case 'IDENTITY_DOCUMENT':
      return true;
  }
}

/** A file is deleted by whoever uploaded it, or by staff (moderation). */
export function canDeleteFile(viewer: Viewer | null, file: { ownerId: string | null }): boolean {
  return !!viewer && (viewer.id === file.ownerId || isStaff(viewer));
}
