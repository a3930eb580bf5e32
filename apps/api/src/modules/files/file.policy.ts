import { isStaff } from '@rentals/domain/users/rules';
import type { Viewer } from '../../graphql/context';

/** Public files are for everyone; a private file (identity and ownership documents) only for its owner and staff. */
export function canReadFile(viewer: Viewer | null, file: { isPrivate: boolean; ownerId: string | null }): boolean {
  if (!file.isPrivate) return true;
  return !!viewer && (viewer.id === file.ownerId || isStaff(viewer));
}
