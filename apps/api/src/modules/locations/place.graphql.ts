import { ADDRESS_SUGGESTIONS_MAX } from '@rentals/domain/locations/limits';
import {
  createCitySchema,
  createNeighbourhoodSchema,
  searchAddressesSchema,
} from '@rentals/domain/locations/schemas';
import type { AddressSuggestion } from '../../adapters/geocoding/geocoding';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { findAddressSuggestions } from './address.service';
import { CityRef, NeighbourhoodRef } from './city.graphql';
import { LISTING_AUTHOR_SCOPES } from './place.policy';
import { createCity, findOrCreateNeighbourhood } from './place.service';

const AddressSuggestionRef = builder.objectRef<AddressSuggestion>('AddressSuggestion').implement({
  description:
    'A Canadian place offered by the address field. City, region and neighbourhood are derived from it (city falls back to the locality, then the region). With the built-in gazetteer a typed street address keeps the text and gets the coordinates of its city or neighbourhood: approximate.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'Text shown in the list.' }),
    address: t.exposeString('address', { description: 'Address stored with the listing.' }),
    lat: t.exposeFloat('lat', {
      description: 'Latitude (approximate for a street address from the gazetteer).',
    }),
    lng: t.exposeFloat('lng', {
      description: 'Longitude (approximate for a street address from the gazetteer).',
    }),
    city: t.exposeString('city', { description: 'City, else the locality, else the region name.' }),
    region: t.exposeString('region', { description: 'Province or territory, postal abbreviation.' }),
    neighbourhood: t.exposeString('neighbourhood', {
      nullable: true,
      description: 'Neighbourhood, if known.',
    }),
    postalCode: t.exposeString('postalCode', { nullable: true, description: 'Postal code, if known.' }),
  }),
});

const CreateCityInput = builder.inputType('CreateCityInput', {
  description: 'A city taken from the chosen address.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Name; matched without regard to case.' }),
    province: t.string({
      required: true,
      description:
        'Province or territory, postal abbreviation (AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK, YT).',
    }),
    lat: t.float({ required: true, description: 'Latitude, within Canada (41 to 84).' }),
    lng: t.float({ required: true, description: 'Longitude, within Canada (-141 to -52).' }),
  }),
});

const CreateNeighbourhoodInput = builder.inputType('CreateNeighbourhoodInput', {
  description: 'A neighbourhood taken from the chosen address.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Name; matched without regard to case within the city.' }),
    cityId: t.id({ required: true, description: 'Its city.' }),
    featured: t.boolean({ defaultValue: false, description: 'Shown in featured lists; false by default.' }),
    popularity: t.int({ defaultValue: 0, description: 'Popularity rank value; 0 by default.' }),
  }),
});

builder.queryFields((t) => ({
  searchAddresses: t.field({
    type: [AddressSuggestionRef],
    description: `Address suggestions for typed text, Canada only, best first, at most ${ADDRESS_SUGGESTIONS_MAX}. Served by the configured geocoder, or the built-in gazetteer of Canadian cities and neighbourhoods.`,
    authScopes: { public: true },
    args: {
      text: t.arg.string({ required: true, description: 'Typed address or place, 1 to 200 characters.' }),
      first: t.arg.int({
        description: `How many suggestions, 1 to ${ADDRESS_SUGGESTIONS_MAX} (default ${ADDRESS_SUGGESTIONS_MAX}).`,
      }),
    },
    resolve: (_root, args, ctx) =>
      findAddressSuggestions(ctx, parseInput(searchAddressesSchema, args), ctx.locale),
  }),
}));

builder.mutationFields((t) => ({
  createCity: t.field({
    type: CityRef,
    description:
      'Finds the city with this name (any case) in the province, or creates it: safe to call for every chosen address. Landlords and staff with listings add or edit.',
    authScopes: LISTING_AUTHOR_SCOPES,
    args: {
      data: t.arg({ type: CreateCityInput, required: true, description: 'Name, province, coordinates.' }),
    },
    resolve: (_root, args, ctx) => createCity(ctx.db, parseInput(createCitySchema, args.data)),
  }),
  createNeighbourhood: t.field({
    type: NeighbourhoodRef,
    description:
      'Finds the neighbourhood with this name (any case) in the city, or creates it. Landlords and staff with listings add or edit.',
    authScopes: LISTING_AUTHOR_SCOPES,
    args: {
      data: t.arg({ type: CreateNeighbourhoodInput, required: true, description: 'Name, city, flags.' }),
    },
    resolve: (_root, args, ctx) =>
      findOrCreateNeighbourhood(ctx.db, parseInput(createNeighbourhoodSchema, args.data)),
  }),
}));
