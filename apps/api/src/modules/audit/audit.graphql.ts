import { builder } from '../../graphql/builder';
import { AppError } from '../../graphql/errors';
import type { AuditLogRow } from '../../db/schema/admin';
import { UUID } from '../../db/sql-helpers';
import { findAuditEntries } from './audit.service';
// Registers what a user's data export holds of this domain (modules/privacy).
import './audit-data-export';

const AuditEntityEnum = builder.enumType('AuditEntity', {
  description:
    'What an audit entry is about: a listing, a user, a conversation (ROOM), a request for viewing (VIEWING_REQUEST), a viewing (VIEWING) or a payment (PAYMENT: refunds).',
  values: ['LISTING', 'USER', 'ROOM', 'VIEWING_REQUEST', 'VIEWING', 'PAYMENT'] as const,
});

/** Who reads a trail: staff with listings view or users view; a conversation's, admins only. */
const TRAIL_SCOPES = {
  LISTING: { staff: 'listings:view' },
  USER: { staff: 'users:view' },
  ROOM: { userType: 'ADMIN' },
  VIEWING_REQUEST: { staff: 'inbox:view' },
  VIEWING: { staff: 'inbox:view' },
  PAYMENT: { staff: 'boostListings:view' },
} as const;

/** The not-found code of each kind of record. */
const NOT_FOUND = {
  LISTING: 'LISTING_NOT_FOUND',
  USER: 'USER_NOT_FOUND',
  ROOM: 'ROOM_NOT_FOUND',
  VIEWING_REQUEST: 'VIEWING_REQUEST_NOT_FOUND',
  VIEWING: 'VIEWING_NOT_FOUND',
  PAYMENT: 'PAYMENT_NOT_FOUND',
} as const;

const AuditEntryRef = builder.objectRef<AuditLogRow>('AuditEntry').implement({
  description:
    'One staff action on a listing, a user or a conversation: who, what, when, and the fields before and after.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Entry id.' }),
    actorId: t.exposeID('actorId', { nullable: true, description: 'The staff member (null once deleted).' }),
    actorEmail: t.exposeString('actorEmail', { description: "The staff member's e-mail at the time." }),
    action: t.exposeString('action', {
      description:
        'listing.approve, listing.reject, listing.available, listing.unavailable, user.update, user.type, user.delete, permission.set, room.view, room.handle, room.unhandle, viewingRequest.update…',
    }),
    entityType: t.field({
      type: AuditEntityEnum,
      description: 'Listing, user or conversation.',
      resolve: (e) => e.entityType,
    }),
    entityId: t.exposeID('entityId', { description: 'The listing, user or room id.' }),
    before: t.string({
      nullable: true,
      description: 'The changed fields before, as a JSON object.',
      resolve: (e) => (e.before ? JSON.stringify(e.before) : null),
    }),
    after: t.string({
      nullable: true,
      description: 'The changed fields after, as a JSON object.',
      resolve: (e) => (e.after ? JSON.stringify(e.after) : null),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When.', resolve: (e) => e.createdAt }),
  }),
});

builder.queryField('auditTrail', (t) =>
  t.field({
    type: [AuditEntryRef],
    description:
      'The last 50 staff actions on a listing (staff with listings view), a user (staff with users view), a conversation (admins: staff reading and handling it), a request for viewing or a viewing (staff with inbox view), newest first.',
    authScopes: (_root, args) => TRAIL_SCOPES[args.entityType],
    args: {
      entityType: t.arg({
        type: AuditEntityEnum,
        required: true,
        description: 'Listing, user or conversation.',
      }),
      entityId: t.arg.id({ required: true, description: 'Its id.' }),
    },
    resolve: (_root, args, ctx) => {
      const id = String(args.entityId);
      if (!UUID.test(id)) throw new AppError(NOT_FOUND[args.entityType]);
      return findAuditEntries(ctx.db, args.entityType, id);
    },
  }),
);
