import { VIEWING_REQUEST_KINDS, VIEWING_REQUEST_STATUSES } from '@rentals/domain/viewings/viewing-requests';
import type { ViewingRequestRow } from '../../db/schema/viewing-requests';
import { builder } from '../../graphql/builder';
import { BedroomsEnum } from '../listings/listing-options.graphql';
import type { StaffPerson, StaffViewingRequest } from './viewing-request-staff.service';
import type { ViewingPreferences } from './viewing-request.service';

/* The GraphQL types of requests for viewing (issue 17): the renter's view and the staff's. */

export const ViewingRequestStatusEnum = builder.enumType('ViewingRequestStatus', {
  description:
    'NEW until staff take it, IN_PROGRESS while viewings are being arranged, DONE or CLOSED after. NEW and IN_PROGRESS count as open.',
  values: VIEWING_REQUEST_STATUSES,
});

export const ViewingRequestKindEnum = builder.enumType('ViewingRequestKind', {
  description:
    'VIEWING: sent from /request-for-viewing; RENTER_ENQUIRY and LANDLORD_ENQUIRY: leads from /rental-enquiry.',
  values: VIEWING_REQUEST_KINDS,
});

export const CityRef = builder.objectRef<{ city: string; province: string }>('ViewingRequestCity').implement({
  description: 'The city where the renter looks for a home (pre_viewing_city).',
  fields: (t) => ({
    city: t.exposeString('city', { description: 'City name.' }),
    province: t.exposeString('province', { description: 'Province code (ON, QC…).' }),
  }),
});

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields the renter typed and the status, shared by the renter's and the staff's views. */
function fieldsOf<T extends ViewingRequestRow>(t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, T>) {
  return {
    id: t.id({ description: 'The request.', resolve: (r) => r.id }),
    pre_viewing_city: t.field({
      type: CityRef,
      description: 'City and province.',
      resolve: (r) => ({ city: r.city, province: r.province }),
    }),
    budget: t.int({
      nullable: true,
      description: 'Largest monthly rent, in dollars; null when a lead did not say.',
      resolve: (r) => r.budget,
    }),
    bedrooms: t.field({
      type: [BedroomsEnum],
      description: 'Bedroom counts that suit.',
      resolve: (r) => r.bedrooms as never,
    }),
    moveIn: t.string({
      nullable: true,
      description: 'Move-in date, YYYY-MM-DD; null when a lead did not say.',
      resolve: (r) => r.moveIn,
    }),
    availabilityDays: t.stringList({
      description: 'Weekdays the renter is free: MON … SUN, Monday first.',
      resolve: (r) => r.availabilityDays,
    }),
    availabilityTimes: t.stringList({
      description: 'Parts of those days: MORNING, AFTERNOON, EVENING; empty when any time suits.',
      resolve: (r) => r.availabilityTimes,
    }),
    message: t.string({ description: "The renter's note ('' when none).", resolve: (r) => r.message }),
    status: t.field({
      type: ViewingRequestStatusEnum,
      description: 'Where it stands.',
      resolve: (r) => r.status,
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was sent.', resolve: (r) => r.createdAt }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When it last changed.',
      resolve: (r) => r.updatedAt,
    }),
  };
}

export const ViewingRequestRef = builder.objectRef<ViewingRequestRow>('ViewingRequest').implement({
  description: "A renter's request for viewing as the renter sees it (no staff note, no assignee).",
  fields: (t) => fieldsOf(t),
});

export const StaffPersonRef = builder.objectRef<StaffPerson>('ViewingRequestPerson').implement({
  description: 'A person on a request for viewing as staff see them.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user.' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
    email: t.exposeString('email', { description: 'E-mail.' }),
  }),
});

const RequesterRef = builder
  .objectRef<StaffViewingRequest['requester']>('ViewingRequestRequester')
  .implement({
    description: 'The renter who sent a request for viewing, with how to reach them.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The user.' }),
      firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
      lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
      email: t.exposeString('email', { description: 'E-mail.' }),
      phone: t.exposeString('phone', { nullable: true, description: 'Phone, if given on the profile.' }),
    }),
  });

export const StaffViewingRequestRef = builder
  .objectRef<StaffViewingRequest>('StaffViewingRequest')
  .implement({
    description: 'A request for viewing as staff handle it.',
    fields: (t) => ({
      ...fieldsOf(t),
      kind: t.field({
        type: ViewingRequestKindEnum,
        description: 'Where it comes from: a request for viewing or a rental enquiry lead.',
        resolve: (r) => r.kind,
      }),
      contactPhone: t.exposeString('contactPhone', {
        nullable: true,
        description: "The phone a lead asked to be called back on (digits); else see the requester's.",
      }),
      unitCount: t.exposeInt('unitCount', {
        nullable: true,
        description: "How many units a landlord's lead would list.",
      }),
      requester: t.field({ type: RequesterRef, description: 'The renter.', resolve: (r) => r.requester }),
      assignedTo: t.field({
        type: StaffPersonRef,
        nullable: true,
        description: 'The staff member handling it; null while nobody is.',
        resolve: (r) => r.assignee,
      }),
      staffNote: t.exposeString('staffNote', { description: "The team's note ('' when none)." }),
    }),
  });

export const StaffViewingRequestPageRef = builder
  .objectRef<{ items: StaffViewingRequest[]; count: number }>('ViewingRequestPage')
  .implement({
    description: 'A page of requests for viewing and how many match in all.',
    fields: (t) => ({
      items: t.field({ type: [StaffViewingRequestRef], description: 'This page.', resolve: (p) => p.items }),
      count: t.exposeInt('count', { description: 'How many match in all.' }),
    }),
  });

export const ViewingPreferencesRef = builder.objectRef<ViewingPreferences>('ViewingPreferences').implement({
  description: "What the caller's profile keeps from their last request for viewing, to fill the next one.",
  fields: (t) => ({
    pre_viewing_city: t.field({
      type: CityRef,
      nullable: true,
      description: 'City and province; null before a first request.',
      resolve: (p) => p.preViewingCity,
    }),
    budget: t.exposeInt('budget', { nullable: true, description: 'Largest monthly rent, in dollars.' }),
    moveIn: t.exposeString('moveIn', { nullable: true, description: 'Move-in date, YYYY-MM-DD.' }),
    availabilityDays: t.exposeStringList('availabilityDays', { description: 'Weekdays: MON … SUN.' }),
  }),
});
