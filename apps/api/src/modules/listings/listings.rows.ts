import { approvedListingOf, listingData, seedCity, storedUploads, validUnit } from './test-listings';
import { ROLES, LISTING_CREATORS, LISTING_EDITORS, LANDLORD_LISTS } from '../../test/authorization/roles';
import { onListing, q, type Row } from '../../test/authorization/table';

const MARK_RENTED = `mutation($id: ID!) { markListingRented(where: { id: $id },
  data: { signedLeaseDate: "2026-02-01", rentedPrice: 2000, disableListing: "0" }) { id } }`;

const RELIST = `mutation($id: ID!) { relistListing(where: { id: $id }) { id } }`;

/** Listings (modules/listings): creating, reading and editing buildings, units and pictures. */
export const LISTINGS_ROWS: Row[] = [
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
    operation: 'relistListing',
    case: 'own listing',
    allowed: ['LANDLORD', 'SUB_ADMIN', 'ADMIN'],
    run: onListing(RELIST, (l) => ({ id: l.id }), 'own'),
  },
  {
    operation: 'relistListing',
    case: "another landlord's listing",
    allowed: LISTING_EDITORS,
    run: onListing(RELIST, (l) => ({ id: l.id })),
  },
  {
    operation: 'listing',
    case: 'an approved listing',
    allowed: ROLES,
    run: onListing('query($id: ID!) { listing(id: $id) { id } }', (l) => ({ id: l.id })),
  },
  {
    operation: 'posterProfile',
    case: "a landlord's public profile",
    allowed: ROLES,
    run: async (api, actors) => {
      const landlord = await api.factories.user({ userType: 'LANDLORD' });
      await approvedListingOf(api, landlord);
      return api.execute(
        'query($id: ID!) { posterProfile(userId: $id) { id listings { id } } }',
        { id: landlord.user.id },
        { token: actors.self?.token },
      );
    },
  },
];
