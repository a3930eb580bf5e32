import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_USER_TYPES, type UserType } from '@rentals/domain/users/enums';
import { ACCOUNT_INVITATION_TTL_HOURS } from '@rentals/domain/users/limits';
import { mayCreateUserOfType } from '@rentals/domain/users/rules';
import type { CreateUserInput } from '@rentals/domain/users/schemas';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { passwordResetTokens, users, type UserRow } from '../../db/schema/users';
import { containing, isUniqueViolation, pageOf, type Paging } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { recordAudit } from '../audit/audit.service';
import { hashPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/token';
import { loadListingDetails, type ListingDetail } from '../listings/listing-read.service';
import { accountInvitationEmail } from './account-invitation-email';
import { findUserByEmail, getUserById } from './user.service';

/*
 * Staff user management (spec/01 §2 /users, /users/listing/{id}, /admins): the users table, its
 * search and counts, accounts created by staff, and a user's listings. Deletion is in
 * user-deletion.service.ts.
 */

/** A row of the users table: the account and how many listings it owns. */
export type UserListRow = UserRow & { listingCount: number };

export interface UserFilter {
  userType?: UserType | null;
  /** Matched literally (no wildcards) against the e-mail, the first and last names and both together. */
  search?: string | null;
  /** Only ADMIN and SUB_ADMIN accounts (the /admins staff list). */
  staffOnly?: boolean | null;
}

function userWhere(filter: UserFilter): SQL | undefined {
  const term = filter.search?.trim();
  const pattern = term ? containing(term) : null;
  return and(
    filter.userType ? eq(users.userType, filter.userType) : undefined,
    filter.staffOnly ? inArray(users.userType, [...STAFF_USER_TYPES]) : undefined,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
        )
      : undefined,
  );
}

// Written out in full: inside a select list Drizzle leaves column names unqualified.
const listingCountOf =
  sql<number>`(select count(*) from "listings" where "listings"."owner_id" = "users"."id")`.mapWith(Number);

/** A page of users matching the filter, newest first, each with its listing count (users, searchUser). */
export async function findUsers(db: Db, filter: UserFilter, paging: Paging): Promise<UserListRow[]> {
  const { first, skip } = pageOf(paging);
  if (!first) return [];
  const rows = await db
    .select({ user: users, listingCount: listingCountOf })
    .from(users)
    .where(userWhere(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(first)
    .offset(skip);
  return rows.map((r) => ({ ...r.user, listingCount: r.listingCount }));
}

/** How many users findUsers pages through (userCount). */
export async function countUsers(db: Db, filter: UserFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(userWhere(filter));
  return row?.n ?? 0;
}

/** How many listings a user owns (the User.listingCount field outside the users table). */
export async function countListingsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(eq(listings.ownerId, userId));
  return row?.n ?? 0;
}

/** A user's listings, newest first, for /users/listing/{id} (userListings). */
export async function findUserListings(db: Db, userId: string, paging: Paging): Promise<ListingDetail[]> {
  await getUserById(db, userId);
  const { first, skip } = pageOf(paging);
  if (!first) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.ownerId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(first)
    .offset(skip);
  return loadListingDetails(
    db,
    rows.map((r) => r.id),
  );
}

/**
 * Staff create an account (createUser). A staff type (ADMIN, SUB_ADMIN) needs an admin; a new
 * sub-admin starts without any permission. Without a password the person is e-mailed a link to
 * choose one, through the password-reset tokens and the outbox, so /confirm-password completes
 * it like any reset. The account, its link, its e-mail and the audit entry commit together.
 */
export async function createUserByStaff(
  deps: AppDeps,
  viewer: Viewer,
  input: CreateUserInput,
  requestLocale: UserRow['locale'],
): Promise<UserRow> {
  if (!mayCreateUserOfType(viewer, input.userType)) throw new AppError('NO_ACCESS');
  if (await findUserByEmail(deps.db, input.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const locale = input.locale ?? requestLocale;
  let created: UserRow;
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          userType: input.userType,
          locale,
        })
        .returning();
      if (!passwordHash) {
        const token = newToken();
        await tx.insert(passwordResetTokens).values({
          userId: user!.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + ACCOUNT_INVITATION_TTL_HOURS * 3_600_000),
        });
        const link = `${deps.config.publicUrl}/confirm-password?token=${encodeURIComponent(token)}`;
        await deps.mail.enqueue(tx, accountInvitationEmail(user!.email, input.firstName, link, locale));
      }
      await recordAudit(tx, viewer, {
        action: 'user.create',
        entityType: 'USER',
        entityId: user!.id,
        after: {
          email: user!.email,
          firstName: user!.firstName,
          lastName: user!.lastName,
          userType: user!.userType,
          passwordSet: !!passwordHash,
        },
      });
      return user!;
    });
  } catch (error) {
    // Two staff members creating the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  deps.mail.flushSoon(deps.db);
  return created;
}
