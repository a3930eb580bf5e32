import { RESPONSE_TIME_BUCKETS, type ResponseTime } from '@rentals/domain/messaging/response-time';
import { UUID } from '../../db/sql-helpers';
import { builder } from '../../graphql/builder';
import { ListingRef } from '../listings/listing.graphql';
import { landlordResponseTime, responseTimeLoader } from './response-time.service';

/* The landlord's response-time badge ('Usually replies within a few hours'), public (issue 16). */

const ResponseTimeBucketEnum = builder.enumType('ResponseTimeBucket', {
  description: "The badge's wording: within an hour, a few hours, a day, a few days.",
  values: RESPONSE_TIME_BUCKETS.map((b) => b.bucket),
});

const ResponseTimeRef = builder.objectRef<ResponseTime>('ResponseTime').implement({
  description:
    "A listing owner's median time to a first reply, over their latest conversations; absent (null) until enough conversations count, or when slower than a few days.",
  fields: (t) => ({
    medianMinutes: t.exposeInt('medianMinutes', { description: 'The median first reply, in minutes.' }),
    bucket: t.field({
      type: ResponseTimeBucketEnum,
      description: 'The badge to show.',
      resolve: (r) => r.bucket,
    }),
    conversations: t.exposeInt('conversations', { description: 'Conversations counted.' }),
  }),
});

builder.queryFields((t) => ({
  landlordResponseTime: t.field({
    type: ResponseTimeRef,
    nullable: true,
    description: "A listing owner's response-time badge, or null when there is none to show. Public.",
    authScopes: { public: true },
    args: { userId: t.arg.id({ required: true, description: 'The owner.' }) },
    resolve: (_r, args, ctx) => {
      const userId = String(args.userId);
      // An id that is not one belongs to nobody: no badge.
      return UUID.test(userId) ? landlordResponseTime(ctx.db, userId) : null;
    },
  }),
}));

builder.objectField(ListingRef, 'responseTime', (t) =>
  t.field({
    type: ResponseTimeRef,
    nullable: true,
    description: "The owner's response-time badge (landlordResponseTime), or null.",
    resolve: (l, _a, ctx) => (l.ownerId ? responseTimeLoader(ctx.db, ctx)(l.ownerId) : null),
  }),
);
