import { updateUserTypeListWithUsSchema } from '@rentals/domain/listings/list-with-us-input';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { PosterRoleEnum } from '../listings/listing-options.graphql';
import { UserRef } from './user.graphql';
import { updateUserTypeListWithUs } from './list-with-us-user-type.service';

/* The list-with-us wizard's user type change, before it submits (spec/03 §4.1; issue 20). */

const UpdateUserTypeListWithUsInput = builder.inputType('UpdateUserTypeListWithUsInput', {
  description: 'The role the caller is about to list as.',
  fields: (t) => ({
    role: t.field({ type: PosterRoleEnum, required: true, description: 'Who posts the listing.' }),
  }),
});

builder.mutationFields((t) => ({
  updateUserTypeListWithUs: t.field({
    type: UserRef,
    description:
      "Gives the caller the user type listing as `role` needs: an unverified account, or a renter or guest listing as LEASE_ASSIGNOR or SUB_LESSOR, becomes LANDLORD; landlords and staff are unchanged. Anyone else gets LIST_WITH_US_USER_UNAUTHORIZED ('User Unauthorized') and keeps their type.",
    authScopes: { loggedIn: true },
    args: {
      data: t.arg({ type: UpdateUserTypeListWithUsInput, required: true, description: 'The role.' }),
    },
    resolve: (_root, args, ctx) =>
      updateUserTypeListWithUs(
        ctx,
        requireViewer(ctx.viewer),
        parseInput(updateUserTypeListWithUsSchema, args.data).role,
      ),
  }),
}));
