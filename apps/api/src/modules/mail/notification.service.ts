import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettingInput,
} from '@rentals/domain/mail/notifications';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationSettings } from '../../db/schema/admin';
import type { AppDeps } from '../../graphql/context';
import { newListingRequestEmail, type NewListingRequest } from './new-listing-email';

/*
 * Staff notifications (e-mail configuration): which are sent and to which staff addresses. A kind
 * without a stored row is enabled with no recipients, so nothing is sent until an admin adds one.
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

/** The three settings, in NOTIFICATION_KINDS order, stored or default. */
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
 * Tells the NEW_LISTING_REQUEST recipients that a landlord created a listing: one e-mail each,
 * written to the outbox inside `tx`, the transaction that creates the listing, so neither exists
 * without the other. The caller flushes the outbox after commit.
 */
export async function notifyNewListingRequest(
  deps: Pick<AppDeps, 'mail' | 'config'>,
  tx: Db,
  request: NewListingRequest,
): Promise<void> {
  const setting = await getNotificationSetting(tx, 'NEW_LISTING_REQUEST');
  if (!setting.enabled) return;
  for (const to of setting.recipients) {
    await deps.mail.enqueue(tx, newListingRequestEmail(to, request, deps.config.publicUrl));
  }
}
