import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { deleteDraft, findDraft, saveDraft, type DraftView } from './application-drafts.service';

/* The rental application draft saved to the signed-in user's account (issue 18). */

const LOGGED_IN = { loggedIn: true } as const;

const RentalApplicationDraftRef = builder.objectRef<DraftView>('RentalApplicationDraft').implement({
  description: "A rental application draft saved to the user's account (never with a SIN).",
  fields: (t) => ({
    draft: t.field({
      type: 'JSON',
      description: "The wizard's draft (spec/02 §3), files by reference; documents.sin is always empty.",
      resolve: (d) => d.draft,
    }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When it was last saved.',
      resolve: (d) => d.updatedAt,
    }),
  }),
});

builder.queryFields((t) => ({
  rentalApplicationDraft: t.field({
    type: RentalApplicationDraftRef,
    nullable: true,
    description:
      "The caller's saved draft, read back field by field (a field that no longer fits takes its default); null when none.",
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => findDraft(ctx.db, requireViewer(ctx.viewer)),
  }),
}));

builder.mutationFields((t) => ({
  saveRentalApplicationDraft: t.field({
    type: RentalApplicationDraftRef,
    description:
      "Saves the caller's draft in place of the previous one: checked with the draft schema (VALIDATION_FAILED), at most 1.1 MB (RENTAL_APPLICATION_DRAFT_TOO_LARGE). The SIN is never stored in a draft on the server: it is blanked, and stays in the browser only.",
    authScopes: LOGGED_IN,
    args: { draft: t.arg({ type: 'JSON', required: true, description: "The wizard's whole draft." }) },
    resolve: (_r, args, ctx) => saveDraft(ctx.db, requireViewer(ctx.viewer), args.draft),
  }),
  deleteRentalApplicationDraft: t.boolean({
    description: "Deletes the caller's saved draft; answers whether there was one.",
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => deleteDraft(ctx.db, requireViewer(ctx.viewer)),
  }),
}));
