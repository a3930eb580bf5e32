import { lexicographicSortSchema } from 'graphql';
import { builder } from './graphql/builder';
import './graphql/scalars';
import './modules/users/user.graphql';
import './modules/auth/auth.graphql';
import './modules/locations/city.graphql';
import './modules/files/file.graphql';
import './modules/listings/listing.graphql';
import './modules/listings/listing-operations.graphql';
import './modules/search/search.graphql';
import './modules/locations/place.graphql';
import './modules/locations/place-review.graphql';
import './modules/descriptions/description.graphql';
import './modules/newsletter/newsletter.graphql';
import './modules/tenants/tenant-profile.graphql';
import './modules/content/testimonial.graphql';
import './modules/site/site-config.graphql';
import './modules/audit/audit.graphql';
import './modules/listings/listing-moderation.graphql';
import './modules/users/admin-user.graphql';
import './modules/users/permission.graphql';
import './modules/admin/dashboard.graphql';
import './modules/search-history/search-history.graphql';
import './modules/listings/map-tracker.graphql';
import './modules/mail/mail.graphql';
import './modules/messaging/messaging.graphql';

/** The whole GraphQL schema, sorted so the printed file diffs cleanly. */
export const schema = lexicographicSortSchema(builder.toSchema());
