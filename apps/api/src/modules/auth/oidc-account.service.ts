import { and, eq, isNull } from 'drizzle-orm';
import { decideHostedAccount } from '@rentals/domain/auth/hosted-account-rules';
import type { Locale } from '@rentals/domain/users/enums';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';
import { AppError } from '../../graphql/errors';
import { findUserByEmail } from '../users/user.service';
import type { HostedIdentity } from './oidc-id-token';

/**
 * The account a verified hosted identity signs in to: the one linked to its subject; else the one
 * with its e-mail, linked now, only when the provider verified that e-mail; else a new UNVERIFIED
 * account (it chooses Renter or Landlord at first login, as a local sign-up without a type does,
 * and accepts the terms in the dialog shown to accounts that have not). No password is set.
 */
export async function openHostedAccount(db: Db, identity: HostedIdentity, locale: Locale): Promise<UserRow> {
  const [bySubject] = await db.select().from(users).where(eq(users.auth0id, identity.subject));
  const byEmail = identity.email ? await findUserByEmail(db, identity.email) : undefined;
  const decision = decideHostedAccount({
    bySubject: bySubject ?? null,
    byEmail: byEmail ?? null,
    email: identity.email,
    emailVerified: identity.emailVerified,
  });
  switch (decision.kind) {
    case 'SIGN_IN':
      return bySubject!;
    case 'REFUSE':
      throw new AppError(decision.code);
    case 'LINK': {
      // Only while still unlinked: a link made meanwhile by another sign-in is not overwritten.
      const [linked] = await db
        .update(users)
        .set({ auth0id: identity.subject, updatedAt: new Date() })
        .where(and(eq(users.id, decision.userId), isNull(users.auth0id)))
        .returning();
      if (!linked) throw new AppError('OIDC_ACCOUNT_LINKED');
      return linked;
    }
    case 'CREATE': {
      const [created] = await db
        .insert(users)
        .values({
          email: decision.email,
          auth0id: identity.subject,
          firstName: identity.firstName,
          lastName: identity.lastName,
          userType: 'UNVERIFIED',
          locale,
        })
        .returning();
      return created!;
    }
  }
}
