import { picReorderSchema } from '@rentals/domain/listings/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { fileUrl } from '../files/file.service';
import type { PictureDetail } from './listing-read.service';
import { variantUrl } from './picture-urls';
import { PictureKindEnum } from './listing-options.graphql';
import { deletePicture, reorderPictures } from './picture.service';

export const PictureRef = builder.objectRef<PictureDetail>('Picture').implement({
  description: 'A picture of a building or unit, or a unit floor plan.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Picture identifier (for deletePicture and picReorder).' }),
    fileId: t.exposeID('fileId', { description: 'The uploaded file shown.' }),
    url: t.string({
      description: 'Address of the file: /files/<fileId>.',
      resolve: (p) => fileUrl(p.fileId),
    }),
    cardUrl: t.string({
      description: 'A copy at most 640 px on its longest side, for cards and lists (the original for a PDF).',
      resolve: (p) => variantUrl(p, 'card'),
    }),
    detailUrl: t.string({
      description: "A copy at most 1600 px on its longest side, for the gallery's main view.",
      resolve: (p) => variantUrl(p, 'detail'),
    }),
    filename: t.string({ description: 'File name.', resolve: (p) => p.file.filename }),
    mimeType: t.string({ description: 'Content type.', resolve: (p) => p.file.mimeType }),
    width: t.int({
      nullable: true,
      description: 'Width in px; null for a PDF.',
      resolve: (p) => p.file.width,
    }),
    height: t.int({
      nullable: true,
      description: 'Height in px; null for a PDF.',
      resolve: (p) => p.file.height,
    }),
    kind: t.field({ type: PictureKindEnum, description: 'Picture or floor plan.', resolve: (p) => p.kind }),
    order: t.exposeInt('order', { description: 'Position, smallest first.' }),
    unitId: t.exposeID('unitId', {
      nullable: true,
      description: "The unit it shows; null for the building's.",
    }),
  }),
});

const PictureOrderInput = builder.inputType('PictureOrderInput', {
  description: "One picture's new position.",
  fields: (t) => ({
    id: t.id({ required: true, description: 'Picture id.' }),
    order: t.int({ required: true, description: 'New position, 0 first.' }),
  }),
});

const PictureWhereInput = builder.inputType('PictureWhereInput', {
  description: 'A picture by id.',
  fields: (t) => ({ id: t.id({ required: true, description: 'Picture id.' }) }),
});

const editors = { userType: 'LANDLORD', staff: 'listings:edit' } as const;

builder.mutationFields((t) => ({
  deletePicture: t.id({
    description:
      "Deletes a picture or floor plan of a listing the caller may edit, with its file and stored bytes. Answers the picture's id.",
    authScopes: editors,
    args: { where: t.arg({ type: PictureWhereInput, required: true, description: 'The picture.' }) },
    resolve: (_root, args, ctx) => deletePicture(ctx, requireViewer(ctx.viewer), String(args.where.id)),
  }),
  picReorder: t.boolean({
    description:
      "Sets pictures' positions (drag and drop); every picture must belong to a listing the caller may edit. Answers true.",
    authScopes: editors,
    args: {
      pictures: t.arg({ type: [PictureOrderInput], required: true, description: 'Pictures and positions.' }),
    },
    resolve: (_root, args, ctx) =>
      reorderPictures(
        ctx.db,
        requireViewer(ctx.viewer),
        parseInput(
          picReorderSchema,
          args.pictures.map((p) => ({ id: String(p.id), order: p.order })),
        ),
      ),
  }),
}));
