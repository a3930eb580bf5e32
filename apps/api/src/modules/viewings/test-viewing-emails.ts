import { and, asc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/mail';
import type { TestApi } from '../../test/harness';
import { parseInvite } from '../../test/ical';
import { runDueJobs } from '../jobs/job-runner';
import { VIEWING_EMAIL_TEMPLATES } from './viewing-emails.service';

/* Test helpers for viewing e-mails: running the jobs, reading the outbox, its calendar files. */

/** Runs every job due at `now` (now by default), as the processes' timers would. */
export async function runJobs(api: TestApi, now?: Date): Promise<void> {
  while ((await runDueJobs(api.deps, now)) > 0);
}

type Kind = keyof typeof VIEWING_EMAIL_TEMPLATES;

/** The viewing e-mails of one kind to an address, oldest first. */
export function viewingMails(api: TestApi, to: string, kind: Kind) {
  return api.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, VIEWING_EMAIL_TEMPLATES[kind])))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
}

/** Every viewing e-mail written to an address, whatever its kind. */
export async function allViewingMails(api: TestApi, to: string) {
  const rows = await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  const templates = Object.values(VIEWING_EMAIL_TEMPLATES);
  return rows.filter((r) => templates.includes(r.template));
}

/** The calendar file an e-mail carries, read back by a real iCalendar parser. */
export function inviteOf(mail: { calendarEvent: { method: string; content: string } | null }) {
  if (!mail.calendarEvent) throw new Error('the e-mail carries no calendar file');
  const invite = parseInvite(mail.calendarEvent.content);
  // The text/calendar part's method (what mail clients read) must match the file's.
  if (invite.method !== mail.calendarEvent.method) throw new Error('calendar methods differ');
  return invite;
}
