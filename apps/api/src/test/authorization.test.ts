import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@rentals/domain/users/enums';
import sharp from 'sharp';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../db/seed/demo-users';
import { findOrCreateCity } from '../modules/locations/place.service';
import {
  approvedListingOf,
  createListingAs,
  listingData,
  seedCity,
  storedUploads,
  validUnit,
  type ListingResult,
} from '../modules/listings/test-listings';
import { searchHistory } from '../db/schema/search';
import { users } from '../db/schema/users';
import { eq } from 'drizzle-orm';
import { schema } from '../schema';
import { createTestApi, errorCodes, type GraphQLResponse, type TestApi } from './harness';
import type { CreatedUser } from './factories';

/*
 * The role × operation table: every root operation of the schema has a row saying which roles the
 * server lets through. Authorization is decided on the server, deny by default; a new operation
 * without a row fails the last test here.
 */

type Role = 'visitor' | UserType | 'SUB_ADMIN_NONE';
const ROLES: Role[] = [
  'visitor',
  'UNVERIFIED',
  'RENTER',
  'GUEST',
  'LANDLORD',
  'SUB_ADMIN',
  'SUB_ADMIN_NONE',
  'ADMIN',
];
const LOGGED_IN = ROLES.filter((r) => r !== 'visitor');
const STAFF_VIEW_USERS: Role[] = ['SUB_ADMIN', 'ADMIN']; // the demo sub-admin set has users:view, not users:edit
/** Listing writers: landlords and staff with listings add or edit (the demo sub-admin set has listings edit). */
const LISTING_AUTHORS: Role[] = ['LANDLORD', 'SUB_ADMIN', 'ADMIN'];

/** Codes that mean "not allowed"; any other answer (data or a business error) means the call got through. */
const DENIED = new Set([
  'UNAUTHENTICATED',
  'NO_ACCESS',
  'NO_EDIT_ACCESS',
  'UNAUTHORIZED_ROLE',
  'USER_TYPE_CHANGE_NOT_ALLOWED',
]);

interface Actors {
  self: CreatedUser | null;
  other: CreatedUser;
}
interface Row {
  operation: string;
  case?: string;
  allowed: Role[];
  /** The code each refused role gets, where a row checks it (otherwise any code of DENIED). */
  refusal?: (role: Role) => string;
  run(api: TestApi, actors: Actors): Promise<GraphQLResponse>;
}

let seq = 0;
const q =
  (query: string, variables: (a: Actors) => Record<string, unknown> = () => ({})) =>
  (api: TestApi, actors: Actors) =>
    api.execute(query, variables(actors), { token: actors.self?.token });

/** Subscriptions over HTTP (SSE): denied ones answer an error at once; allowed ones wait for events. */
const sub =
  (query: string) =>
  async (api: TestApi, actors: Actors): Promise<GraphQLResponse> => {
    const controller = new AbortController();
    const response = await api.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(actors.self ? { authorization: `Bearer ${actors.self.token}` } : {}),
      },
      body: JSON.stringify({ query }),
    });
    const reader = response.body!.getReader();
    const first = await Promise.race([
      reader.read().then((r) => new TextDecoder().decode(r.value)),
      new Promise<string>((resolve) => setTimeout(() => resolve(''), 300)),
    ]);
    controller.abort();
    const data = /data: (.*)/.exec(first)?.[1];
    return { ...(data ? JSON.parse(data) : { data: null }), status: response.status };
  };

/**
 * A listing state change (spec/01 §4 item 8): staff without listings edit get 'You don't have an
 * access' (NO_EDIT_ACCESS); other signed-in users the generic NO_ACCESS; visitors UNAUTHENTICATED.
 */
const listingStateRefusal = (role: Role) =>
  role === 'visitor' ? 'UNAUTHENTICATED' : role === 'SUB_ADMIN_NONE' ? 'NO_EDIT_ACCESS' : 'NO_ACCESS';

/** Listing creators: landlords and staff with listings add (the demo sub-admin set has edit, not add). */
const LISTING_CREATORS: Role[] = ['LANDLORD', 'ADMIN'];
/** Who may change another landlord's listing (staff with listings edit); the demo sub-admin also views listings and reviews requested ones. */
const LISTING_EDITORS: Role[] = ['SUB_ADMIN', 'ADMIN'];
/** Who has a landlord listing page: landlords and staff with listings view. */
const LANDLORD_LISTS: Role[] = ['LANDLORD', 'SUB_ADMIN', 'ADMIN'];
const MARK_RENTED = `mutation($id: ID!) { markListingRented(where: { id: $id },
  data: { signedLeaseDate: "2026-02-01", rentedPrice: 2000, disableListing: "0" }) { id } }`;

/**
 * A call on an approved listing: owned by the caller ('own'; a visitor's goes to another user), or
 * by another landlord.
 */
const onListing =
  (query: string, variables: (listing: ListingResult) => Record<string, unknown>, owner?: 'own') =>
  async (api: TestApi, actors: Actors) => {
    const landlord = owner && actors.self ? actors.self : await api.factories.user({ userType: 'LANDLORD' });
    const listing = await approvedListingOf(api, landlord);
    return api.execute(query, variables(listing), { token: actors.self?.token });
  };

/** A multipart call carrying one 400×400 JPEG at the variable path `file` (e.g. `f.0`). */
const upload = (query: string, file: string) => async (api: TestApi, actors: Actors) => {
  const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#00a857' } })
    .jpeg()
    .toBuffer();
  const variables = file.endsWith('.0') ? { [file.slice(0, -2)]: [null] } : { [file]: null };
  return api.upload(
    query,
    variables,
    { [file]: new File([new Uint8Array(jpeg)], 'a.jpg') },
    { token: actors.self?.token },
  );
};

const TABLE: Row[] = [
  { operation: 'currentUser', allowed: ROLES, run: q('{ currentUser { id } }') },
  {
    operation: 'fetchCurrentUser',
    allowed: ROLES,
    run: q('{ fetchCurrentUser { id permissions { module } } }'),
  },
  { operation: 'viewer', allowed: ROLES, run: q('{ viewer { me { id } } }') },
  { operation: 'cities', allowed: ROLES, run: q('{ cities(first: 1) { id } }') },
  {
    operation: 'searchAddresses',
    allowed: ROLES,
    run: q('{ searchAddresses(text: "Toronto", first: 1) { city } }'),
  },
  {
    operation: 'createCity',
    allowed: LISTING_AUTHORS,
    run: q(
      'mutation { createCity(data: { name: "Guelph", province: "ON", lat: 43.5448, lng: -80.2482 }) { id } }',
    ),
  },
  {
    operation: 'createNeighbourhood',
    allowed: LISTING_AUTHORS,
    run: async (api, actors) => {
      const city = await findOrCreateCity(api.deps.db, {
        name: 'Guelph',
        province: 'ON',
        lat: 43.5448,
        lng: -80.2482,
      });
      return api.execute(
        'mutation($c: ID!) { createNeighbourhood(data: { name: "The Ward", cityId: $c }) { id } }',
        { c: city.id },
        { token: actors.self?.token },
      );
    },
  },
  {
    operation: 'generateListingDescription',
    allowed: LISTING_AUTHORS,
    run: q('mutation { generateListingDescription(data: { property_type: "CONDO" }) }'),
  },
  {
    operation: 'scanImage',
    case: 'no vision provider (VISION_NOT_CONFIGURED once through)',
    allowed: LISTING_AUTHORS,
    run: q('mutation { scanImage(urls: ["/files/5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69"]) }'),
  },
  {
    operation: 'subscribeNewsletter',
    allowed: ROLES,
    run: q('mutation($e: String!) { subscribeNewsletter(email: $e) { status } }', () => ({
      e: `news${++seq}@example.test`,
    })),
  },
  {
    operation: 'unsubscribeNewsletter',
    allowed: ROLES,
    run: q('mutation { unsubscribeNewsletter(token: "unknown-token") }'),
  },
  {
    operation: 'user',
    case: 'own profile',
    allowed: LOGGED_IN,
    run: q('query($id: ID!) { user(id: $id) { email } }', (a) => ({
      id: a.self?.user.id ?? a.other.user.id,
    })),
  },
  {
    operation: 'user',
    case: "another user's profile",
    allowed: STAFF_VIEW_USERS,
    run: q('query($id: ID!) { user(id: $id) { email } }', (a) => ({ id: a.other.user.id })),
  },
  { operation: 'userCount', allowed: STAFF_VIEW_USERS, run: q('{ userCount }') },
  // Staff user management (users & staff): the demo sub-admin views users and listings, nothing more.
  { operation: 'users', allowed: STAFF_VIEW_USERS, run: q('{ users(first: 1) { id listingCount } }') },
  { operation: 'searchUser', allowed: STAFF_VIEW_USERS, run: q('{ searchUser(search: "a") { id } }') },
  {
    operation: 'userListings',
    allowed: STAFF_VIEW_USERS,
    run: q('query($id: ID!) { userListings(userId: $id) { id } }', (a) => ({ id: a.other.user.id })),
  },
  {
    operation: 'userListingCount',
    allowed: STAFF_VIEW_USERS,
    run: q('query($id: ID!) { userListingCount(userId: $id) }', (a) => ({ id: a.other.user.id })),
  },
  {
    operation: 'permission',
    case: 'own',
    allowed: ['SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: q('query($id: ID!) { permission(userId: $id) { module } }', (a) => ({
      id: a.self?.user.id ?? a.other.user.id,
    })),
  },
  {
    operation: 'permission',
    case: "another sub-admin's",
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const sub = await api.factories.user({ userType: 'SUB_ADMIN' });
      return q('query($id: ID!) { permission(userId: $id) { module } }', () => ({ id: sub.user.id }))(
        api,
        actors,
      );
    },
  },
  {
    operation: 'subAdminPermission',
    allowed: ['SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: q('{ subAdminPermission { module view } }'),
  },
  {
    operation: 'createPermission',
    case: 'a sub-admin',
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const sub = await api.factories.user({ userType: 'SUB_ADMIN' });
      return api.execute(
        `mutation($id: ID!) { createPermission(userId: $id, permissionData: [
          { module: users, add: false, edit: false, delete: false, view: true }]) { module } }`,
        { id: sub.user.id },
        { token: actors.self?.token },
      );
    },
  },
  ...(['RENTER', 'SUB_ADMIN'] as const).map((userType): Row => ({
    operation: 'createUser',
    case: `a ${userType}`,
    allowed: ['ADMIN'],
    run: q('mutation($d: CreateUserInput!) { createUser(data: $d) { id } }', () => ({
      d: { email: `created${++seq}@example.test`, firstName: 'N', lastName: 'N', userType },
    })),
  })),
  {
    operation: 'deleteUser',
    case: 'a renter',
    allowed: ['ADMIN'],
    run: q('mutation($id: ID!) { deleteUser(id: $id) }', (a) => ({ id: a.other.user.id })),
  },
  {
    operation: 'signUp',
    allowed: ROLES,
    run: q('mutation($d: SignUpInput!) { signUp(data: $d) { token } }', () => ({
      d: { email: `table${++seq}@example.test`, password: 'Str0ng!pass', firstName: 'T', lastName: 'T' },
    })),
  },
  {
    operation: 'login',
    allowed: ROLES,
    run: q('mutation { login(email: "nobody@example.test", password: "Wrong!pass1") { token } }'),
  },
  { operation: 'logout', allowed: ROLES, run: q('mutation { logout }') },
  {
    operation: 'requestPasswordReset',
    allowed: ROLES,
    run: q('mutation { requestPasswordReset(email: "nobody@example.test") }'),
  },
  {
    operation: 'resetPassword',
    allowed: ROLES,
    run: q('mutation { resetPassword(token: "bogus", password: "Str0ng!pass") { token } }'),
  },
  {
    operation: 'confirmPassword',
    allowed: LOGGED_IN,
    run: q('mutation { confirmPassword(password: "Test!pass1") }'),
  },
  {
    operation: 'changePassword',
    allowed: LOGGED_IN,
    run: q('mutation { changePassword(currentPassword: "Test!pass1", password: "N3w!password") { token } }'),
  },
  {
    operation: 'updateUser',
    allowed: LOGGED_IN,
    run: q('mutation { updateUser(data: { firstName: "Zoé" }) { id } }'),
  },
  {
    operation: 'updateUsers',
    case: 'another user',
    allowed: ['ADMIN'],
    run: q('mutation($id: ID!) { updateUsers(data: { id: $id, firstName: "Zoé" }) { id } }', (a) => ({
      id: a.other.user.id,
    })),
  },
  {
    operation: 'updateUserType',
    case: 'another user to RENTER',
    allowed: ['ADMIN'],
    run: q('mutation($e: String!) { updateUserType(data: { email: $e, userType: RENTER }) { id } }', (a) => ({
      e: a.other.user.email,
    })),
  },
  {
    operation: 'updateUserType',
    case: 'own type to LANDLORD (first-login choice)',
    allowed: ['UNVERIFIED'],
    run: q(
      'mutation($e: String!) { updateUserType(data: { email: $e, userType: LANDLORD }) { id } }',
      (a) => ({
        e: a.self?.user.email ?? a.other.user.email,
      }),
    ),
  },
  {
    operation: 'multipleFileUpload',
    case: 'an avatar',
    allowed: LOGGED_IN,
    run: upload('mutation($f: [Upload!]!) { multipleFileUpload(files: $f, pathType: AVATAR) { id } }', 'f.0'),
  },
  {
    operation: 'multipleFileUpload',
    case: 'a listing picture',
    allowed: ['LANDLORD', 'SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: upload(
      'mutation($f: [Upload!]!) { multipleFileUpload(files: $f, pathType: LISTING_PICTURE) { id } }',
      'f.0',
    ),
  },
  {
    operation: 'uploadImage',
    case: 'a help-center thumbnail',
    allowed: ['SUB_ADMIN', 'ADMIN'],
    run: upload('mutation($f: Upload!) { uploadImage(file: $f) { id } }', 'f'),
  },
  {
    operation: 'uploadImage',
    case: 'a blog thumbnail',
    allowed: ['ADMIN'],
    run: upload('mutation($f: Upload!) { uploadImage(file: $f, pathType: BLOG_THUMBNAIL) { id } }', 'f'),
  },
  {
    operation: 'deleteFile',
    case: "another user's avatar",
    allowed: ['SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: async (api, actors) => {
      const uploaded = await upload(
        'mutation($f: [Upload!]!) { multipleFileUpload(files: $f, pathType: AVATAR) { id } }',
        'f.0',
      )(api, { self: actors.other, other: actors.other });
      const id = (uploaded.data as { multipleFileUpload: { id: string }[] }).multipleFileUpload[0]!.id;
      return api.execute('mutation($id: ID!) { deleteFile(id: $id) }', { id }, { token: actors.self?.token });
    },
  },
  {
    operation: 'createListing',
    allowed: LISTING_CREATORS,
    run: async (api, actors) => {
      const { city } = await seedCity(api);
      const pictures = await storedUploads(api, actors.self ?? actors.other, 1);
      return api.execute(
        'mutation($d: CreateListingInput!) { createListing(data: $d) { id } }',
        { d: listingData(city.id, pictures) },
        { token: actors.self?.token },
      );
    },
  },
  {
    operation: 'getSingleBuilding',
    case: 'an approved listing',
    allowed: ROLES,
    run: onListing('query($id: ID!) { getSingleBuilding(id: $id) { id status } }', (l) => ({ id: l.id })),
  },
  {
    operation: 'getBuildingByUnit',
    case: 'a unit of an approved listing',
    allowed: ROLES,
    run: onListing('query($id: ID!) { getBuildingByUnit(unitId: $id) { id } }', (l) => ({
      id: l.units[0]!.id,
    })),
  },
  {
    operation: 'searchBuildingByLandlord',
    allowed: LANDLORD_LISTS,
    run: q('{ searchBuildingByLandlord(first: 1) { id } }'),
  },
  {
    operation: 'searchBuildingByLandlordCount',
    allowed: LANDLORD_LISTS,
    run: q('{ searchBuildingByLandlordCount }'),
  },
  {
    operation: 'updateBuilding',
    case: "another landlord's listing",
    allowed: LISTING_EDITORS,
    run: onListing(
      'mutation($id: ID!, $d: UpdateBuildingInput!) { updateBuilding(where: { id: $id }, data: $d) { id } }',
      (l) => {
        const { unit: _unit, ...building } = listingData(
          l.location!.city.id,
          l.pictures.map((p) => p.fileId),
          { title: 'Renamed' },
        );
        return { id: l.id, d: building };
      },
    ),
  },
  {
    operation: 'updateListing',
    case: 'own listing',
    allowed: ['LANDLORD', 'SUB_ADMIN', 'ADMIN'],
    run: onListing(
      'mutation($id: ID!) { updateListing(where: { id: $id }, data: { description: "Sunny" }) { id } }',
      (l) => ({ id: l.id }),
      'own',
    ),
  },
  {
    operation: 'updateListing',
    case: "another landlord's listing",
    allowed: LISTING_EDITORS,
    run: onListing(
      'mutation($id: ID!) { updateListing(where: { id: $id }, data: { description: "Sunny" }) { id } }',
      (l) => ({ id: l.id }),
    ),
  },
  {
    operation: 'updateUnit',
    case: "another landlord's unit",
    allowed: LISTING_EDITORS,
    run: onListing(
      'mutation($id: ID!) { updateUnit(where: { id: $id }, data: { leaseTerm: 6 }) { id } }',
      (l) => ({ id: l.units[0]!.id }),
    ),
  },
  {
    operation: 'createUnit',
    case: "another landlord's building",
    allowed: LISTING_EDITORS,
    run: onListing(
      'mutation($id: ID!, $d: CreateUnitInput!) { createUnit(where: { listingId: $id }, data: $d) { id } }',
      (l) => ({ id: l.id, d: validUnit() }),
    ),
  },
  {
    operation: 'deleteListing',
    case: "another landlord's unit (the last one: LAST_UNIT once through)",
    allowed: ['ADMIN'],
    run: onListing('mutation($id: ID!) { deleteListing(where: { id: $id }) }', (l) => ({
      id: l.units[0]!.id,
    })),
  },
  {
    operation: 'deleteBuilding',
    case: 'own listing',
    allowed: ['LANDLORD', 'ADMIN'],
    run: onListing('mutation($id: ID!) { deleteBuilding(id: $id) }', (l) => ({ id: l.id }), 'own'),
  },
  {
    operation: 'deleteBuilding',
    case: "another landlord's listing",
    allowed: ['ADMIN'],
    run: onListing('mutation($id: ID!) { deleteBuilding(id: $id) }', (l) => ({ id: l.id })),
  },
  {
    operation: 'deletePicture',
    case: "another landlord's picture",
    allowed: LISTING_EDITORS,
    run: onListing('mutation($id: ID!) { deletePicture(where: { id: $id }) }', (l) => ({
      id: l.pictures[0]!.id,
    })),
  },
  {
    operation: 'picReorder',
    case: "another landlord's pictures",
    allowed: LISTING_EDITORS,
    run: onListing('mutation($p: [PictureOrderInput!]!) { picReorder(pictures: $p) }', (l) => ({
      p: l.pictures.map((p, i) => ({ id: p.id, order: l.pictures.length - i })),
    })),
  },
  {
    operation: 'markListingRented',
    case: 'own listing',
    allowed: ['LANDLORD', 'SUB_ADMIN', 'ADMIN'],
    run: onListing(MARK_RENTED, (l) => ({ id: l.id }), 'own'),
  },
  {
    operation: 'markListingRented',
    case: "another landlord's listing",
    allowed: LISTING_EDITORS,
    run: onListing(MARK_RENTED, (l) => ({ id: l.id })),
  },
  {
    operation: 'searchListings',
    allowed: ROLES,
    run: q('{ searchListings(where: { city: "Toronto" }, first: 1) { id } }'),
  },
  {
    operation: 'searchListings',
    case: 'saved to the caller history (a visitor naming a user is refused)',
    allowed: LOGGED_IN,
    run: q('query($u: ID) { searchListings(userId: $u, first: 1) { id } }', (a) => ({
      u: a.self?.user.id ?? a.other.user.id,
    })),
  },
  { operation: 'searchListingsCount', allowed: ROLES, run: q('{ searchListingsCount }') },
  { operation: 'trendingListings', allowed: ROLES, run: q('{ trendingListings(first: 1) { id } }') },
  { operation: 'recommendListings', allowed: ROLES, run: q('{ recommendListings { id } }') },
  {
    operation: 'similarListings',
    case: 'an approved listing',
    allowed: ROLES,
    run: onListing('query($id: ID!) { similarListings(id: $id) { id } }', (l) => ({ id: l.id })),
  },
  {
    operation: 'listing',
    case: 'an approved listing',
    allowed: ROLES,
    run: onListing('query($id: ID!) { listing(id: $id) { id } }', (l) => ({ id: l.id })),
  },
  { operation: 'listings', allowed: ROLES, run: q('{ listings(first: 1) { id } }') },
  {
    operation: 'roommatesForListing',
    case: 'an approved listing',
    allowed: ROLES,
    run: onListing('query($id: ID!) { roommatesForListing(id: $id) { id } }', (l) => ({ id: l.id })),
  },
  {
    operation: 'tenantProfile',
    case: 'a renter sharing their profile',
    allowed: ROLES,
    run: async (api, actors) => {
      await api.deps.db.update(users).set({ roommate: true }).where(eq(users.id, actors.other.user.id));
      return api.execute(
        'query($id: ID!) { tenantProfile(id: $id) { id } }',
        { id: actors.other.user.id },
        { token: actors.self?.token },
      );
    },
  },
  { operation: 'testimonials', allowed: ROLES, run: q('{ testimonials { id } }') },
  { operation: 'siteConfig', allowed: ROLES, run: q('{ siteConfig { mapTileUrl } }') },
  {
    operation: 'searchMapListings',
    allowed: ROLES,
    run: q('{ searchMapListings(address: "Toronto") { id } }'),
  },
  { operation: 'mySearchHistory', allowed: LOGGED_IN, run: q('{ mySearchHistory { id } }') },
  {
    operation: 'deleteSearchHistory',
    case: 'own entry',
    allowed: LOGGED_IN,
    run: async (api, actors) => {
      const [entry] = actors.self
        ? await api.deps.db
            .insert(searchHistory)
            .values({ userId: actors.self.user.id, location: 'Toronto', filters: {} })
            .returning()
        : [];
      return api.execute(
        'mutation($id: ID!) { deleteSearchHistory(id: $id) }',
        { id: entry?.id ?? '00000000-0000-4000-8000-000000000000' },
        { token: actors.self?.token },
      );
    },
  },
  // Staff listing administration: the demo sub-admin has listings and requestedListings view + edit.
  ...(
    [
      ['adminAccessListing', '{ adminAccessListing(first: 1) { id } }'],
      ['adminTotalListing', '{ adminTotalListing }'],
      ['adminActiveListingCount', '{ adminActiveListingCount }'],
      ['adminAvailableListing', '{ adminAvailableListing(first: 1, isHidden: true) { id } }'],
      ['adminUnavailableListing', '{ adminUnavailableListing(first: 1) { id } }'],
      ['searchBuilding', '{ searchBuilding(search: "a", take: 1) { id } }'],
      ['listingSearchCount', '{ listingSearchCount(search: "a") }'],
      ['requestedListings', '{ requestedListings(first: 1) { id } }'],
      ['requestLisitngCount', '{ requestLisitngCount { count } }'],
    ] as const
  ).map(([operation, query]): Row => ({ operation, allowed: LISTING_EDITORS, run: q(query) })),
  {
    operation: 'auditTrail',
    case: 'of a listing',
    allowed: LISTING_EDITORS,
    run: onListing('query($id: ID!) { auditTrail(entityType: LISTING, entityId: $id) { id } }', (l) => ({
      id: l.id,
    })),
  },
  {
    operation: 'activeListing',
    allowed: LISTING_EDITORS,
    refusal: listingStateRefusal,
    run: onListing('mutation($id: ID!) { activeListing(where: { id: $id }) { id } }', (l) => ({ id: l.id })),
  },
  {
    operation: 'deactivateSearchListing',
    allowed: LISTING_EDITORS,
    refusal: listingStateRefusal,
    run: onListing(
      'mutation($id: ID!) { deactivateSearchListing(where: { id: $id }, data: { availablityStatus: NOT_RENTED }) { id } }',
      (l) => ({ id: l.id }),
    ),
  },
  {
    operation: 'approveListing',
    case: 'a pending listing',
    allowed: LISTING_EDITORS,
    run: async (api, actors) => {
      const landlord = await api.factories.user({ userType: 'LANDLORD' });
      const listing = await createListingAs(api, landlord);
      return api.execute(
        'mutation($id: ID!) { approveListing(where: { id: $id }) { id } }',
        { id: listing.id },
        {
          token: actors.self?.token,
        },
      );
    },
  },
  {
    operation: 'rejectListing',
    case: 'a pending listing',
    allowed: LISTING_EDITORS,
    run: async (api, actors) => {
      const landlord = await api.factories.user({ userType: 'LANDLORD' });
      const listing = await createListingAs(api, landlord);
      return api.execute(
        'mutation($id: ID!) { rejectListing(where: { id: $id }, reason: "Blurry pictures") { id } }',
        { id: listing.id },
        { token: actors.self?.token },
      );
    },
  },
  // The rest of the back office: dashboard (any staff; sections by module), search history (users
  // view, delete), map tracker (listings view), e-mail configuration (ADMIN only).
  {
    operation: 'adminDashboard',
    allowed: ['SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: q('{ adminDashboard { listings { total } users { total } } }'),
  },
  {
    operation: 'searchHistoryUsers',
    allowed: STAFF_VIEW_USERS,
    run: q('{ searchHistoryUsers(first: 1) { count } }'),
  },
  {
    operation: 'searchHistoryOfUser',
    allowed: STAFF_VIEW_USERS,
    run: q('query($id: ID!) { searchHistoryOfUser(userId: $id) { count } }', (a) => ({
      id: a.other.user.id,
    })),
  },
  {
    operation: 'deleteSearchHistoryEntries',
    case: "another user's entry",
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const [entry] = await api.deps.db
        .insert(searchHistory)
        .values({ userId: actors.other.user.id, location: 'Toronto', filters: {} })
        .returning();
      return api.execute(
        'mutation($ids: [ID!]!) { deleteSearchHistoryEntries(ids: $ids) }',
        { ids: [entry!.id] },
        { token: actors.self?.token },
      );
    },
  },
  {
    operation: 'internalMapListings',
    allowed: LISTING_EDITORS,
    run: q('{ internalMapListings(state: [PENDING]) { id } }'),
  },
  {
    operation: 'singleMapBuilding',
    allowed: LISTING_EDITORS,
    run: onListing('query($id: ID!) { singleMapBuilding(id: $id, isMap: true) { id } }', (l) => ({
      id: l.id,
    })),
  },
  { operation: 'notificationSettings', allowed: ['ADMIN'], run: q('{ notificationSettings { kind } }') },
  {
    operation: 'updateNotificationSetting',
    allowed: ['ADMIN'],
    run: q(
      'mutation { updateNotificationSetting(kind: ENQUIRY, enabled: true, recipients: ["ops@example.test"]) { kind } }',
    ),
  },
  { operation: 'emailOutbox', allowed: ['ADMIN'], run: q('{ emailOutbox(first: 1) { count } }') },
  {
    operation: 'resendEmail',
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const id = await api.deps.mail.enqueue(api.deps.db, {
        to: 'ops@example.test',
        subject: 'Hello',
        text: 'Hello',
        template: 'test',
      });
      return api.execute(
        'mutation($id: ID!) { resendEmail(id: $id) { id } }',
        { id },
        { token: actors.self?.token },
      );
    },
  },
  {
    operation: 'currentUserUpdated',
    allowed: LOGGED_IN,
    run: sub('subscription { currentUserUpdated { id } }'),
  },
];

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function actorsFor(role: Role): Promise<Actors> {
  const other = await api.factories.user({ userType: 'RENTER' });
  if (role === 'visitor') return { self: null, other };
  if (role === 'SUB_ADMIN_NONE') return { self: await api.factories.user({ userType: 'SUB_ADMIN' }), other };
  const permissions = role === 'SUB_ADMIN' ? DEMO_SUB_ADMIN_PERMISSIONS : undefined;
  return { self: await api.factories.user({ userType: role, permissions }), other };
}

describe.each(TABLE)('$operation $case', (row) => {
  it.each(ROLES)('%s', async (role) => {
    const response = await row.run(api, await actorsFor(role));
    const codes = errorCodes(response);
    const denied = codes.some((code) => DENIED.has(code));
    const allowed = row.allowed.includes(role);
    expect({ role, allowed: !denied, errors: denied ? undefined : response.errors }).toEqual({
      role,
      allowed,
      errors: allowed ? response.errors : undefined,
    });
    if (!allowed && row.refusal) expect(codes).toEqual([row.refusal(role)]);
  });
});

it('has a row for every root operation of the schema', () => {
  const operations = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
    (type) => Object.keys(type?.getFields() ?? {}),
  );
  expect(operations.filter((name) => !TABLE.some((row) => row.operation === name))).toEqual([]);
});
