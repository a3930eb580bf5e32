import { listWithUsInputSchema } from '@rentals/domain/listings/list-with-us-input';
import { LIST_WITH_US_MAX_UNITS } from '@rentals/domain/listings/list-with-us';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { buildingFields } from './listing-inputs.graphql';
import { PosterRoleEnum } from './listing-options.graphql';
import { CreateUnitInput } from './unit.graphql';
import { createListWithUs, type ListWithUsResult } from './list-with-us.service';

/* The public list-with-us wizard's submission (spec/03 §2.1, §4.1; issue 20). */

const ListWithUsListingInput = builder.inputType('ListWithUsListingInput', {
  description:
    "The wizard's building: createListing's building fields with the owner questions and proofs. The poster role is the submission's; the region is the address's province.",
  fields: (t) => {
    const { role: _role, region: _region, ...fields } = buildingFields(t);
    return fields;
  },
});

const ListWithUsInput = builder.inputType('ListWithUsInput', {
  description: 'Steps 1 to 7 of the list-with-us wizard, merged (spec/03 §3.1).',
  fields: (t) => ({
    role: t.field({ type: PosterRoleEnum, required: true, description: 'Who posts it.' }),
    phone: t.string({
      required: true,
      description: "A Canadian phone number, saved on the caller's account with the listing.",
    }),
    planIds: t.intList({
      required: true,
      description:
        'The chosen plans: one of group 2, at most one per group, offered at the address; no boost.',
    }),
    listing: t.field({ type: ListWithUsListingInput, required: true, description: 'The building.' }),
    units: t.field({
      type: [CreateUnitInput],
      required: true,
      description: `The units, 1 to ${LIST_WITH_US_MAX_UNITS} (steps 3 to 5).`,
    }),
  }),
});

const ListWithUsResultRef = builder.objectRef<ListWithUsResult>('ListWithUsResult').implement({
  description: 'The listing a list-with-us submission created.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The listing.' }),
    unitIds: t.exposeIDList('unitIds', { description: 'Its units, in the order sent.' }),
    paymentStatus: t.exposeString('paymentStatus', {
      nullable: true,
      description: 'UNPAID when a chosen plan needs the onboarding payment, else null.',
    }),
    planIds: t.exposeIntList('planIds', { description: 'The chosen plans.' }),
  }),
});

builder.mutationFields((t) => ({
  createListWithUs: t.field({
    type: ListWithUsResultRef,
    description:
      "Creates the wizard's listing (createdFrom LIST_WITH_US) with its units, pictures, owner answers and plan fields, and saves the phone, in one transaction. The caller must already have the user type listing as `role` gives (updateUserTypeListWithUs), else LIST_WITH_US_USER_UNAUTHORIZED. Landlords' listings await review; staff's are approved.",
    authScopes: { loggedIn: true },
    args: { data: t.arg({ type: ListWithUsInput, required: true, description: 'The submission.' }) },
    resolve: (_root, args, ctx) =>
      createListWithUs(ctx, requireViewer(ctx.viewer), parseInput(listWithUsInputSchema, args.data)),
  }),
}));
