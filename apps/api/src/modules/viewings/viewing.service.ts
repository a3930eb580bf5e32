import type { Db } from '../../db/client';
import { UUID } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { actorOf, viewingView, type ViewingView } from './viewing-views';

/**
 * viewing(id): one viewing for its renter, the listing's owner and staff with inbox view.
 * VIEWING_NOT_FOUND for anyone else as for an unknown id (as viewingAction answers), so an id
 * tells a stranger nothing.
 */
export async function getViewing(db: Db, viewer: Viewer, id: string): Promise<ViewingView> {
  if (!UUID.test(id)) throw new AppError('VIEWING_NOT_FOUND');
  const viewing = await viewingView(db, id);
  if (!viewing || !actorOf(viewer, viewing, 'view')) throw new AppError('VIEWING_NOT_FOUND');
  return viewing;
}
