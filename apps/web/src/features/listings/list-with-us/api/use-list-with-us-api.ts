import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { AddressValue } from '../../wizard/form/wizard-values';
import type { PlanSummary } from '../form/plan-summary';
import type { ListWithUsApi } from '../hooks/use-list-with-us-submit';
import {
  CreateListWithUsDocument,
  ListWithUsPlansDocument,
  UpdateUserTypeListWithUsDocument,
} from './list-with-us-operations';

/** The wizard's two calls (the agreed contract of issue 20). */
export function useListWithUsApi(): ListWithUsApi {
  const [updateUserType] = useMutation(UpdateUserTypeListWithUsDocument);
  const [create] = useMutation(CreateListWithUsDocument, { refetchQueries: 'active' });
  return useMemo(
    () => ({
      async updateUserType(role) {
        const { data } = await updateUserType({ variables: { data: { role } } });
        if (!data) throw new Error('updateUserTypeListWithUs answered nothing');
        return data.updateUserTypeListWithUs.userType;
      },
      async create(input) {
        const { data } = await create({ variables: { data: input } });
        if (!data) throw new Error('createListWithUs answered nothing');
        return data.createListWithUs.id;
      },
    }),
    [updateUserType, create],
  );
}

/**
 * The plans offered for the address (every plan open to it when editing an existing listing) (Boost is not chosen here), or null before an address or
 * while loading; a failed load leaves it null and the plan screen shows its own error.
 */
export function usePlanSummaries(address: AddressValue | null, isNewListing = true): PlanSummary[] | null {
  const { data } = useQuery(ListWithUsPlansDocument, {
    skip: !address,
    variables: {
      where: { province: address?.region, city: address?.city, isNewListing },
    },
  });
  return useMemo(() => (data ? data.plans.filter((p) => p.kind !== 'BOOST') : null), [data]);
}
