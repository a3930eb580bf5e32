import { SIGNER_ROLE_LABELS } from '@rentals/domain/leases/statuses';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LeaseSignerRow } from '../../db/schema/leases';
import { users } from '../../db/schema/users';
import type { Viewer } from '../../graphql/context';

/*
 * How the audit trail names who acted. The label is written with the event, so the trail still
 * reads 'Jane Doe (Tenant)' after Jane's account is deleted.
 */

export const SYSTEM_ACTOR = 'Rentals';
export const SIGNING_SERVICE_ACTOR = 'Signing service';

/** A signer: their name and role on the lease. */
export const signerLabel = (signer: Pick<LeaseSignerRow, 'name' | 'role'>) =>
  `${signer.name} (${SIGNER_ROLE_LABELS[signer.role].en})`;

/** A signed-in user: their name and e-mail, and 'staff' for staff. */
export async function actorLabelOf(db: Db, viewer: Viewer): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, viewer.id));
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || viewer.email;
  const staff = viewer.userType === 'ADMIN' || viewer.userType === 'SUB_ADMIN' ? ', staff' : '';
  return `${name} <${viewer.email}>${staff}`;
}
