import { builder } from '../../graphql/builder';
import { leaseRoleOf } from './lease.policy';
import { LeaseRef, LeaseSignerRef, leaseView, SigningPlaceEnum } from './lease-types.graphql';
import {
  consentToLeaseSigning,
  declineLease,
  openLeaseSigning,
  saveLeaseSigningProgress,
  signLease,
  type SigningSession,
} from './signing.service';

/*
 * The built-in signing ceremony (issue 19), one mutation a step. A signer acts signed in, or with
 * the token of their e-mailed link (`token`), which names them and this lease alone.
 */

const LeaseSigningRef = builder
  .objectRef<SigningSession & { token: string | null }>('LeaseSigning')
  .implement({
    description:
      "A signer's ceremony: the lease, who they are on it, the places to tap and where they stopped.",
    fields: (t) => ({
      lease: t.field({
        type: LeaseRef,
        description: 'The lease.',
        resolve: (s, _a, ctx) =>
          leaseView(
            s.record,
            s.token ? 'LINK' : (leaseRoleOf(ctx.viewer, s.record) ?? 'LINK'),
            ctx.viewer,
            s.signer.id,
          ),
      }),
      signer: t.field({
        type: LeaseSignerRef,
        description: 'The signer acting.',
        resolve: (s, _a, ctx) => ({
          signer: s.signer,
          view: leaseView(s.record, 'LINK', ctx.viewer, s.signer.id),
        }),
      }),
      isTurn: t.boolean({ description: 'Whether they may sign now.', resolve: (s) => s.isTurn }),
      consented: t.boolean({
        description: 'Whether they agreed to sign electronically.',
        resolve: (s) => s.signer.progress.consented,
      }),
      places: t.field({
        type: [SigningPlaceEnum],
        description: 'Every place they tap, in order.',
        resolve: (s) => s.places,
      }),
      placesLeft: t.field({
        type: [SigningPlaceEnum],
        description: 'The places still to tap.',
        resolve: (s) => s.placesLeft,
      }),
      viewUrl: t.string({
        nullable: true,
        description:
          'With an outside signing service: where the ceremony happens (open it at once; it expires within minutes).',
        resolve: (s) => s.viewUrl,
      }),
    }),
  });

const SignatureInputRef = builder.inputType('LeaseSignatureInput', {
  description: 'A signature: typed, or drawn (PNG), with initials.',
  fields: (t) => ({
    kind: t.string({ required: true, description: 'TYPED or DRAWN.' }),
    text: t.string({
      required: true,
      description: 'The typed signature, or the name a drawn one stands for.',
    }),
    initials: t.string({ required: true, description: 'Initials, 1 to 6 characters.' }),
    image: t.string({ description: 'A drawn signature: a PNG as a data URL, at most 300 kB.' }),
  }),
});

const leaseArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  leaseId: t.arg.id({ required: true, description: 'The lease.' }),
  token: t.arg.string({
    description: "The token of the signer's e-mailed link, when not signed in as them.",
  }),
});

const withToken = (token: string | null | undefined) => (s: SigningSession) => ({
  ...s,
  token: token ?? null,
});

builder.mutationFields((t) => ({
  openLeaseSigning: t.field({
    type: LeaseSigningRef,
    description: 'Opens the ceremony (the first opening marks the signer VIEWED; every one is in the trail).',
    authScopes: { public: true },
    args: {
      ...leaseArgs(t),
      redirectUrl: t.arg.string({ description: 'Where an outside service returns the browser.' }),
    },
    resolve: async (_r, args, ctx) =>
      withToken(args.token)(
        await openLeaseSigning(ctx, String(args.leaseId), args.token, args.redirectUrl ?? null),
      ),
  }),
  consentToLeaseSigning: t.field({
    type: LeaseSigningRef,
    description: 'Records the signer’s agreement to sign electronically.',
    authScopes: { public: true },
    args: leaseArgs(t),
    resolve: async (_r, args, ctx) =>
      withToken(args.token)(await consentToLeaseSigning(ctx, String(args.leaseId), args.token)),
  }),
  saveLeaseSigningProgress: t.field({
    type: LeaseSigningRef,
    description: 'Saves the places tapped so far, so a dropped session resumes there.',
    authScopes: { public: true },
    args: {
      ...leaseArgs(t),
      placesDone: t.arg({ type: [SigningPlaceEnum], required: true, description: 'Places tapped.' }),
    },
    resolve: async (_r, args, ctx) =>
      withToken(args.token)(
        await saveLeaseSigningProgress(ctx, String(args.leaseId), args.token, args.placesDone),
      ),
  }),
  signLease: t.field({
    type: LeaseSigningRef,
    description:
      'Signs: every place tapped and a readable signature. The last signature completes the lease and seals its PDF. LEASE_CONSENT_REQUIRED, LEASE_PLACES_MISSING, LEASE_SIGNATURE_INVALID, LEASE_ALREADY_SIGNED, LEASE_NOT_YOUR_TURN, LEASE_CLOSED.',
    authScopes: { public: true },
    args: {
      ...leaseArgs(t),
      signature: t.arg({ type: SignatureInputRef, required: true, description: 'The signature.' }),
    },
    resolve: async (_r, args, ctx) =>
      withToken(args.token)(
        await signLease(ctx, String(args.leaseId), args.token, {
          kind: args.signature.kind === 'DRAWN' ? 'DRAWN' : 'TYPED',
          text: args.signature.text,
          initials: args.signature.initials,
          image: args.signature.image ?? null,
        }),
      ),
  }),
  declineLease: t.field({
    type: LeaseSigningRef,
    description: 'Declines to sign, with a reason told to the landlord: the lease ends as DECLINED.',
    authScopes: { public: true },
    args: { ...leaseArgs(t), reason: t.arg.string({ required: true, description: 'Why.' }) },
    resolve: async (_r, args, ctx) =>
      withToken(args.token)(await declineLease(ctx, String(args.leaseId), args.token, args.reason)),
  }),
}));
