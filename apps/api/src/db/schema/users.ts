import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENDERS, LOCALES, STAFF_MODULES, USER_TYPES } from '@rentals/domain/users/enums';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const localeEnum = pgEnum('locale', LOCALES);
export const genderEnum = pgEnum('gender', GENDERS);
export const staffModuleEnum = pgEnum('staff_module', STAFF_MODULES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Every User field of spec/01 §3 (search history lives in its own table, added by the search issue). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auth0id: text('auth0id'),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    legalName: text('legal_name'),
    phone: text('phone'),
    userType: userTypeEnum('user_type').notNull().default('UNVERIFIED'),
    role: text('role'),
    avatarUrl: text('avatar_url'),
    city: text('city'),
    industry: text('industry'),
    bio: text('bio'),
    locale: localeEnum('locale').notNull().default('en'),
    gender: genderEnum('gender'),
    budget: integer('budget'),
    minBudget: integer('min_budget'),
    moveIn: date('move_in', { mode: 'string' }),
    roommate: boolean('roommate'),
    occupation: text('occupation'),
    creditScore: integer('credit_score'),
    availabilityDays: jsonb('availability_days').$type<string[]>(),
    householdIncome: integer('household_income'),
    viewProperty: text('view_property'),
    flatmates: integer('flatmates'),
    zipCode: text('zip_code'),
    furnished: text('furnished'),
    notify: boolean('notify').notNull().default(true),
    luFrom: text('lu_from'),
    luType: text('lu_type'),
    bedrooms: text('bedrooms'),
    rentalProperties: integer('rental_properties'),
    rentalPropertiesPerMonth: integer('rental_properties_permonth'),
    verified: boolean('verified').notNull().default(false),
    preViewingCity: jsonb('pre_viewing_city').$type<{ city: string; province: string }>(),
    furnish: jsonb('furnish').$type<{ furnished: boolean; unFurnished: boolean }>(),
    bedroom:
      jsonb('bedroom').$type<Record<'one' | 'two' | 'three' | 'fourplus' | 'room' | 'studio', boolean>>(),
    laundaryType: jsonb('laundary_type').$type<Record<'inUnit' | 'inBuilding' | 'none', boolean>>(),
    pet: jsonb('pet').$type<Record<'dog' | 'cat' | 'other', boolean>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // One account per provider subject: two first sign-ins at once cannot create two accounts.
    uniqueIndex('users_auth0id_unique').on(t.auth0id),
    index('users_user_type_idx').on(t.userType),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** A signed-in session. Only a SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    /**
     * When the session was last used, to the minute (session.service.ts): one unused for longer
     * than SESSION_IDLE_TTL has ended, even before expiresAt.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Staff module permissions: four flags per module (spec/01 §3 Permission). */
export const staffPermissions = pgTable(
  'staff_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: staffModuleEnum('module').notNull(),
    add: boolean('add').notNull().default(false),
    edit: boolean('edit').notNull().default(false),
    delete: boolean('delete').notNull().default(false),
    view: boolean('view').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.module] })],
);

/** Single-use password reset tokens, stored hashed. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * Attempt counters of the attempt rules (packages/domain/src/auth/attempt-rules.ts): wrong
 * passwords per account and per client address, and reset links, sign-ups and newsletter
 * subscriptions per mailbox and per address, one row per key (`login-account:ana@example.com`,
 * `signup-ip:203.0.113.7`). Kept in the database, not in memory, so every API process behind a load
 * balancer sees the same count; counted and decided in one statement (rate-limit.service.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  /** No attempt is looked at before this time. */
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type StaffPermissionRow = typeof staffPermissions.$inferSelect;
