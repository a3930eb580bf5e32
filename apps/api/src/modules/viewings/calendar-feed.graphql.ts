import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import {
  createCalendarFeed,
  myCalendarFeed,
  revokeCalendarFeed,
  type CalendarFeedView,
} from './calendar-feed.service';

/*
 * The caller's private calendar feed of viewings (issue 17): turned on once, shown again on every
 * visit, revoked by drawing a new URL.
 */

const LOGGED_IN = { loggedIn: true } as const;

const CalendarFeedRef = builder.objectRef<CalendarFeedView>('CalendarFeed').implement({
  description:
    "A private feed of the caller's viewings (as renter and as owner) that calendar apps subscribe to by URL. Whoever has the URL reads the feed: keep it private.",
  fields: (t) => ({
    url: t.exposeString('url', { description: 'https URL of the .ics feed, to paste into a calendar app.' }),
    webcalUrl: t.exposeString('webcalUrl', {
      description: 'The same feed as webcal://, which calendar apps open as a subscription.',
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When this URL was made.',
      resolve: (f) => f.createdAt,
    }),
  }),
});

builder.queryFields((t) => ({
  myCalendarFeed: t.field({
    type: CalendarFeedRef,
    nullable: true,
    description: "The caller's calendar feed; null until they turn it on (createCalendarFeed).",
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => myCalendarFeed(ctx, requireViewer(ctx.viewer)),
  }),
}));

builder.mutationFields((t) => ({
  createCalendarFeed: t.field({
    type: CalendarFeedRef,
    description: "Turns the caller's calendar feed on; answers the existing one when it already is.",
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => createCalendarFeed(ctx, requireViewer(ctx.viewer)),
  }),
  revokeCalendarFeed: t.field({
    type: CalendarFeedRef,
    description:
      "Gives the caller's calendar feed a new URL: the old one stops working at once (calendars subscribed to it must subscribe again).",
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => revokeCalendarFeed(ctx, requireViewer(ctx.viewer)),
  }),
}));
