import { translate } from '@rentals/domain/i18n/translate';
import { BOOKING_MODES, SHOWING_TYPES, SLOT_KINDS, WEEKDAYS } from '@rentals/domain/viewings/enums';
import type { Slot } from '@rentals/domain/viewings/slots';
import { VIEWING_ACTIONS, VIEWING_ACTORS, VIEWING_STATUSES } from '@rentals/domain/viewings/statuses';
import { VIEWING_SYSTEM_CANCEL_REASONS } from '@rentals/domain/viewings/system-messages';
import { meetingLinkFor } from '@rentals/domain/viewings/meeting-link';
import { availableViewingActions } from '@rentals/domain/viewings/transitions';
import { builder } from '../../graphql/builder';
import type { AvailabilityView, OpenHouseView } from './availability.service';
import type { ViewingSlotsView } from './slots.service';
import { actorOf, type ViewingView } from './viewing-views';

/* The GraphQL types of viewings (issue 17); the operations are in viewings.graphql.ts and availability.graphql.ts. */

export const WeekdayEnum = builder.enumType('Weekday', {
  description: 'A day of the week.',
  values: WEEKDAYS,
});
export const BookingModeEnum = builder.enumType('ViewingBookingMode', {
  description: 'INSTANT: renters book a free time outright; REQUEST: the landlord confirms each request.',
  values: BOOKING_MODES,
});
export const ShowingTypeEnum = builder.enumType('ViewingShowingType', {
  description: 'In person, or virtually with a meeting link.',
  values: SHOWING_TYPES,
});
export const SlotKindEnum = builder.enumType('ViewingSlotKind', {
  description: 'A slot of the weekly windows, or an open house many renters may attend.',
  values: SLOT_KINDS,
});
export const ViewingStatusEnum = builder.enumType('ViewingStatus', {
  description: 'A viewing’s life; DECLINED, CANCELLED, COMPLETED and NO_SHOW are final.',
  values: VIEWING_STATUSES,
});
export const ViewingActionEnum = builder.enumType('ViewingAction', {
  description: 'A change to a viewing (viewingAction).',
  values: VIEWING_ACTIONS,
});
const ViewingActorEnum = builder.enumType('ViewingActor', {
  description: 'Who acted: the renter, the landlord, staff for the landlord, or the product itself.',
  values: VIEWING_ACTORS,
});
export const ViewingsWhenEnum = builder.enumType('ViewingsWhen', {
  description: 'UPCOMING: holding a place and not over; PAST: over or closed.',
  values: ['UPCOMING', 'PAST'] as const,
});

const WeeklyWindowRef = builder
  .objectRef<{ weekday: (typeof WEEKDAYS)[number]; start: string; end: string }>('WeeklyViewingWindow')
  .implement({
    description: "A weekly window of viewings, in the listing's local time.",
    fields: (t) => ({
      weekday: t.field({ type: WeekdayEnum, description: 'The day.', resolve: (w) => w.weekday }),
      start: t.exposeString('start', { description: 'From, HH:MM local time.' }),
      end: t.exposeString('end', { description: 'To, HH:MM local time.' }),
    }),
  });

const OpenHouseRef = builder.objectRef<OpenHouseView>('OpenHouse').implement({
  description: 'A one-off open house of a listing.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The open house.' }),
    startsAt: t.field({ type: 'DateTime', description: 'Start (UTC).', resolve: (h) => h.startsAt }),
    endsAt: t.field({ type: 'DateTime', description: 'End (UTC).', resolve: (h) => h.endsAt }),
    capacity: t.exposeInt('capacity', { description: 'Renters who may come.' }),
    booked: t.exposeInt('booked', { description: 'Renters holding a place.' }),
  }),
});

export const ViewingAvailabilityRef = builder.objectRef<AvailabilityView>('ViewingAvailability').implement({
  description: "A listing's viewing settings and open houses, as its owner and inbox staff manage them.",
  fields: (t) => ({
    listingId: t.exposeID('listingId', { description: 'The listing.' }),
    zone: t.exposeString('zone', { description: "The listing's IANA time zone." }),
    configured: t.exposeBoolean('configured', {
      description: 'Settings were saved; otherwise the defaults are shown and only open houses are bookable.',
    }),
    windows: t.field({ type: [WeeklyWindowRef], description: 'Weekly windows.', resolve: (a) => a.windows }),
    slotMinutes: t.exposeInt('slotMinutes', { description: 'Length of a viewing.' }),
    bufferMinutes: t.exposeInt('bufferMinutes', { description: 'Break between viewings.' }),
    horizonDays: t.exposeInt('horizonDays', { description: 'How far ahead renters may book.' }),
    minNoticeHours: t.exposeInt('minNoticeHours', { description: 'Minimum notice.' }),
    mode: t.field({ type: BookingModeEnum, description: 'Booking mode.', resolve: (a) => a.mode }),
    showingType: t.field({
      type: ShowingTypeEnum,
      description: 'Showing type.',
      resolve: (a) => a.showingType,
    }),
    meetingLink: t.exposeString('meetingLink', { nullable: true, description: 'Link of a virtual viewing.' }),
    capacityPerSlot: t.exposeInt('capacityPerSlot', { description: 'Renters per slot.' }),
    openHouses: t.field({
      type: [OpenHouseRef],
      description: 'Open houses not over yet.',
      resolve: (a) => a.openHouses,
    }),
  }),
});

const SlotRef = builder.objectRef<Slot>('ViewingSlot').implement({
  description: 'A free time a renter may book.',
  fields: (t) => ({
    kind: t.field({ type: SlotKindEnum, description: 'Slot or open house.', resolve: (s) => s.kind }),
    startsAt: t.field({ type: 'DateTime', description: 'Start (UTC).', resolve: (s) => s.startsAt }),
    endsAt: t.field({ type: 'DateTime', description: 'End (UTC).', resolve: (s) => s.endsAt }),
    capacity: t.exposeInt('capacity', { description: 'Renters it takes.' }),
    remaining: t.exposeInt('remaining', { description: 'Places left (at least one).' }),
    openHouseId: t.exposeID('openHouseId', { nullable: true, description: 'The open house it is.' }),
  }),
});

export const ViewingSlotsRef = builder.objectRef<ViewingSlotsView>('ViewingSlots').implement({
  description: "A listing's free viewing times in a range, with how booking works there.",
  fields: (t) => ({
    listingId: t.exposeID('listingId', { description: 'The listing.' }),
    zone: t.exposeString('zone', { description: "The listing's IANA time zone: show times in it, named." }),
    offered: t.exposeBoolean('offered', { description: 'The listing offers viewings online.' }),
    mode: t.field({
      type: BookingModeEnum,
      description: 'Instant booking or request.',
      resolve: (s) => s.mode,
    }),
    showingType: t.field({
      type: ShowingTypeEnum,
      description: 'In person or virtual.',
      resolve: (s) => s.showingType,
    }),
    slots: t.field({ type: [SlotRef], description: 'Free times, in start order.', resolve: (s) => s.slots }),
  }),
});

const ViewingPersonRef = builder.objectRef<NonNullable<ViewingView['renter']>>('ViewingPerson').implement({
  description: 'The renter of a viewing.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user.' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
  }),
});

export const ViewingRef = builder.objectRef<ViewingView>('Viewing').implement({
  description: "A renter's visit of a listing, inside their conversation about it.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The viewing.' }),
    listingId: t.exposeID('listingId', { description: 'The listing.' }),
    listingTitle: t.exposeString('listingTitle', { description: "The listing's title." }),
    room: t.exposeID('roomId', { description: 'The conversation it belongs to.' }),
    renter: t.field({
      type: ViewingPersonRef,
      nullable: true,
      description: 'The renter; null once their account is deleted.',
      resolve: (v) => v.renter,
    }),
    kind: t.field({ type: SlotKindEnum, description: 'Slot or open house.', resolve: (v) => v.kind }),
    openHouseId: t.exposeID('openHouseId', { nullable: true, description: 'The open house booked.' }),
    status: t.field({ type: ViewingStatusEnum, description: 'Its status.', resolve: (v) => v.status }),
    startsAt: t.field({ type: 'DateTime', description: 'Start (UTC).', resolve: (v) => v.startsAt }),
    endsAt: t.field({ type: 'DateTime', description: 'End (UTC).', resolve: (v) => v.endsAt }),
    zone: t.exposeString('zone', { description: "The listing's IANA time zone." }),
    showingType: t.field({
      type: ShowingTypeEnum,
      description: "In person or virtual, as the listing's viewing settings say.",
      resolve: (v) => v.showingType,
    }),
    meetingLink: t.string({
      nullable: true,
      description:
        'The meeting link of a virtual viewing: for the owner and inbox staff, and for the renter once the viewing is confirmed; null otherwise.',
      resolve: (v, _a, ctx) => meetingLinkFor(v, actorOf(ctx.viewer, v, 'view')),
    }),
    proposedTimes: t.field({
      type: ['DateTime'],
      description: "A request's proposed times, for the landlord to confirm one (CONFIRM with startsAt).",
      resolve: (v) => v.proposedTimes,
    }),
    proposedStartsAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'While RESCHEDULE_PROPOSED: the new time put forward.',
      resolve: (v) => v.proposedStartsAt,
    }),
    proposedEndsAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'While RESCHEDULE_PROPOSED: the end of the new time.',
      resolve: (v) => v.proposedEndsAt,
    }),
    proposedBy: t.field({
      type: ViewingActorEnum,
      nullable: true,
      description: 'While RESCHEDULE_PROPOSED: the side that proposed (RENTER or LANDLORD).',
      resolve: (v) => v.proposedBy,
    }),
    cancelReason: t.string({
      nullable: true,
      description:
        "Why it was declined or cancelled, in the reader's language when the product cancelled it.",
      resolve: (v, _a, ctx) => {
        if (
          v.cancelledBy === 'SYSTEM' &&
          v.cancelReason &&
          Object.hasOwn(VIEWING_SYSTEM_CANCEL_REASONS, v.cancelReason)
        )
          return translate(
            VIEWING_SYSTEM_CANCEL_REASONS[v.cancelReason as keyof typeof VIEWING_SYSTEM_CANCEL_REASONS],
            ctx.locale,
          );
        return v.cancelReason;
      },
    }),
    cancelledBy: t.field({
      type: ViewingActorEnum,
      nullable: true,
      description: 'Who declined or cancelled it.',
      resolve: (v) => v.cancelledBy,
    }),
    confirmedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was confirmed.',
      resolve: (v) => v.confirmedAt,
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was booked.', resolve: (v) => v.createdAt }),
    actions: t.field({
      type: [ViewingActionEnum],
      description: 'The changes the caller may make now (the buttons to show).',
      resolve: (v, _a, ctx) => {
        const actor = actorOf(ctx.viewer, v, 'edit');
        if (!actor) return [];
        return availableViewingActions(v.status, actor, {
          now: new Date(),
          startsAt: v.startsAt,
          proposedBy: v.proposedBy,
          proposedStartsAt: v.proposedStartsAt,
        });
      },
    }),
  }),
});
