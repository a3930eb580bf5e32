import { and, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { createEncryptionAdapter } from '../../adapters/crypto/encryption';
import { CREATE_BOOKING } from '../../modules/messaging/test-rooms';
import { createFactories } from '../../test/factories';
import type { ApiProcess } from '../../test/api-process';
import type { Db } from '../client';
import { listings } from '../schema/listings';
import { cities } from '../schema/locations';
import { graphql, listBuilding, type LoadClients } from './api-write-load';

/** The wizard's free plan: a listing renters can write about without a deposit. */
const FREE_PLAN_IDS = [5];

/**
 * The clients of the write load on a running API process: `landlords` landlords and `renters`
 * renters (sessions made in the database, as sign-in would), each renter in a conversation about a
 * landlord's listing, listed through the API and approved here as staff would.
 */
export async function prepareLoadClients(
  api: ApiProcess,
  db: Db,
  counts: { landlords: number; renters: number },
): Promise<LoadClients> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: api.dataDir, LOG_LEVEL: 'silent' });
  const factories = createFactories(db, createEncryptionAdapter(config));
  // Loaded by the API's start (reference data); Viewings Management is a GTA plan.
  const [toronto] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.name, 'Toronto'), eq(cities.province, 'ON')));
  if (!toronto) throw new Error('Toronto is not among the cities the API loaded');
  const landlords: string[] = [];
  for (let i = 0; i < counts.landlords; i++) {
    landlords.push((await factories.user({ userType: 'LANDLORD' })).token);
  }
  const renterTokens: string[] = [];
  for (let i = 0; i < counts.renters; i++) {
    renterTokens.push((await factories.user({ userType: 'RENTER' })).token);
  }
  const homes = await Promise.all(
    renterTokens.map((_, i) =>
      listBuilding(api.url, landlords[i % landlords.length]!, toronto.id, FREE_PLAN_IDS, -i - 1),
    ),
  );
  await db
    .update(listings)
    .set({ isapproved: true, postedAt: new Date() })
    .where(
      inArray(
        listings.id,
        homes.map((h) => h.id),
      ),
    );
  const renters = await Promise.all(
    renterTokens.map(async (token, i) => {
      const answer = await graphql<{ createBooking: { room: string } }>(api.url, token, CREATE_BOOKING, {
        data: { listing: homes[i]!.id, text: 'Hello! Is it still available?' },
      });
      return { token, roomId: answer.createBooking.room };
    }),
  );
  return { url: api.url, torontoId: toronto.id, landlords, renters };
}
