import {
  LISTING_STAT_FIGURES,
  statDay,
  zeroCounts,
  type ListingStatCounts,
  type ListingStatFigure,
} from '@rentals/domain/listings/listing-stats';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';

/*
 * The listing figures of one API process, held in memory as increments per listing and Toronto
 * day and written every LISTING_STATS_FLUSH_MS in one multi-row upsert that adds them to what is
 * stored: a page view costs a Map update, never a row. Several processes flush into the same rows
 * safely, since each adds its own increments (ON CONFLICT … SET views = views + excluded.views).
 * What a process has not flushed when it dies is lost: at most one interval of counts.
 */

/** Rows per statement: 8 parameters each, far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 2000;

const COLUMNS: Record<ListingStatFigure, string> = {
  views: 'views',
  impressions: 'impressions',
  contactClicks: 'contact_clicks',
  conversations: 'conversations',
  viewings: 'viewings',
  applications: 'applications',
};

interface Pending {
  listingId: string;
  day: string;
  counts: ListingStatCounts;
}

export interface StatsCounter {
  /** Counts `count` of `figure` for a listing on the Toronto day of `at` (now by default). */
  add(listingId: string, figure: ListingStatFigure, count?: number, at?: Date): void;
  /** Writes what was counted since the last flush; answers the rows written. */
  flush(): Promise<number>;
  /** Listing-days waiting for the next flush. */
  pendingRows(): number;
  /** Flushes every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  /** Stops the timer and writes what is left (shutdown). */
  stop(): Promise<void>;
}

const upsertColumns = LISTING_STAT_FIGURES.map((f) => COLUMNS[f]);

/** One INSERT … ON CONFLICT for `rows`, skipping listings deleted since they were counted. */
async function upsert(db: Db, rows: Pending[]): Promise<void> {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.listingId}::uuid, ${r.day}::date, ${sql.join(
          LISTING_STAT_FIGURES.map((f) => sql`${r.counts[f]}::int`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const names = sql.raw(upsertColumns.join(', '));
  const picked = sql.raw(upsertColumns.map((c) => `v.${c}`).join(', '));
  const adds = sql.raw(
    upsertColumns.map((c) => `${c} = listing_daily_stats.${c} + excluded.${c}`).join(', '),
  );
  await db.execute(sql`
    insert into listing_daily_stats (listing_id, day, ${names})
    select v.listing_id, v.day, ${picked}
    from (values ${values}) as v(listing_id, day, ${names})
    where exists (select 1 from listings l where l.id = v.listing_id)
    on conflict (listing_id, day) do update set ${adds}`);
}

export function createStatsCounter(db: Db, log: Logger): StatsCounter {
  let buffer = new Map<string, Pending>();
  let timer: ReturnType<typeof setInterval> | null = null;
  // One flush at a time per process: the timer's and stop()'s never interleave.
  let flushing: Promise<number> = Promise.resolve(0);

  const merge = (rows: Iterable<Pending>) => {
    for (const row of rows) {
      const key = `${row.listingId}|${row.day}`;
      const held = buffer.get(key);
      if (!held) buffer.set(key, row);
      else for (const f of LISTING_STAT_FIGURES) held.counts[f] += row.counts[f];
    }
  };

  const writeBuffer = async (): Promise<number> => {
    if (!buffer.size) return 0;
    const taken = buffer;
    buffer = new Map();
    // Rows in one order in every process: two upserts over the same rows lock them in the same
    // order, so concurrent flushes wait for each other instead of deadlocking.
    const rows = [...taken.values()].sort((a, b) =>
      a.listingId === b.listingId ? a.day.localeCompare(b.day) : a.listingId.localeCompare(b.listingId),
    );
    let written = 0;
    try {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await upsert(db, rows.slice(i, i + ROWS_PER_STATEMENT));
        written = i + Math.min(ROWS_PER_STATEMENT, rows.length - i);
      }
    } catch (error) {
      // Kept for the next flush (the database may be back by then); only the unwritten part.
      merge(rows.slice(written));
      throw error;
    }
    return written;
  };

  const flush = () => (flushing = flushing.catch(() => 0).then(writeBuffer));

  return {
    add(listingId, figure, count = 1, at = new Date()) {
      if (count <= 0) return;
      const counts = zeroCounts();
      counts[figure] = count;
      merge([{ listingId, day: statDay(at), counts }]);
    },
    flush,
    pendingRows: () => buffer.size,
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        flush().catch((error) => log.warn({ err: error }, 'listing stats flush failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush().catch((error) => log.error({ err: error }, 'listing stats lost at shutdown'));
    },
  };
}
