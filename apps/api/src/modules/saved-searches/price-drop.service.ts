import { isPriceDrop, isPriceRise, knownPrice } from '@rentals/domain/saved-searches/price-drop';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedHomes } from '../../db/schema/saved-homes';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { sendEmail } from '../mail/notification.service';
import { loadAlertListing } from './listing-snapshot';
import { savedHomePriceDropEmail } from './saved-search-emails';

/*
 * Price drops of saved homes: a change of a unit's price (or a new unit, or the listing shown
 * again) enqueues a check keyed `saved-home-price-drop:<listing id>`. It compares the listing's
 * lowest price with what each renter who saved it last knew (saved_homes.last_alerted_price, else
 * saved_price) and e-mails those for whom it is lower, moving last_alerted_price in the
 * transaction that queues the e-mail, so each drop is announced once; a rise moves it silently,
 * so a cut after a rise is news again. A listing awaiting review
 * after its owner changed the rent is checked again when it is public (announceIfPublished).
 */

const PRICE_DROP_JOB = 'saved-home-price-drop';

/** Enqueues the check inside the transaction that changed the listing's prices. */
export function enqueuePriceDropCheck(tx: Db, listingId: string): Promise<void> {
  return enqueueJob(tx, {
    kind: PRICE_DROP_JOB,
    key: `${PRICE_DROP_JOB}:${listingId}`,
    payload: { listingId },
    runAt: new Date(),
  });
}

registerJobHandler(PRICE_DROP_JOB, async (deps, payload) => {
  await announcePriceDrop(deps, String(payload.listingId));
});

/** E-mails the renters for whom the listing's price dropped; answers how many. */
export async function announcePriceDrop(deps: AppDeps, listingId: string): Promise<number> {
  const listing = await loadAlertListing(deps.db, listingId);
  if (!listing?.publiclyVisible || listing.price == null) return 0;
  const price = listing.price;
  const sent = await deps.db.transaction(async (tx: Db) => {
    const saved = await tx
      .select({ home: savedHomes, email: users.email, locale: users.locale })
      .from(savedHomes)
      .innerJoin(users, eq(users.id, savedHomes.userId))
      .where(and(eq(savedHomes.listingId, listingId), ne(savedHomes.userId, listing.ownerId)))
      .for('update', { of: savedHomes });
    let written = 0;
    for (const { home, email, locale } of saved) {
      if (isPriceRise(price, home)) {
        await tx.update(savedHomes).set({ lastAlertedPrice: price }).where(eq(savedHomes.id, home.id));
        continue;
      }
      if (!isPriceDrop(price, home)) continue;
      const before = knownPrice(home)!;
      // Moved even when the kind is off: a drop while e-mails were off is not announced later.
      await tx.update(savedHomes).set({ lastAlertedPrice: price }).where(eq(savedHomes.id, home.id));
      const mail = savedHomePriceDropEmail(
        email,
        locale,
        { id: listing.id, title: listing.title, price, address: listing.address },
        before,
        deps.config.publicUrl,
      );
      if (await sendEmail(deps, tx, 'SAVED_HOME_PRICE_DROP', mail)) written++;
    }
    return written;
  });
  if (sent) deps.mail.flushSoon(deps.db);
  return sent;
}
