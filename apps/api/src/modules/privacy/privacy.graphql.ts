import {
  DATA_EXPORT_STATUSES,
  dataExportState,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
} from '@rentals/domain/privacy/rules';
import type { DataExportRequestRow } from '../../db/schema/privacy';
import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { findOwnDataExport, requestDataExport, retryDataExport } from './data-export.service';
import { findPrivacyRequests, type PrivacyRequestView } from './privacy-requests.service';
// Registers what a user's data export holds of this domain.
import './privacy-data-export';

/*
 * Privacy requests (issue 25): a signed-in user's data export on /profile/your-data, and the staff
 * 'Privacy requests' view of the requests still to answer (staff with users view).
 */

const LOGGED_IN = { loggedIn: true } as const;
const VIEW_USERS = { staff: 'users:view' } as const;
const EDIT_USERS = { staff: 'users:edit' } as const;

const DataExportStateEnum = builder.enumType('DataExportState', {
  description:
    'Where a data export stands: REQUESTED, PREPARING, READY to download, EXPIRED (its zip deleted), or FAILED (it could not be prepared; ask again).',
  values: DATA_EXPORT_STATUSES,
});

const DataExportRef = builder.objectRef<DataExportRequestRow>('DataExport').implement({
  description: "A user's request for a copy of their data.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    state: t.field({
      type: DataExportStateEnum,
      description: 'Its state now: a READY export whose link has expired reads EXPIRED.',
      resolve: (r) => dataExportState(r, new Date()),
    }),
    requestedAt: t.field({
      type: 'DateTime',
      description: 'When it was asked for.',
      resolve: (r) => r.requestedAt,
    }),
    readyAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the zip was ready; null before.',
      resolve: (r) => r.readyAt,
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the link stops working and the zip is deleted; null before it is ready.',
      resolve: (r) => r.expiresAt,
    }),
    fileId: t.id({
      nullable: true,
      description: 'The zip, downloaded with the session at /files/<fileId>, while READY; null otherwise.',
      resolve: (r) => (dataExportState(r, new Date()) === 'READY' ? r.fileId : null),
    }),
  }),
});

const PrivacyRequestKindEnum = builder.enumType('PrivacyRequestKind', {
  description: 'What a privacy request asks for.',
  values: PRIVACY_REQUEST_KINDS,
});

const PrivacyRequestStatusEnum = builder.enumType('PrivacyRequestStatus', {
  description: 'Where a request still to answer stands.',
  values: PRIVACY_REQUEST_STATUSES,
});

const PrivacyRequestUserRef = builder.objectRef<PrivacyRequestView['user']>('PrivacyRequestUser').implement({
  description: 'Who asked.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user.' }),
    email: t.exposeString('email', { description: 'Their e-mail.' }),
    name: t.exposeString('name', { description: 'Their first and last name; empty when they gave none.' }),
  }),
});

const PrivacyRequestRef = builder.objectRef<PrivacyRequestView>('PrivacyRequest').implement({
  description: 'A privacy request still to answer.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The request, within its kind.' }),
    kind: t.field({ type: PrivacyRequestKindEnum, description: 'What it asks for.', resolve: (r) => r.kind }),
    status: t.field({
      type: PrivacyRequestStatusEnum,
      description: 'Where it stands.',
      resolve: (r) => r.status,
    }),
    requestedAt: t.field({
      type: 'DateTime',
      description: 'When it was made.',
      resolve: (r) => r.requestedAt,
    }),
    dueAt: t.field({
      type: 'DateTime',
      description: 'When it must be answered by: 30 days after it was made (PIPEDA).',
      resolve: (r) => r.dueAt,
    }),
    user: t.field({ type: PrivacyRequestUserRef, description: 'Who asked.', resolve: (r) => r.user }),
  }),
});

const PrivacyRequestPageRef = builder
  .objectRef<{ items: PrivacyRequestView[]; count: number }>('PrivacyRequestPage')
  .implement({
    description: 'A page of privacy requests still to answer, with how many there are in all.',
    fields: (t) => ({
      items: t.field({ type: [PrivacyRequestRef], description: 'This page.', resolve: (p) => p.items }),
      count: t.exposeInt('count', { description: 'How many are still to answer in all.' }),
    }),
  });

builder.queryFields((t) => ({
  myDataExport: t.field({
    type: DataExportRef,
    nullable: true,
    description: "The viewer's latest data export request; null when they never asked.",
    authScopes: LOGGED_IN,
    resolve: (_r, _args, ctx) => findOwnDataExport(ctx.db, requireViewer(ctx.viewer)),
  }),
  privacyRequests: t.field({
    type: PrivacyRequestPageRef,
    description:
      'Privacy requests still to answer, of every kind, soonest due first (staff with users view).',
    authScopes: VIEW_USERS,
    args: {
      first: t.arg.int({ description: 'Page size (default 10).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) => findPrivacyRequests(ctx.db, args),
  }),
}));

builder.mutationFields((t) => ({
  requestDataExport: t.field({
    type: DataExportRef,
    description:
      'Asks for a copy of all the viewer’s data: a zip prepared in the background, its link e-mailed. DATA_EXPORT_ALREADY_REQUESTED while one is being prepared or can still be downloaded.',
    authScopes: LOGGED_IN,
    resolve: (_r, _args, ctx) => requestDataExport(ctx, requireViewer(ctx.viewer)),
  }),
  retryDataExport: t.field({
    type: DataExportRef,
    description:
      'Prepares a FAILED data export again, with all its attempts (staff with users edit; recorded in the audit log). DATA_EXPORT_NOT_FOUND; DATA_EXPORT_NOT_FAILED when it is not FAILED or the user has asked again since.',
    authScopes: EDIT_USERS,
    args: {
      id: t.arg.id({ required: true, description: 'The failed request (a DATA_EXPORT privacy request).' }),
    },
    resolve: (_r, args, ctx) => retryDataExport(ctx, requireViewer(ctx.viewer), String(args.id)),
  }),
}));
