import { availabilitySettingsSchema, openHouseSchema } from '@rentals/domain/viewings/availability';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import {
  addOpenHouse,
  getViewingAvailability,
  removeOpenHouse,
  setViewingAvailability,
} from './availability.service';
import {
  BookingModeEnum,
  ShowingTypeEnum,
  ViewingAvailabilityRef,
  WeekdayEnum,
} from './viewing-types.graphql';
import { withoutNulls } from './without-nulls';

/*
 * A listing's viewing availability (issue 17): its owner, or staff with inbox (view to read, edit
 * to change) on any listing. Others get NO_ACCESS.
 */

const LOGGED_IN = { loggedIn: true } as const;
const listingIdSchema = z.string('required').uuid('invalid');

const WeeklyWindowInput = builder.inputType('WeeklyViewingWindowInput', {
  description: "A weekly window, in the listing's local time.",
  fields: (t) => ({
    weekday: t.field({ type: WeekdayEnum, required: true, description: 'The day.' }),
    start: t.string({ required: true, description: 'From, HH:MM.' }),
    end: t.string({ required: true, description: 'To, HH:MM (the same day).' }),
  }),
});

const ViewingAvailabilityInput = builder.inputType('ViewingAvailabilityInput', {
  description: 'Viewing settings; an absent field takes its default.',
  fields: (t) => ({
    windows: t.field({ type: [WeeklyWindowInput], required: true, description: 'Weekly windows.' }),
    slotMinutes: t.int({ description: 'Length of a viewing, minutes.' }),
    bufferMinutes: t.int({ description: 'Break between viewings, minutes.' }),
    horizonDays: t.int({ description: 'How far ahead renters may book, days.' }),
    minNoticeHours: t.int({ description: 'Minimum notice, hours.' }),
    mode: t.field({ type: BookingModeEnum, description: 'INSTANT or REQUEST (default).' }),
    showingType: t.field({ type: ShowingTypeEnum, description: 'IN_PERSON (default) or VIRTUAL.' }),
    meetingLink: t.string({ description: 'https link, required for VIRTUAL.' }),
    capacityPerSlot: t.int({ description: 'Renters per slot.' }),
  }),
});

const OpenHouseInput = builder.inputType('OpenHouseInput', {
  description: "An open house: a local day and times of the listing's zone.",
  fields: (t) => ({
    date: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    start: t.string({ required: true, description: 'From, HH:MM.' }),
    end: t.string({ required: true, description: 'To, HH:MM.' }),
    capacity: t.int({ required: true, description: 'Renters who may come.' }),
  }),
});

builder.queryFields((t) => ({
  viewingAvailability: t.field({
    type: ViewingAvailabilityRef,
    description: "A listing's viewing settings and open houses: its owner and staff with inbox view.",
    authScopes: LOGGED_IN,
    args: { listingId: t.arg.id({ required: true, description: 'The listing.' }) },
    resolve: (_r, args, ctx) =>
      getViewingAvailability(
        ctx.db,
        requireViewer(ctx.viewer),
        parseInput(listingIdSchema, String(args.listingId)),
      ),
  }),
}));

builder.mutationFields((t) => ({
  setViewingAvailability: t.field({
    type: ViewingAvailabilityRef,
    description:
      'Saves the viewing settings of a listing (owner, or staff with inbox edit). Viewings already booked stay as they are.',
    authScopes: LOGGED_IN,
    args: {
      listingId: t.arg.id({ required: true, description: 'The listing.' }),
      data: t.arg({ type: ViewingAvailabilityInput, required: true, description: 'The settings.' }),
    },
    resolve: (_r, args, ctx) =>
      setViewingAvailability(
        ctx,
        requireViewer(ctx.viewer),
        parseInput(listingIdSchema, String(args.listingId)),
        parseInput(availabilitySettingsSchema, withoutNulls(args.data)),
      ),
  }),
  addOpenHouse: t.field({
    type: ViewingAvailabilityRef,
    description:
      'Adds an open house (owner, or staff with inbox edit): in the future (VIEWING_IN_PAST), not overlapping another, at most 20.',
    authScopes: LOGGED_IN,
    args: {
      listingId: t.arg.id({ required: true, description: 'The listing.' }),
      data: t.arg({ type: OpenHouseInput, required: true, description: 'The open house.' }),
    },
    resolve: (_r, args, ctx) =>
      addOpenHouse(
        ctx,
        requireViewer(ctx.viewer),
        parseInput(listingIdSchema, String(args.listingId)),
        parseInput(openHouseSchema, args.data),
      ),
  }),
  removeOpenHouse: t.field({
    type: ViewingAvailabilityRef,
    description:
      'Removes an open house (owner, or staff with inbox edit); its viewings are cancelled with a message to each renter. OPEN_HOUSE_NOT_FOUND when it does not exist.',
    authScopes: LOGGED_IN,
    args: { id: t.arg.id({ required: true, description: 'The open house.' }) },
    resolve: (_r, args, ctx) => removeOpenHouse(ctx, requireViewer(ctx.viewer), String(args.id)),
  }),
}));
