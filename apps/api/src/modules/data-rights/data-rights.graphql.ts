import { CONSENT_KINDS, RETENTION_ITEMS, STAFF_VIEW_SUBJECTS } from '@rentals/domain/data-rights/enums';
import { retentionSchedule, type RetentionEntry } from '@rentals/domain/data-rights/rules';
import { cancelDeletionTokenSchema, withdrawConsentSchema } from '@rentals/domain/data-rights/schemas';
import { REAUTHENTICATION_WINDOW_MINUTES } from '@rentals/domain/auth/reauthentication-rules';
import { confirmItIsYouSchema } from '@rentals/domain/users/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { UserTypeEnum } from '../users/user.graphql';
import {
  cancelAccountDeletionByToken,
  cancelMyAccountDeletion,
  findMyAccountDeletion,
  requestAccountDeletion,
  type PendingDeletion,
} from './account-deletion.service';
import { findMyConsents, withdrawConsent, type Consent } from './consents.service';
import { findMyStaffViews, type StaffViewEntry } from './staff-views.service';
import './data-rights-data-export';

/*
 * The renter's data rights (issue 25) on /profile/your-data: their consents with withdrawal, the
 * log of staff who viewed their application or documents, and their own account deletion with a
 * grace period; and the retention schedule /privacy shows. Each user reaches only their own.
 */

const LOGGED_IN = { loggedIn: true } as const;

const ConsentKindEnum = builder.enumType('ConsentKind', {
  description:
    "NEWSLETTER (the e-mail list), CREDIT_CHECK (an application's credit-check tick), LANDLORD_SHARE (an application shared with its landlord).",
  values: CONSENT_KINDS,
});
const ConsentStateEnum = builder.enumType('ConsentState', {
  description:
    'GIVEN (may be withdrawn), WITHDRAWN by the user, or ENDED by itself (a share expired, an application withdrawn).',
  values: ['GIVEN', 'WITHDRAWN', 'ENDED'] as const,
});

const ConsentRef = builder.objectRef<Consent>('Consent').implement({
  description: 'A consent the viewer gave, with when, and when they withdrew it.',
  fields: (t) => ({
    kind: t.field({ type: ConsentKindEnum, description: 'What the consent is for.', resolve: (c) => c.kind }),
    applicationId: t.exposeID('applicationId', {
      nullable: true,
      description: 'The application it belongs to; null for the newsletter.',
    }),
    listingTitle: t.exposeString('listingTitle', {
      nullable: true,
      description: "The application's listing; null for the newsletter.",
    }),
    givenAt: t.field({ type: 'DateTime', description: 'When it was given.', resolve: (c) => c.givenAt }),
    state: t.field({
      type: ConsentStateEnum,
      description: 'Whether it still holds.',
      resolve: (c) => c.state,
    }),
    withdrawnAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the viewer withdrew it.',
      resolve: (c) => c.withdrawnAt,
    }),
    usedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'CREDIT_CHECK: when the landlord read the SIN under it (a withdrawal does not undo a reading).',
      resolve: (c) => c.usedAt,
    }),
  }),
});

const StaffViewSubjectEnum = builder.enumType('StaffViewSubject', {
  description: 'APPLICATION (a rental application opened) or DOCUMENT (one of its documents downloaded).',
  values: STAFF_VIEW_SUBJECTS,
});

const StaffViewRef = builder.objectRef<StaffViewEntry>('StaffViewEntry').implement({
  description: "One look by staff at the viewer's data: who (name and role), when and what.",
  fields: (t) => ({
    at: t.field({ type: 'DateTime', description: 'When.', resolve: (v) => v.at }),
    subject: t.field({
      type: StaffViewSubjectEnum,
      description: 'What was looked at.',
      resolve: (v) => v.subject,
    }),
    staffName: t.exposeString('staffName', {
      nullable: true,
      description: "The staff member's name; null when the account is gone or has none.",
    }),
    staffRole: t.field({
      type: UserTypeEnum,
      nullable: true,
      description: 'ADMIN or SUB_ADMIN; null for a former staff member.',
      resolve: (v) => v.staffRole,
    }),
    listingTitle: t.exposeString('listingTitle', {
      nullable: true,
      description: 'The listing of the application concerned.',
    }),
    documentName: t.exposeString('documentName', { nullable: true, description: 'DOCUMENT: the file name.' }),
  }),
});

const StaffViewPageRef = builder
  .objectRef<{ items: StaffViewEntry[]; count: number }>('StaffViewPage')
  .implement({
    description: 'A page of the staff-view log, with its count.',
    fields: (t) => ({
      items: t.field({
        type: [StaffViewRef],
        description: 'This page, newest first.',
        resolve: (p) => p.items,
      }),
      count: t.exposeInt('count', { description: 'How many entries in all.' }),
    }),
  });

const AccountDeletionRef = builder.objectRef<PendingDeletion>('AccountDeletion').implement({
  description: "The viewer's scheduled account deletion.",
  fields: (t) => ({
    requestedAt: t.field({
      type: 'DateTime',
      description: 'When it was asked for.',
      resolve: (d) => d.requestedAt,
    }),
    dueAt: t.field({
      type: 'DateTime',
      description: 'When the account is deleted unless cancelled before.',
      resolve: (d) => d.dueAt,
    }),
  }),
});

const RetentionItemEnum = builder.enumType('RetentionItem', {
  description: 'A line of the retention schedule.',
  values: RETENTION_ITEMS,
});

const RetentionEntryRef = builder.objectRef<RetentionEntry>('RetentionEntry').implement({
  description: 'What is removed, after how many days.',
  fields: (t) => ({
    item: t.field({ type: RetentionItemEnum, description: 'What.', resolve: (e) => e.item }),
    days: t.exposeInt('days', { description: 'After how many days.' }),
  }),
});

builder.queryFields((t) => ({
  myConsents: t.field({
    type: [ConsentRef],
    description:
      "The viewer's consents: the newsletter's, then each application's credit check and landlord share, newest first.",
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => findMyConsents(ctx, requireViewer(ctx.viewer)),
  }),
  myStaffViews: t.field({
    type: StaffViewPageRef,
    description:
      "Staff who opened the viewer's rental applications or downloaded their documents, newest first.",
    authScopes: LOGGED_IN,
    args: {
      first: t.arg.int({ description: 'Page size (default 10).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) => findMyStaffViews(ctx.db, requireViewer(ctx.viewer), args),
  }),
  myAccountDeletion: t.field({
    type: AccountDeletionRef,
    nullable: true,
    description: "The viewer's scheduled account deletion; null when none is.",
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => findMyAccountDeletion(ctx.db, requireViewer(ctx.viewer)),
  }),
  retentionSchedule: t.field({
    type: [RetentionEntryRef],
    description:
      'The retention schedule shown on /privacy: the same numbers the deletion and retention jobs use.',
    authScopes: { public: true },
    resolve: (_r, _a, ctx) =>
      retentionSchedule({
        graceDays: ctx.config.ACCOUNT_DELETION_GRACE_DAYS,
        verificationDocumentDays: ctx.config.VERIFICATION_DOCUMENT_RETENTION_DAYS,
      }),
  }),
}));

builder.mutationFields((t) => ({
  withdrawConsent: t.field({
    type: ConsentRef,
    description:
      "Withdraws one of the viewer's consents through its domain: unsubscribes the newsletter, stops the SIN being revealed for a credit check (the application stays sent), or revokes the landlord's share (withdrawing an undecided application). CONSENT_NOT_FOUND, CONSENT_ALREADY_WITHDRAWN.",
    authScopes: LOGGED_IN,
    args: {
      kind: t.arg({ type: ConsentKindEnum, required: true, description: 'Which consent.' }),
      applicationId: t.arg.id({ description: 'Its application (CREDIT_CHECK and LANDLORD_SHARE).' }),
    },
    resolve: (_r, args, ctx) =>
      withdrawConsent(
        ctx,
        requireViewer(ctx.viewer),
        parseInput(withdrawConsentSchema, {
          kind: args.kind,
          applicationId: args.applicationId == null ? null : String(args.applicationId),
        }),
      ),
  }),
  requestAccountDeletion: t.field({
    type: AccountDeletionRef,
    description: `Schedules the deletion of the viewer's own account after the grace period, once the owner confirms it is them, and e-mails a cancel link: an account with a password gives it (INVALID_PASSWORD); one without (\`User.hasPassword\` false, hosted login) must have signed in within the last ${REAUTHENTICATION_WINDOW_MINUTES} minutes (REAUTHENTICATION_REQUIRED otherwise). Not for staff accounts (NO_ACCESS). ACCOUNT_DELETION_ALREADY_REQUESTED when one is scheduled.`,
    authScopes: LOGGED_IN,
    args: {
      password: t.arg.string({
        description: "The account's password; omitted for an account without one (hosted login).",
      }),
    },
    resolve: (_r, args, ctx) =>
      requestAccountDeletion(ctx, requireViewer(ctx.viewer), parseInput(confirmItIsYouSchema, args).password),
  }),
  cancelMyAccountDeletion: t.boolean({
    description:
      "Keeps the viewer's account: cancels its scheduled deletion (ACCOUNT_DELETION_NOT_REQUESTED when none).",
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => cancelMyAccountDeletion(ctx.db, requireViewer(ctx.viewer)),
  }),
  cancelAccountDeletion: t.boolean({
    description:
      "The deletion e-mail's cancel link: cancels that scheduled deletion without signing in (ACCOUNT_DELETION_NOT_REQUESTED for an unknown or used link).",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true, description: "The link's token." }) },
    resolve: (_r, args, ctx) =>
      cancelAccountDeletionByToken(ctx.db, parseInput(cancelDeletionTokenSchema, args).token),
  }),
}));
