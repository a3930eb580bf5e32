import { reminderDue, reminderSchedule } from '@rentals/domain/viewings/reminders';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { viewings, type ViewingRow } from '../../db/schema/viewings';
import { registerJobHandler } from '../jobs/job-handlers';
import { cancelJobs, enqueueJob } from '../jobs/job-queue';
import { writeViewingEmails } from './viewing-emails.service';

/*
 * Reminder e-mails before a confirmed viewing (VIEWING_REMINDER, REMINDER_OFFSETS), to both
 * parties. Each change of a viewing re-plans its reminder jobs in the change's transaction: the
 * ones of its old time are cancelled, those of a confirmed viewing's time enqueued under keys
 * `viewing-reminder:<id>:<reminder>`. When one runs, the viewing's row is locked and reminderDue
 * re-checks it; the reminder is recorded in reminders_sent with its e-mails, in one transaction,
 * so it is sent once even if a job ran twice or a stale one survived.
 */

const REMINDER_JOB = 'viewing-reminder';

const reminderKeyPrefix = (viewingId: string) => `${REMINDER_JOB}:${viewingId}:`;

type Planned = Pick<ViewingRow, 'id' | 'status' | 'startsAt' | 'confirmedAt' | 'remindersSent'>;

/** Replaces the viewing's reminder jobs by those of its current state, inside the change's `tx`. */
export async function planViewingReminders(tx: Db, viewing: Planned, now: Date): Promise<void> {
  await cancelJobs(tx, reminderKeyPrefix(viewing.id));
  if (!viewing.confirmedAt) return;
  const reminders = reminderSchedule(
    {
      status: viewing.status,
      startsAt: viewing.startsAt,
      confirmedAt: viewing.confirmedAt,
      sent: viewing.remindersSent,
    },
    now,
  );
  for (const reminder of reminders)
    await enqueueJob(tx, {
      kind: REMINDER_JOB,
      key: `${reminderKeyPrefix(viewing.id)}${reminder.key}`,
      payload: { viewingId: viewing.id, reminder: reminder.key },
      runAt: reminder.dueAt,
    });
}

/** Sends the reminder due at `now`, if any; answers how many e-mails were written. */
export async function sendDueReminder(
  deps: Parameters<typeof writeViewingEmails>[0],
  viewingId: string,
  now: Date,
) {
  const written = await deps.db.transaction(async (tx: Db) => {
    const [viewing] = await tx.select().from(viewings).where(eq(viewings.id, viewingId)).for('update');
    if (!viewing?.confirmedAt) return 0;
    const due = reminderDue(
      {
        status: viewing.status,
        startsAt: viewing.startsAt,
        confirmedAt: viewing.confirmedAt,
        sent: viewing.remindersSent,
      },
      now,
    );
    if (!due) return 0;
    await tx
      .update(viewings)
      .set({ remindersSent: [...viewing.remindersSent, due.key] })
      .where(eq(viewings.id, viewing.id));
    return writeViewingEmails(deps, tx, {
      viewingId: viewing.id,
      kind: 'VIEWING_REMINDER',
      event: 'VIEWING_REMINDER',
      to: ['RENTER', 'LANDLORD'],
      calendar: null,
      startsAt: viewing.startsAt,
      endsAt: viewing.endsAt,
      sequence: viewing.icsSequence,
    });
  });
  if (written) deps.mail.flushSoon(deps.db);
  return written;
}

registerJobHandler(REMINDER_JOB, async (deps, payload, now) => {
  await sendDueReminder(deps, String(payload.viewingId), now);
});
