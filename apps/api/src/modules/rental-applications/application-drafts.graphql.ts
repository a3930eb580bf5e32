import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { deleteDraft, findDraft, saveDraft } from './application-drafts.service';

/*
 * The rental application draft saved to the signed-in user's account (issue 18), as the wizard's
 * JSON itself: the wizard reads it back and saves it whole, so no other shape stands between.
 */

const LOGGED_IN = { loggedIn: true } as const;

builder.queryFields((t) => ({
  rentalApplicationDraft: t.field({
    type: 'JSON',
    nullable: true,
    description:
      "The caller's saved draft (spec/02 §3), read back field by field (a field that no longer fits takes its default); null when none. Its documents.sin is always empty.",
    authScopes: LOGGED_IN,
    resolve: async (_r, _a, ctx) => (await findDraft(ctx.db, requireViewer(ctx.viewer)))?.draft ?? null,
  }),
}));

builder.mutationFields((t) => ({
  saveRentalApplicationDraft: t.field({
    type: 'JSON',
    description:
      "Saves the caller's draft in place of the previous one and answers it as kept: checked with the draft schema (VALIDATION_FAILED), at most 1.1 MB (RENTAL_APPLICATION_DRAFT_TOO_LARGE). The SIN is never stored in a draft on the server: it is blanked, and stays in the browser only.",
    authScopes: LOGGED_IN,
    args: { draft: t.arg({ type: 'JSON', required: true, description: "The wizard's whole draft." }) },
    resolve: async (_r, args, ctx) => (await saveDraft(ctx.db, requireViewer(ctx.viewer), args.draft)).draft,
  }),
  deleteRentalApplicationDraft: t.boolean({
    description: "Deletes the caller's saved draft; answers whether there was one.",
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => deleteDraft(ctx.db, requireViewer(ctx.viewer)),
  }),
}));
