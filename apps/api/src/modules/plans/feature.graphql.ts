import { featureInputSchema } from '@rentals/domain/billing/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import {
  createFeature,
  deleteFeature,
  findFeatures,
  reorderFeatures,
  updateFeature,
} from './feature.service';
import type { FeatureRow } from './plan.service';

/*
 * The features plans list (spec/01 §2 /features): read with the plans by everyone, managed by
 * staff of the features module (add, edit, delete; view for the full list).
 */

export const FeatureRef = builder.objectRef<FeatureRow>('Feature').implement({
  description: 'A feature a plan lists, in both languages and in the request’s language.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The feature.' }),
    name: t.string({
      description: 'Name, in the request’s language.',
      resolve: (f, _a, ctx) => (ctx.locale === 'fr' ? f.nameFr : f.nameEn),
    }),
    subtitle: t.string({
      nullable: true,
      description: 'Subtitle, in the request’s language.',
      resolve: (f, _a, ctx) => (ctx.locale === 'fr' ? f.subtitleFr : f.subtitleEn),
    }),
    information: t.string({
      nullable: true,
      description: 'The longer explanation, in the request’s language.',
      resolve: (f, _a, ctx) => (ctx.locale === 'fr' ? f.informationFr : f.informationEn),
    }),
    nameEn: t.exposeString('nameEn', { description: 'Name in English.' }),
    nameFr: t.exposeString('nameFr', { description: 'Name in French.' }),
    subtitleEn: t.exposeString('subtitleEn', { nullable: true, description: 'Subtitle in English.' }),
    subtitleFr: t.exposeString('subtitleFr', { nullable: true, description: 'Subtitle in French.' }),
    informationEn: t.exposeString('informationEn', {
      nullable: true,
      description: 'Information in English.',
    }),
    informationFr: t.exposeString('informationFr', { nullable: true, description: 'Information in French.' }),
    position: t.exposeInt('position', { description: 'Place in staff’s list of features.' }),
  }),
});

const FeatureInput = builder.inputType('FeatureInput', {
  description: 'A feature as staff edit it (featureInputSchema): names required, other texts optional.',
  fields: (t) => ({
    nameEn: t.string({ description: 'Name in English (required, at most 120 characters).' }),
    nameFr: t.string({ description: 'Name in French (required, at most 120 characters).' }),
    subtitleEn: t.string({ description: 'Subtitle in English (at most 200 characters).' }),
    subtitleFr: t.string({ description: 'Subtitle in French (at most 200 characters).' }),
    informationEn: t.string({ description: 'Information in English (at most 1,000 characters).' }),
    informationFr: t.string({ description: 'Information in French (at most 1,000 characters).' }),
  }),
});

builder.queryFields((t) => ({
  features: t.field({
    type: [FeatureRef],
    description: 'Every feature in staff’s order: staff with features view.',
    authScopes: { staff: 'features:view' },
    resolve: (_r, _a, ctx) => findFeatures(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  createFeature: t.field({
    type: FeatureRef,
    description: 'Adds a feature at the end of the list: staff with features add. VALIDATION_FAILED.',
    authScopes: { staff: 'features:add' },
    args: { data: t.arg({ type: FeatureInput, required: true, description: 'The feature.' }) },
    resolve: (_r, args, ctx) => createFeature(ctx.db, parseInput(featureInputSchema, args.data)),
  }),
  updateFeature: t.field({
    type: FeatureRef,
    description:
      'Changes a feature’s texts, in every plan listing it: staff with features edit. FEATURE_NOT_FOUND, VALIDATION_FAILED.',
    authScopes: { staff: 'features:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The feature.' }),
      data: t.arg({ type: FeatureInput, required: true, description: 'Its texts.' }),
    },
    resolve: (_r, args, ctx) =>
      updateFeature(ctx.db, String(args.id), parseInput(featureInputSchema, args.data)),
  }),
  deleteFeature: t.boolean({
    description:
      'Deletes a feature and removes it from the plans listing it: staff with features delete. FEATURE_NOT_FOUND.',
    authScopes: { staff: 'features:delete' },
    args: { id: t.arg.id({ required: true, description: 'The feature.' }) },
    resolve: (_r, args, ctx) => deleteFeature(ctx.db, String(args.id)),
  }),
  reorderFeatures: t.field({
    type: [FeatureRef],
    description:
      'Puts the features in the given order, which must name every feature once: staff with features edit. FEATURE_ORDER_MISMATCH.',
    authScopes: { staff: 'features:edit' },
    args: { ids: t.arg.idList({ required: true, description: 'Every feature, in the new order.' }) },
    resolve: (_r, args, ctx) => reorderFeatures(ctx.db, args.ids.map(String)),
  }),
}));
