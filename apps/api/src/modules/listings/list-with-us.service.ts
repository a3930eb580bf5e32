import { eq } from 'drizzle-orm';
import type { ListWithUsInput } from '@rentals/domain/listings/list-with-us-input';
import { listWithUsUserType } from '@rentals/domain/listings/list-with-us';
import { users } from '../../db/schema/users';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { choosePlans } from './listing-plans';
import { insertNewBuilding } from './listing.service';

/** What createListWithUs answers: the listing, its units, and whether its plans await payment. */
export interface ListWithUsResult {
  id: string;
  unitIds: string[];
  paymentStatus: string | null;
  planIds: number[];
}

/**
 * The public wizard's submission (spec/03 §4.1). Everything the page checked is checked again, in
 * order, before anything is written: the caller may list as `role` and already has the user type
 * that role gives (updateUserTypeListWithUs comes first, so the proofs could be uploaded), else
 * 'User Unauthorized'; then the plans (listing-plans.ts); then the files, while creating. The
 * phone, the building, its units and pictures are then written in one transaction, by the path
 * createListing takes, so a refusal or failure at any step leaves nothing behind.
 */
export async function createListWithUs(
  deps: AppDeps,
  viewer: Viewer,
  input: ListWithUsInput,
): Promise<ListWithUsResult> {
  const outcome = listWithUsUserType(viewer.userType, input.role);
  if (!outcome.allowed || outcome.userType !== viewer.userType) {
    throw new AppError('LIST_WITH_US_USER_UNAUTHORIZED');
  }
  const columns = await choosePlans(deps.db, input.planIds, input.listing.location.cityId);
  const building = { ...input.listing, role: input.role, createdFrom: 'LIST_WITH_US' as const };
  const created = await insertNewBuilding(
    deps,
    viewer,
    { building, units: input.units, columns },
    // Step 1 saves the phone on the user (spec/03 §4.1); it goes with the listing or not at all.
    async (tx) => {
      await tx
        .update(users)
        .set({ phone: input.phone, updatedAt: new Date() })
        .where(eq(users.id, viewer.id));
    },
  );
  await deps.pubsub.publish('user:updated', viewer.id, { userId: viewer.id });
  return { ...created, paymentStatus: columns.paymentStatus ?? null, planIds: input.planIds };
}
