import type { FilePathType, ListWithUsInput } from '../../../../gql/graphql';
import { isStaff } from '@rentals/domain/users/rules';
import type { UserType } from '@rentals/domain/users/enums';
import type { PosterRole } from '@rentals/domain/listings/enums';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toAppError, type AppError } from '../../../../lib/errors/graphql-error';
import { uploadFiles } from '../../../../lib/upload/upload-files';
import { useListingSave } from '../../wizard/hooks/use-listing-save';
import type { PictureItem } from '../../wizard/form/wizard-values';
import { keptFile } from '../files/local-store';
import { toListWithUsInput, type UploadedIds } from '../form/lwu-payload';
import type { ListWithUsDraft, LocalFileRef } from '../form/lwu-values';
import { placeOfServerPath, type WizardPlace } from '../form/server-errors';
import { forgetDraft } from './use-stored-draft';

/** The two calls of the agreed contract, given by the page (see api/use-list-with-us-api). */
export interface ListWithUsApi {
  /** updateUserTypeListWithUs: the caller's user type afterwards. */
  updateUserType(role: PosterRole): Promise<UserType>;
  /** createListWithUs: the new listing's id. */
  create(input: ListWithUsInput): Promise<string>;
}

export type SubmitPhase = 'checking' | 'uploading' | 'creating' | null;

/** Where the page returns after submit, and the notice it shows there. */
export interface ListWithUsReturnState {
  listWithUsNotice?: 'pending' | 'created';
}

interface SubmitOptions {
  api: ListWithUsApi;
  /** The wizard as it is now. */
  draft: () => ListWithUsDraft;
  /** Keeps uploaded picture ids in the form, so a second try does not upload them again. */
  setPictures: (pictures: PictureItem[]) => void;
  setAddress: (address: NonNullable<ListWithUsDraft['building']['address']>) => void;
  /** Called once the listing exists, before the draft is forgotten. */
  stopSaving: () => void;
  /** Shows a field the server refused on its step. */
  showFieldError: (place: WizardPlace, message: string, params?: Record<string, string | number>) => void;
}

/**
 * Submit (spec/03 §4.1, §6): the role rule first (updateUserTypeListWithUs; 'User Unauthorized'
 * stops here, creating nothing), then the kept files are uploaded with their progress (uploads need
 * the landlord type this gave), then createListWithUs. A failure keeps everything and points at
 * the field; success forgets the draft and goes to the listings.
 */
export function useListWithUsSubmit({
  api,
  draft,
  setPictures,
  setAddress,
  stopSaving,
  showFieldError,
}: SubmitOptions) {
  const navigate = useNavigate();
  const { resolvePlace } = useListingSave();
  const [phase, setPhase] = useState<SubmitPhase>(null);
  const [percent, setPercent] = useState(0);
  const [unauthorized, setUnauthorized] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  // Kept files already uploaded by an earlier try, by their local key.
  const uploaded = useRef(new Map<string, string>());

  const uploadKept = async (files: { ref: LocalFileRef; kind: FilePathType }[], onEach: () => void) => {
    for (const { ref, kind } of files) {
      if (!uploaded.current.has(ref.localKey)) {
        const file = await keptFile(ref);
        if (!file) throw new Error(`the kept file ${ref.name} is no longer on this device`);
        const [done] = await uploadFiles([file], kind, (p) => setPercent((value) => Math.max(value, p)));
        if (!done) throw new Error('the upload answered no file');
        uploaded.current.set(ref.localKey, done.id);
      }
      onEach();
    }
  };

  /**
   * Submits the wizard: the new listing's id, or null when it stopped (and shows why). Before the
   * card checkout (`forPayment`) the wizard stays on the payment step instead of leaving.
   */
  const submit = async ({ forPayment = false } = {}): Promise<string | null> => {
    setFailure(null);
    setUnauthorized(false);
    const current = draft();
    const role = current.building.role;
    if (!role) return null;
    try {
      setPhase('checking');
      const userType = await api.updateUserType(role);

      setPhase('uploading');
      setPercent(0);
      const pictures = current.building.pictures;
      const { govtProof, ownershipProof, signature } = current.extras;
      const files = [
        ...pictures.flatMap((p) =>
          p.localKey && !p.fileId
            ? [
                {
                  ref: { localKey: p.localKey, name: p.name, mimeType: '' },
                  kind: 'LISTING_PICTURE' as const,
                },
              ]
            : [],
        ),
        ...(govtProof ? [{ ref: govtProof, kind: 'GOVT_PROOF' as const }] : []),
        ...(ownershipProof ? [{ ref: ownershipProof, kind: 'OWNERSHIP_PROOF' as const }] : []),
        // A private kind of its own, so staff never take the signature for a government proof.
        ...(signature ? [{ ref: signature, kind: 'LISTING_SIGNATURE' as const }] : []),
      ];
      let done = 0;
      await uploadKept(files, () => setPercent(Math.round((++done / Math.max(files.length, 1)) * 100)));
      const withIds = pictures.map((p) =>
        p.localKey && uploaded.current.has(p.localKey)
          ? { ...p, fileId: uploaded.current.get(p.localKey) }
          : p,
      );
      setPictures(withIds);
      const idOf = (ref: LocalFileRef | null) => (ref ? (uploaded.current.get(ref.localKey) ?? null) : null);
      const ids: UploadedIds = {
        govtProof: idOf(govtProof),
        ownershipProof: idOf(ownershipProof),
        signatureFile: idOf(signature),
      };

      setPhase('creating');
      const address = current.building.address;
      if (!address) throw new Error('the wizard was submitted without an address');
      const place = await resolvePlace(address);
      setAddress(place);
      const id = await api.create(
        toListWithUsInput(
          { ...current, building: { ...current.building, pictures: withIds, address: place } },
          place,
          ids,
        ),
      );
      stopSaving();
      await forgetDraft();
      if (forPayment) return id;
      const staff = isStaff({ userType });
      void navigate(staff ? '/listings' : '/building', {
        state: { listWithUsNotice: staff ? 'created' : 'pending' } satisfies ListWithUsReturnState,
      });
      return id;
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code === 'LIST_WITH_US_USER_UNAUTHORIZED') {
        setUnauthorized(true);
        return null;
      }
      let shown = false;
      for (const issue of appError.fields) {
        const place = placeOfServerPath(issue.path);
        if (!place) continue;
        showFieldError(place, issue.key, issue.params);
        shown = true;
        break;
      }
      if (!shown) setFailure(appError);
      return null;
    } finally {
      setPhase(null);
    }
  };

  return { submit, phase, percent, unauthorized, dismissUnauthorized: () => setUnauthorized(false), failure };
}
