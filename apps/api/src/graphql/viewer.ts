import type { Viewer } from './context';
import { AppError } from './errors';

/** The signed-in viewer; resolvers behind a loggedIn scope call this to get a non-null type. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  return viewer;
}
