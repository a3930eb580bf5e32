import { LOCATION_TAGS } from '@rentals/domain/listings/enums';
import { builder } from '../../graphql/builder';
import { readFlags } from './listing-columns';
import type { LocationDetail } from './listing-read.service';
import { LocationTags } from './listing-options.graphql';

/*
 * Where a building is. Its city and neighbourhood get listing-specific types: the City type of the
 * locations module carries its neighbourhood list, which a listing's location does not need.
 */

const LocationCityRef = builder.objectRef<LocationDetail['city']>('LocationCity').implement({
  description: "The city of a listing's location.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'City id.' }),
    name: t.exposeString('name', { description: 'Name.' }),
    province: t.exposeString('province', { description: 'Province, postal abbreviation.' }),
  }),
});

const LocationNeighbourhoodRef = builder
  .objectRef<NonNullable<LocationDetail['neighbourhood']> & { city: LocationDetail['city'] }>(
    'LocationNeighbourhood',
  )
  .implement({
    description: "The neighbourhood of a listing's location, with its city.",
    fields: (t) => ({
      id: t.exposeID('id', { description: 'Neighbourhood id.' }),
      name: t.exposeString('name', { description: 'Name.' }),
      city: t.field({ type: LocationCityRef, description: 'Its city.', resolve: (n) => n.city }),
    }),
  });

export const LocationRef = builder.objectRef<LocationDetail>('Location').implement({
  description: 'Where a building is.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    address: t.exposeString('address', { description: 'Address as chosen in the wizard.' }),
    lat: t.exposeFloat('lat', { description: 'Latitude.' }),
    lng: t.exposeFloat('lng', { description: 'Longitude.' }),
    homePreview: t.exposeString('homePreview', { nullable: true, description: 'Home preview text.' }),
    city: t.field({ type: LocationCityRef, description: 'City.', resolve: (l) => l.city }),
    neighbourHood: t.field({
      type: LocationNeighbourhoodRef,
      nullable: true,
      description: 'Neighbourhood, with its city (spec spelling).',
      resolve: (l) => (l.neighbourhood ? { ...l.neighbourhood, city: l.city } : null),
    }),
    tags: t.field({
      type: LocationTags.output,
      description: 'Location tags.',
      resolve: (l) => readFlags(l, 'tag', LOCATION_TAGS),
    }),
  }),
});

export const ListingLocationInput = builder.inputType('ListingLocationInput', {
  description: 'The chosen address with its city and neighbourhood (from createCity / createNeighbourhood).',
  fields: (t) => ({
    address: t.string({ description: 'Address (required).' }),
    lat: t.float({ description: 'Latitude (required).' }),
    lng: t.float({ description: 'Longitude (required).' }),
    cityId: t.id({ description: 'City id (required).' }),
    neighbourhoodId: t.id({ description: 'Neighbourhood id, of that city.' }),
    homePreview: t.string({ description: 'Home preview text.' }),
    tags: t.field({ type: LocationTags.input, description: 'Location tags.' }),
  }),
});
