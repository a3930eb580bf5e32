import type { Locale } from '@rentals/domain/users/enums';
import type { ModulePermission } from '@rentals/domain/users/rules';
import type { UserType } from '@rentals/domain/users/enums';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { MailAdapter } from '../adapters/mail/mail';
import type { StorageAdapter } from '../adapters/storage/storage';
import type { PubSubAdapter } from '../adapters/pubsub/pubsub';
import type { GeocodingAdapter } from '../adapters/geocoding/geocoding';
import type { DescriptionGenerator } from '../adapters/description/description';
import type { VisionAdapter } from '../adapters/vision/vision';
import type { NewsletterAdapter } from '../adapters/newsletter/newsletter';

/** Long-lived parts shared by every request of one API process. */
export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
  mail: MailAdapter;
  storage: StorageAdapter;
  pubsub: PubSubAdapter['pubsub'];
  geocoding: GeocodingAdapter;
  descriptions: DescriptionGenerator;
  vision: VisionAdapter;
  newsletter: NewsletterAdapter;
}

/** The signed-in user as the access rules see it. */
export interface Viewer {
  id: string;
  email: string;
  userType: UserType;
  locale: Locale;
  permissions: ModulePermission[];
  sessionId: string;
}

export interface Context extends AppDeps {
  viewer: Viewer | null;
  locale: Locale;
  ip: string;
  userAgent: string | null;
}
