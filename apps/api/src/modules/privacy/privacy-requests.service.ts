import {
  PRIVACY_REQUEST_ANSWER_DAYS,
  privacyRequestDueAt,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '@rentals/domain/privacy/rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { pageOf, rowsOf, type Paging } from '../../db/sql-helpers';
import { privacyRequestSources } from './privacy-request-kinds';

/** A request still to answer, as the staff view shows it. */
export interface PrivacyRequestView {
  id: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  requestedAt: Date;
  dueAt: Date;
  user: { id: string; email: string; name: string };
}

interface PendingRow {
  id: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  requested_at: string | Date;
  due_at: string | Date | null;
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

function pendingUnion(): SQL {
  return sql.join(
    privacyRequestSources().map((source) => sql`(${source.pending})`),
    sql` union all `,
  );
}

/** Every pending privacy request of every kind, soonest due first, with how many in all. */
export async function findPrivacyRequests(
  db: Db,
  paging: Paging,
): Promise<{ items: PrivacyRequestView[]; count: number }> {
  const { first, skip } = pageOf(paging);
  const union = pendingUnion();
  const [counted] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from (${union}) as r`),
  );
  const rows = first
    ? rowsOf<PendingRow>(
        await db.execute(sql`
          select r.id, r.kind, r.status, r.requested_at, r.due_at, r.user_id, u.email, u.first_name, u.last_name
          from (${union}) as r join ${users} u on u.id = r.user_id
          order by coalesce(r.due_at, r.requested_at + make_interval(days => ${PRIVACY_REQUEST_ANSWER_DAYS})) asc, r.id asc
          limit ${first} offset ${skip}`),
      )
    : [];
  return {
    count: counted?.count ?? 0,
    items: rows.map((row) => {
      const requestedAt = new Date(row.requested_at);
      return {
        id: row.id,
        kind: row.kind,
        status: row.status,
        requestedAt,
        dueAt: row.due_at ? new Date(row.due_at) : privacyRequestDueAt(requestedAt),
        user: {
          id: row.user_id,
          email: row.email,
          name: [row.first_name, row.last_name].filter(Boolean).join(' '),
        },
      };
    }),
  };
}
