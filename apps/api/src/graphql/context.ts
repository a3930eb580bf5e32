import type { Locale } from '@rentals/domain/users/enums';
import type { ModulePermission } from '@rentals/domain/users/rules';
import type { UserType } from '@rentals/domain/users/enums';
import type { Adapters } from '../adapters/adapters';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { ListingStats } from '../modules/listing-stats/listing-events';

/** Long-lived parts shared by every request of one API process: config, database, logger, adapters. */
export interface AppDeps extends Adapters {
  config: Config;
  db: Db;
  log: Logger;
  /** This process's listing figures, counted in memory and written in batches. */
  listingStats: ListingStats;
}

/** The signed-in user as the access rules see it. */
export interface Viewer {
  id: string;
  email: string;
  userType: UserType;
  locale: Locale;
  permissions: ModulePermission[];
  sessionId: string;
  /** Two-factor sign-in is on; staff without it are refused every staff operation (builder.ts). */
  twoFactorEnabled: boolean;
}

/** What only a request made by a web page carries. */
export interface BrowserRequest {
  /** The Cookie header: the API keeps no session in cookies, only the hosted login's binding. */
  cookie: string | null;
}

export interface Context extends AppDeps {
  viewer: Viewer | null;
  locale: Locale;
  ip: string;
  userAgent: string | null;
  /** Set when a web page made the request (browsers send Origin or Sec-Fetch-Site); null for other clients. */
  browser: BrowserRequest | null;
}
