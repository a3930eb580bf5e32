import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettingInput,
  type PublicEmailKind,
  type StaffEmailKind,
} from '@rentals/domain/mail/notifications';
import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mail';
import type { Db } from '../../db/client';
import { notificationSettings } from '../../db/schema/admin';
import type { AppDeps } from '../../graphql/context';
import { newListingRequestEmail, type NewListingRequest } from './new-listing-email';

/*
 * The e-mail configuration: which kinds of e-mail are sent (packages/domain/src/mail/notifications.ts
 * composes them from the domains) and, for those sent to staff, to which addresses. A kind without
 * a stored row is enabled with no recipients: an e-mail to the person concerned is sent, one to
 * staff waits until an admin adds an address. Every e-mail of a kind goes through sendEmail or
 * notifyStaff below, so its setting decides.
 */

export interface NotificationSetting {
  kind: NotificationKind;
  enabled: boolean;
  recipients: string[];
  /** When an admin last saved it; null while it has its defaults. */
  updatedAt: Date | null;
}

const defaults = (kind: NotificationKind): NotificationSetting => ({
  kind,
  enabled: true,
  recipients: [],
  updatedAt: null,
});

/** Every kind's setting, in NOTIFICATION_KINDS order, stored or default (rows of kinds no longer sent are left out). */
export async function findNotificationSettings(db: Db): Promise<NotificationSetting[]> {
  const rows = await db.select().from(notificationSettings);
  return NOTIFICATION_KINDS.map((kind) => rows.find((r) => r.kind === kind) ?? defaults(kind));
}

/** One setting, stored or default. */
export async function getNotificationSetting(db: Db, kind: NotificationKind): Promise<NotificationSetting> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.kind, kind));
  return row ?? defaults(kind);
}

/** Saves a setting (validated by notificationSettingSchema) and answers it. */
export async function updateNotificationSetting(
  db: Db,
  input: NotificationSettingInput,
): Promise<NotificationSetting> {
  const values = { enabled: input.enabled, recipients: input.recipients, updatedAt: new Date() };
  const [row] = await db
    .insert(notificationSettings)
    .values({ kind: input.kind, ...values })
    .onConflictDoUpdate({ target: notificationSettings.kind, set: values })
    .returning();
  return row!;
}

/**
 * Writes an e-mail of a kind sent to the person concerned (a listing's owner, a subscriber) to the
 * outbox inside `tx`, unless an admin switched the kind off; answers whether it was written. The
 * caller flushes after commit.
 */
export async function sendEmail(
  deps: Pick<AppDeps, 'mail'>,
  tx: Db,
  kind: PublicEmailKind,
  message: MailMessage,
): Promise<boolean> {
  const setting = await getNotificationSetting(tx, kind);
  if (setting.enabled) await deps.mail.enqueue(tx, message);
  return setting.enabled;
}

/**
 * Writes an e-mail of a kind sent to staff to each address of its setting, inside `tx`, unless the
 * kind is off. The caller flushes after commit.
 */
export async function notifyStaff(
  deps: Pick<AppDeps, 'mail'>,
  tx: Db,
  kind: StaffEmailKind,
  message: (to: string) => MailMessage,
): Promise<void> {
  const setting = await getNotificationSetting(tx, kind);
  if (!setting.enabled) return;
  for (const to of setting.recipients) await deps.mail.enqueue(tx, message(to));
}

/**
 * Tells the NEW_LISTING_REQUEST recipients that a landlord created a listing: one e-mail each,
 * written to the outbox inside `tx`, the transaction that creates the listing, so neither exists
 * without the other. The caller flushes the outbox after commit.
 */
export function notifyNewListingRequest(
  deps: Pick<AppDeps, 'mail' | 'config'>,
  tx: Db,
  request: NewListingRequest,
): Promise<void> {
  return notifyStaff(deps, tx, 'NEW_LISTING_REQUEST', (to) =>
    newListingRequestEmail(to, request, deps.config.publicUrl),
  );
}
