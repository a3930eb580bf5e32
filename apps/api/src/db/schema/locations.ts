import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const cities = pgTable(
  'cities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Staff accepted it: only accepted cities are listed on public pages (a new one is not). */
    accepted: boolean('accepted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cities_name_province_unique').on(sql`lower(${t.name})`, t.province)],
);

export const neighbourhoods = pgTable(
  'neighbourhoods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    featured: boolean('featured').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Staff accepted it: only accepted neighbourhoods are listed on public pages. */
    accepted: boolean('accepted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('neighbourhoods_city_name_unique').on(t.cityId, sql`lower(${t.name})`),
    index('neighbourhoods_city_idx').on(t.cityId),
  ],
);

export type CityRow = typeof cities.$inferSelect;
export type NeighbourhoodRow = typeof neighbourhoods.$inferSelect;
