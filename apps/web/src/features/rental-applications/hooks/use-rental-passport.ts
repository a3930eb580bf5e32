import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { MyRentalPassportDocument } from '../api/passport-operations';
import { rentalPassportOf, type RentalPassport } from '../format/passport-record';

/**
 * The signed-in renter's passport, asked for only when it can be used: signed in and an Apply link
 * naming a home. Read afresh each time (an application sent a minute ago is the newest passport);
 * a failure reads as no passport, and the renter fills the form as anyone does.
 */
export function useRentalPassport(usable: boolean): { loading: boolean; passport: RentalPassport | null } {
  const query = useQuery(MyRentalPassportDocument, {
    skip: !usable,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const row = query.data?.myRentalPassport;
  const passport = useMemo(() => (usable ? rentalPassportOf(row, new Date()) : null), [row, usable]);
  return { loading: usable && query.loading, passport };
}
