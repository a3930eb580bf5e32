import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import type { FilePathType } from '../../../gql/graphql';
import type { RentalApplicationPayload } from '@rentals/domain/rental-applications/payload';

/*
 * Operations the API adds with issue 18 (createRental, the account's draft) and the upload kind
 * the encryption work adds (RENTAL_APP). They are not in apps/api/schema.graphql yet, so codegen
 * cannot type them: they are parsed here, typed by hand, and kept out of codegen's reach (no
 * graphql() call, no gql tag). Once the API is merged, move them to rental-application-operations.ts
 * as graphql() documents and run codegen.
 */

/** The MultipleFileUpload pathType of the application's documents (spec/02 §7 'rentalApp'). */
export const RENTAL_APP_PATH_TYPE = 'RENTAL_APP' as FilePathType;

export interface CreateRentalVariables {
  data: RentalApplicationPayload;
  /** One per submission: a retry after a lost answer does not create a second application. */
  clientId: string;
}
export interface CreateRentalResult {
  createRental: { error?: boolean | null; message?: string | null } | null;
}

export const CreateRentalDocument: TypedDocumentNode<CreateRentalResult, CreateRentalVariables> = parse(`
  mutation CreateRental($data: CreateRentalInput!, $clientId: ID) {
    createRental(data: $data, clientId: $clientId) {
      error
      message
    }
  }
`);

export interface RentalApplicationDraftResult {
  /** The draft as last saved from any device, or null. */
  rentalApplicationDraft: unknown;
}

export const RentalApplicationDraftDocument: TypedDocumentNode<
  RentalApplicationDraftResult,
  Record<string, never>
> = parse(`
  query RentalApplicationDraft {
    rentalApplicationDraft
  }
`);

export const SaveRentalApplicationDraftDocument: TypedDocumentNode<unknown, { draft: unknown }> = parse(`
  mutation SaveRentalApplicationDraft($draft: JSON!) {
    saveRentalApplicationDraft(draft: $draft)
  }
`);

export const DeleteRentalApplicationDraftDocument: TypedDocumentNode<unknown, Record<string, never>> = parse(`
  mutation DeleteRentalApplicationDraft {
    deleteRentalApplicationDraft
  }
`);
