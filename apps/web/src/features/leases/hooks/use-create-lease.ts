import { useMutation } from '@apollo/client/react';
import type { LeaseTerms } from '@rentals/domain/leases/terms';
import { get, type Path, type UseFormReturn } from 'react-hook-form';
import type { LeaseStatus } from '../../../gql/graphql';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import type { useFormError } from '../../../lib/forms/use-form-error';
import { CreateLeaseDocument } from '../api/prepare-operations';
import type { LeaseOrigin } from '../format/draft-storage';
import { createLeaseData, type LeaseFormValues } from '../format/lease-form';

type LeaseForm = UseFormReturn<LeaseFormValues, unknown, LeaseTerms> & {
  formError: ReturnType<typeof useFormError>;
};

/**
 * createLease for the form: the checked terms with where the lease comes from. The API's field
 * issues name the terms' paths ('terms.startDate'), which are the form's own without 'terms.';
 * anything else is the form's alert. Typed values stay as they are on every error.
 */
export function useCreateLease(
  form: LeaseForm,
  origin: LeaseOrigin & { listingId: string },
  onCreated: (id: string, status: LeaseStatus) => void,
) {
  const [createLease, { loading }] = useMutation(CreateLeaseDocument);
  const create = async (terms: LeaseTerms, send: boolean) => {
    form.formError.setError(null);
    try {
      const values = form.getValues();
      const { data } = await createLease({
        variables: {
          data: createLeaseData(terms, values, origin, send),
          landlordLegalName: terms.landlordLegalName,
          redirectUrl: `${window.location.origin}/leases`,
        },
      });
      if (data) onCreated(data.createLease.id, data.createLease.status);
    } catch (error) {
      const appError = toAppError(error);
      const values = form.getValues();
      const fields = appError.fields
        .map((f) => ({ ...f, path: f.path.replace(/^terms\./, '') }))
        .filter((f) => get(values, f.path) !== undefined);
      const placed = applyServerErrors(
        { ...appError, fields },
        form.setError,
        fields.map((f) => f.path as Path<LeaseFormValues>),
      );
      if (!placed) form.formError.setError(appError);
    }
  };
  return { create, busy: loading };
}
