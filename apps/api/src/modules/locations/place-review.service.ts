import { and, asc, eq, exists, not, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, neighbourhoods, type NeighbourhoodRow } from '../../db/schema/locations';
import { UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { withNeighbourhoods, type CityWithNeighbourhoods } from './city.service';

/*
 * New cities and neighbourhoods (made from landlords' addresses, place.service.ts) stay off public
 * lists until staff accept them. Staff see them on the requested listings screen, where the
 * listings that bring them in arrive.
 */

/** How many cities the review list shows at once; more wait for the next ones to be accepted. */
const REVIEW_LIST_MAX = 100;

/**
 * Cities awaiting review, and accepted cities with neighbourhoods awaiting review, oldest first;
 * each with only its neighbourhoods awaiting review.
 */
export async function findPlacesAwaitingReview(db: Db): Promise<CityWithNeighbourhoods[]> {
  const hoodWaiting = and(eq(neighbourhoods.cityId, cities.id), not(neighbourhoods.accepted));
  const rows = await db
    .select()
    .from(cities)
    .where(or(not(cities.accepted), exists(db.select().from(neighbourhoods).where(hoodWaiting))))
    .orderBy(asc(cities.createdAt), asc(cities.id))
    .limit(REVIEW_LIST_MAX);
  return withNeighbourhoods(db, rows, { accepted: false });
}

/** Lists a city on public pages (acceptCity); CITY_NOT_FOUND for an unknown id. */
export async function acceptCity(db: Db, id: string): Promise<CityWithNeighbourhoods> {
  if (!UUID.test(id)) throw new AppError('CITY_NOT_FOUND');
  const [city] = await db.update(cities).set({ accepted: true }).where(eq(cities.id, id)).returning();
  if (!city) throw new AppError('CITY_NOT_FOUND');
  const hoods = await db
    .select()
    .from(neighbourhoods)
    .where(and(eq(neighbourhoods.cityId, id), not(neighbourhoods.accepted)))
    .orderBy(asc(neighbourhoods.createdAt), asc(neighbourhoods.name));
  return { ...city, neighbourhoods: hoods };
}

/** Lists a neighbourhood on public pages (acceptNeighbourhood); NEIGHBOURHOOD_NOT_FOUND for an unknown id. */
export async function acceptNeighbourhood(db: Db, id: string): Promise<NeighbourhoodRow> {
  if (!UUID.test(id)) throw new AppError('NEIGHBOURHOOD_NOT_FOUND');
  const [hood] = await db
    .update(neighbourhoods)
    .set({ accepted: true })
    .where(eq(neighbourhoods.id, id))
    .returning();
  if (!hood) throw new AppError('NEIGHBOURHOOD_NOT_FOUND');
  return hood;
}
