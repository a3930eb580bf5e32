import { draftFieldLabel } from '@rentals/domain/rental-applications/field-labels';
import {
  RENTAL_APPLICATION_PAYLOAD_FIELDS,
  rentalApplicationPayloadSchema,
} from '@rentals/domain/rental-applications/payload';
import type { z } from 'zod';
import { builder } from '../../graphql/builder';

/*
 * CreateRentalInput, generated from the domain's payload schema so it carries exactly the spec's
 * flattened fields (address_street, reachingTime_notSure, occupant_one_name, ...), each typed after
 * its zod field and described by the form's label. Required-ness follows the schema: a nullable
 * field may be left out; what must be filled in is the page rules' to say (with the page and the
 * field), not GraphQL's.
 */

const RentalApplicationFileInput = builder.inputType('RentalApplicationFileInput', {
  description: 'A file uploaded with multipleFileUpload, referred to by its id.',
  fields: (t) => ({
    fileId: t.string({ required: true, description: 'The id multipleFileUpload answered.' }),
    name: t.string({ required: true, description: 'The file name, as shown.' }),
    size: t.int({ required: true, description: 'Bytes (the stored size is what counts).' }),
    mimeType: t.string({
      required: true,
      description: 'The content type (the type detected at upload is what counts).',
    }),
  }),
});

type Kind = 'string' | 'boolean' | 'number' | 'files';

/** The GraphQL kind of a payload field and whether it may be null. */
function kindOf(field: z.ZodType): { kind: Kind; nullable: boolean } {
  const def = field._zod.def as { type: string; innerType?: z.ZodType };
  if (def.type === 'nullable') return { kind: kindOf(def.innerType!).kind, nullable: true };
  if (def.type === 'boolean') return { kind: 'boolean', nullable: false };
  if (def.type === 'number') return { kind: 'number', nullable: false };
  if (def.type === 'array') return { kind: 'files', nullable: false };
  // Strings, dates written as strings and single choices (validated by the schema).
  return { kind: 'string', nullable: false };
}

const PATHS = new Map(RENTAL_APPLICATION_PAYLOAD_FIELDS.map((f) => [f.name as string, f.path.join('.')]));

function describe(name: string): string {
  if (name === 'createdAt') return 'When the applicant submitted, a UTC ISO time.';
  if (name === 'applicationDate') return 'The application date, as the start of that day in UTC.';
  const path = PATHS.get(name);
  const label = path ? draftFieldLabel(path)?.en : undefined;
  return `${label ?? name} (draft field ${path ?? name}).`;
}

const SHAPE = rentalApplicationPayloadSchema.shape as Record<string, z.ZodType>;

/** The payload fields that may be null, so that leaving one out means null. */
export const NULLABLE_PAYLOAD_FIELDS = Object.keys(SHAPE).filter((name) => kindOf(SHAPE[name]!).nullable);

export const CreateRentalInput = builder.inputType('CreateRentalInput', {
  description:
    "The rental application as the spec's flattened CreateRental payload (spec/02 §3), files as the references multipleFileUpload answered.",
  fields: (t) =>
    Object.fromEntries(
      Object.entries(SHAPE).map(([name, field]) => {
        const { kind, nullable } = kindOf(field);
        const options = { required: !nullable, description: describe(name) };
        const input =
          kind === 'boolean'
            ? t.boolean(options)
            : kind === 'number'
              ? t.float(options)
              : kind === 'files'
                ? t.field({ type: [RentalApplicationFileInput], ...options })
                : t.string(options);
        return [name, input];
      }),
    ) as Record<string, ReturnType<typeof t.string>>,
});
