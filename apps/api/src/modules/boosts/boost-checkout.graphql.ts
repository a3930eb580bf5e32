import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { ListingRef } from '../listings/listing.graphql';
import { PaymentQuoteRef } from '../payments/payment-types.graphql';
import { boostListing, getBoostQuote, type BoostResult } from './boost.service';

/*
 * The landlord's boost (spec/03 §4.5): the confirm dialog's quote, and the boost, which answers the
 * checkout to go to, or the boosted listing straight away when boosts are free.
 */

const BoostResultRef = builder.objectRef<BoostResult>('BoostResult').implement({
  description: 'What a boost answers: where to pay, or the listing already boosted.',
  fields: (t) => ({
    checkoutUrl: t.exposeString('checkoutUrl', {
      nullable: true,
      description: 'The card checkout to send the browser to; null when the boost was free and has started.',
    }),
    listing: t.field({
      type: ListingRef,
      nullable: true,
      description: 'The listing.',
      resolve: (r) => r.listing,
    }),
    daysLeft: t.exposeInt('daysLeft', {
      nullable: true,
      description: 'Whole days left of its boost (0 until a paid boost’s payment arrives).',
    }),
  }),
});

builder.queryFields((t) => ({
  boostQuote: t.field({
    type: PaymentQuoteRef,
    description:
      'What boosting the caller’s listing costs now, with tax by the listing’s province: its owner. LISTING_NOT_FOUND, BOOST_NOT_ALLOWED, PAYMENT_NO_PROVINCE.',
    authScopes: { loggedIn: true },
    args: { listingId: t.arg.id({ required: true, description: 'The listing.' }) },
    resolve: (_r, args, ctx) => getBoostQuote(ctx, requireViewer(ctx.viewer), String(args.listingId)),
  }),
}));

builder.mutationFields((t) => ({
  boostListing: t.field({
    type: BoostResultRef,
    description:
      'Boosts the caller’s listing: opens its card checkout, or boosts it at once when the boost is free. `price` is the total shown, in cents; one idempotency key per Confirm click. LISTING_NOT_FOUND, BOOST_NOT_ALLOWED, PAYMENT_PRICE_CHANGED, PAYMENT_UNAUTHORIZED.',
    authScopes: { loggedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The listing.' }),
      idempotencyKey: t.arg.string({ required: true, description: '8 to 100 letters, digits, - or _.' }),
      price: t.arg.int({ required: true, description: 'The total the page showed, in cents.' }),
    },
    resolve: (_r, args, ctx) =>
      boostListing(ctx, requireViewer(ctx.viewer), {
        id: String(args.id),
        idempotencyKey: args.idempotencyKey,
        price: args.price,
      }),
  }),
}));
