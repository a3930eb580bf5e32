import { graphql } from '../../../gql';

/** One count per account type, plus the total, in a single round trip. */
export const UserCountsDocument = graphql(`
  query UserCounts {
    total: userCount
    unverified: userCount(userType: UNVERIFIED)
    renter: userCount(userType: RENTER)
    guest: userCount(userType: GUEST)
    landlord: userCount(userType: LANDLORD)
    subAdmin: userCount(userType: SUB_ADMIN)
    admin: userCount(userType: ADMIN)
  }
`);
