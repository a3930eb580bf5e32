import type { Db } from '../../db/client';
import type { LeaseSignerRow } from '../../db/schema/leases';
import type { FileObjectRow } from '../../db/schema/files';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { storeGeneratedFile } from '../files/generated-files';

/*
 * A signature as the signing page sends it: TYPED (the name as typed, shown in a script face) or
 * DRAWN (a PNG of the finger or mouse drawing), with initials either way. A drawing is kept as a
 * private encrypted file; the PNG is checked to be one, and bounded.
 */

export interface SignatureInput {
  kind: 'TYPED' | 'DRAWN';
  /** The typed signature; for a drawn one, the name it stands for. */
  text: string;
  initials: string;
  /** A drawn signature: a PNG, as a data URL or bare base64. */
  image?: string | null;
}

/** Largest drawn signature accepted, in bytes of PNG. */
export const SIGNATURE_IMAGE_MAX_BYTES = 300_000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface ParsedSignature {
  kind: 'TYPED' | 'DRAWN';
  text: string;
  initials: string;
  store(deps: Pick<AppDeps, 'storage' | 'encryption'>, tx: Db): Promise<FileObjectRow | null>;
}

export function parseSignature(input: SignatureInput, signer: LeaseSignerRow): ParsedSignature {
  const text = input.text.trim().replace(/\s+/g, ' ');
  const initials = input.initials.trim();
  if (text.length < 2 || text.length > 120 || initials.length < 1 || initials.length > 6)
    throw new AppError('LEASE_SIGNATURE_INVALID');
  if (input.kind === 'TYPED') return { kind: 'TYPED', text, initials, store: async () => null };
  const base64 = (input.image ?? '').replace(/^data:image\/png;base64,/, '');
  const png = Buffer.from(base64, 'base64');
  if (png.length < 100 || png.length > SIGNATURE_IMAGE_MAX_BYTES || !png.subarray(0, 8).equals(PNG_MAGIC))
    throw new AppError('LEASE_SIGNATURE_INVALID');
  return {
    kind: 'DRAWN',
    text,
    initials,
    store: async (deps, tx) =>
      (
        await storeGeneratedFile(deps, tx, {
          pathType: 'LEASE_SIGNATURE',
          mimeType: 'image/png',
          filename: `signature-${signer.id.slice(0, 8)}.png`,
          body: png,
          ownerId: signer.userId,
        })
      ).row,
  };
}
