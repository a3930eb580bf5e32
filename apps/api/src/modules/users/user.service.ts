import { and, eq, sql } from 'drizzle-orm';
import type { UserType } from '@rentals/domain/users/enums';
import { avatarFileId, grantedActions } from '@rentals/domain/users/rules';
import type { UpdateUserInput } from '@rentals/domain/users/schemas';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { staffPermissions, users, type UserRow } from '../../db/schema/users';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { changedFields, recordAudit } from '../audit/audit.service';
import { canChangeUserType, canEditProfileOf, canViewUser } from './user.policy';

/** Returns the user or throws USER_NOT_FOUND. */
export async function getUserById(db: Db, id: string): Promise<UserRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('USER_NOT_FOUND');
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

/** A user's profile, for the user themself or staff allowed to view users. */
export async function getUser(db: Db, viewer: Viewer | null, id: string): Promise<UserRow> {
  if (!canViewUser(viewer, id)) throw new AppError(viewer ? 'NO_ACCESS' : 'UNAUTHENTICATED');
  return getUserById(db, id);
}

/** Column values for the profile fields present in the input (absent fields stay as they are). */
async function profileValues(db: Db, ownerId: string, input: UpdateUserInput) {
  const map = {
    firstName: input.firstName,
    lastName: input.lastName,
    legalName: input.legalName,
    phone: input.phone,
    city: input.city,
    industry: input.industry,
    occupation: input.occupation,
    bio: input.bio,
    gender: input.gender,
    locale: input.locale,
    budget: input.budget,
    minBudget: input.min_budget,
    moveIn: input.moveIn,
    roommate: input.roommate,
    creditScore: input.credit_score,
    householdIncome: input.householdIncome,
    flatmates: input.flatmates,
    zipCode: input.zip_code,
    notify: input.notify,
    avatarUrl: input.avatarUrl,
  };
  if (input.avatarUrl) {
    // An avatar must be a picture this user uploaded, never an arbitrary address.
    const id = avatarFileId(input.avatarUrl);
    const [file] = id
      ? await db
          .select({ id: fileObjects.id })
          .from(fileObjects)
          .where(
            and(eq(fileObjects.id, id), eq(fileObjects.ownerId, ownerId), eq(fileObjects.pathType, 'AVATAR')),
          )
      : [];
    if (!file) throw new AppError('VALIDATION_FAILED', {}, [{ path: 'avatarUrl', key: 'invalid' }]);
  }
  return Object.fromEntries(Object.entries(map).filter(([, v]) => v !== undefined)) as Partial<UserRow>;
}

/** Writes the profile values; `db` may be the caller's transaction. */
async function writeProfile(db: Db, userId: string, values: Partial<UserRow>): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new AppError('USER_NOT_FOUND');
  return updated;
}

/** The signed-in user edits their own profile. */
export async function updateOwnProfile(deps: AppDeps, viewer: Viewer, input: UpdateUserInput) {
  const updated = await writeProfile(deps.db, viewer.id, await profileValues(deps.db, viewer.id, input));
  await deps.pubsub.publish('user:updated', viewer.id, { userId: viewer.id });
  return updated;
}

/**
 * Staff edit another user's profile (updateUsers): a staff account's only by an admin. The change
 * and its 'user.update' audit entry (the changed fields before and after, by the staff member)
 * commit together; the target row is locked so "before" is what this edit replaced.
 */
export async function updateOtherProfile(
  deps: AppDeps,
  viewer: Viewer,
  input: UpdateUserInput & { id: string },
) {
  const { id, ...profile } = input;
  const updated = await deps.db.transaction(async (tx) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('USER_NOT_FOUND');
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current) throw new AppError('USER_NOT_FOUND');
    if (!canEditProfileOf(viewer, current)) throw new AppError('NO_ACCESS');
    const values = await profileValues(tx, id, profile);
    const row = await writeProfile(tx, id, values);
    const fields = Object.keys(values) as (keyof UserRow)[];
    const change = changedFields(
      Object.fromEntries(fields.map((f) => [f, current[f]])),
      Object.fromEntries(fields.map((f) => [f, row[f]])),
    );
    // A staff member's own profile edit is theirs, as with updateUser; an edit changing nothing leaves no entry.
    if (viewer.id !== id && Object.keys(change.after).length) {
      await recordAudit(tx, viewer, { action: 'user.update', entityType: 'USER', entityId: id, ...change });
    }
    return row;
  });
  await deps.pubsub.publish('user:updated', id, { userId: id });
  return updated;
}

/** Changes a user's type: the first-login choice, or an admin's change (spec/01 §4). */
export async function updateUserType(
  deps: AppDeps,
  viewer: Viewer,
  input: { email: string; userType: UserType },
): Promise<UserRow> {
  const target = await findUserByEmail(deps.db, input.email);
  if (!target) throw new AppError(viewer.userType === 'ADMIN' ? 'USER_NOT_FOUND' : 'NO_ACCESS');
  if (!canChangeUserType(viewer, target, input.userType)) {
    throw new AppError(viewer.id === target.id ? 'USER_TYPE_CHANGE_NOT_ALLOWED' : 'NO_ACCESS');
  }
  const updated = await deps.db.transaction(async (tx) => {
    // Locked, so the audit's "before" is the type this change replaced.
    const [current] = await tx.select().from(users).where(eq(users.id, target.id)).for('update');
    if (!current) throw new AppError('USER_NOT_FOUND');
    const [row] = await tx
      .update(users)
      .set({ userType: input.userType, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    // The first-login choice is the user's own; only a staff change goes in the audit trail.
    if (viewer.id !== target.id && current.userType !== input.userType) {
      const before: Record<string, unknown> = { userType: current.userType };
      if (current.userType === 'SUB_ADMIN') {
        // A former sub-admin made staff again starts from no access, not from forgotten grants.
        const cleared = await tx
          .delete(staffPermissions)
          .where(eq(staffPermissions.userId, target.id))
          .returning();
        before.permissions = grantedActions(cleared);
      }
      await recordAudit(tx, viewer, {
        action: 'user.type',
        entityType: 'USER',
        entityId: target.id,
        before,
        after: { userType: input.userType },
      });
    }
    return row!;
  });
  await deps.pubsub.publish('user:updated', target.id, { userId: target.id });
  return updated;
}
