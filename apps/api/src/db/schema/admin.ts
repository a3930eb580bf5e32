import { NOTIFICATION_KINDS } from '@rentals/domain/mail/notifications';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The audit trail: every staff action that changes a listing, a user, a user type or permissions,
 * with the state before and after; and staff reading and handling a conversation (ROOM: room.view,
 * room.handle, room.unhandle; modules/messaging). Rows outlive their actor (actor_id set null on
 * deletion; the actor's e-mail is kept as written). entity_type is text: a new kind needs no migration.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** e.g. listing.approve, listing.unavailable, user.type, user.delete, permission.set, room.view */
    action: text('action').notNull(),
    entityType: text('entity_type', {
      enum: ['LISTING', 'USER', 'ROOM', 'VIEWING_REQUEST', 'VIEWING', 'PAYMENT'],
    }).notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * The e-mail configuration: whether each kind of e-mail is sent and, for those sent to staff, to
 * which addresses. The kinds are the domains' (mail/notifications.ts); a row of a kind no longer
 * sent is ignored.
 */
export const notificationSettings = pgTable('notification_settings', {
  kind: text('kind', { enum: NOTIFICATION_KINDS }).primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationSettingRow = typeof notificationSettings.$inferSelect;
