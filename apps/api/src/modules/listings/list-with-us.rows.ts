import { LOGGED_IN, type Role } from '../../test/authorization/roles';
import type { Actors, Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { CREATE_LIST_WITH_US, listWithUsData } from './test-list-with-us';
import { seedCity, storedUploads } from './test-listings';

/*
 * The list-with-us wizard (issue 20): signed-in users only; a renter, guest or unverified account
 * must first become a landlord through updateUserTypeListWithUs, and a renter or guest only may
 * as a lease assignor or sub-lessor. Staff list as they are.
 */

const AS_THEY_ARE: Role[] = ['LANDLORD', 'SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'];
const unauthorized = (role: Role) =>
  role === 'visitor' ? 'UNAUTHENTICATED' : 'LIST_WITH_US_USER_UNAUTHORIZED';

const submit = (role: string) => async (api: TestApi, actors: Actors) => {
  const { city } = await seedCity(api);
  const pictures = await storedUploads(api, actors.self ?? actors.other, 1);
  return api.execute(
    CREATE_LIST_WITH_US,
    { data: listWithUsData(city.id, pictures, { role }) },
    { token: actors.self?.token },
  );
};

const changeType = (role: string) => (api: TestApi, actors: Actors) =>
  api.execute(
    `mutation { updateUserTypeListWithUs(data: { role: ${role} }) { id userType } }`,
    {},
    { token: actors.self?.token },
  );

export const LIST_WITH_US_ROWS: Row[] = [
  {
    operation: 'createListWithUs',
    case: 'as LANDLORD_OWNER',
    allowed: AS_THEY_ARE,
    refusal: unauthorized,
    run: submit('LANDLORD_OWNER'),
  },
  {
    operation: 'createListWithUs',
    case: 'as SUB_LESSOR, before any type change',
    allowed: AS_THEY_ARE,
    refusal: unauthorized,
    run: submit('SUB_LESSOR'),
  },
  {
    operation: 'updateUserTypeListWithUs',
    case: 'as LANDLORD_OWNER',
    allowed: ['UNVERIFIED', ...AS_THEY_ARE],
    refusal: unauthorized,
    run: changeType('LANDLORD_OWNER'),
  },
  {
    operation: 'updateUserTypeListWithUs',
    case: 'as SUB_LESSOR',
    allowed: LOGGED_IN,
    refusal: unauthorized,
    run: changeType('SUB_LESSOR'),
  },
];
