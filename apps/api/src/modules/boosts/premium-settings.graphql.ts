import { PREMIUM_SETTING_NAMES } from '@rentals/domain/billing/boost';
import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { getPremiumSetting, updatePremiumSetting, type PremiumSettingRow } from './premium-settings.service';

/*
 * Premium settings (spec/01 §3, §7): getPremiumType for anyone (the boost dialog shows the price and
 * days), updatePremium for staff with boostListings edit (the 'Boost settings' card on /boostListing).
 */

const PremiumSettingRef = builder.objectRef<PremiumSettingRow>('PremiumSetting').implement({
  description: `A premium setting, addressed by name: ${PREMIUM_SETTING_NAMES.join(', ')}.`,
  fields: (t) => ({
    name: t.exposeString('name', { description: 'BOOST_PRICE (cents before tax) or BOOST_DAYS.' }),
    value: t.exposeString('value', { description: 'The value, a whole number as text.' }),
    updatedAt: t.field({ type: 'DateTime', description: 'Last changed.', resolve: (s) => s.updatedAt }),
  }),
});

const PremiumWhereInput = builder.inputType('PremiumWhereInput', {
  description: 'A premium setting by name.',
  fields: (t) => ({ name: t.string({ required: true, description: 'BOOST_PRICE or BOOST_DAYS.' }) }),
});

const PremiumDataInput = builder.inputType('PremiumDataInput', {
  description: 'The new value of a premium setting.',
  fields: (t) => ({
    value: t.string({
      required: true,
      description: 'A whole number: cents 0 to 10,000,000 for BOOST_PRICE, 1 to 90 for BOOST_DAYS.',
    }),
  }),
});

builder.queryFields((t) => ({
  getPremiumType: t.field({
    type: PremiumSettingRef,
    description: 'A premium setting by name: anyone. PREMIUM_SETTING_NOT_FOUND.',
    authScopes: { public: true },
    args: { where: t.arg({ type: PremiumWhereInput, required: true, description: 'The setting.' }) },
    resolve: (_r, args, ctx) => getPremiumSetting(ctx.db, args.where.name),
  }),
}));

builder.mutationFields((t) => ({
  updatePremium: t.field({
    type: PremiumSettingRef,
    description:
      'Sets a premium setting (a new BOOST_PRICE is also the Boost plan’s price): staff with boostListings edit. PREMIUM_SETTING_NOT_FOUND, PREMIUM_SETTING_INVALID.',
    authScopes: { staff: 'boostListings:edit' },
    args: {
      where: t.arg({ type: PremiumWhereInput, required: true, description: 'The setting.' }),
      data: t.arg({ type: PremiumDataInput, required: true, description: 'Its new value.' }),
    },
    resolve: (_r, args, ctx) =>
      updatePremiumSetting(ctx.db, requireViewer(ctx.viewer), args.where.name, args.data.value),
  }),
}));
