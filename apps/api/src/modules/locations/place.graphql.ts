import { ADDRESS_SUGGESTIONS_MAX, PIN_PLACE_MAX_KM } from '@rentals/domain/locations/limits';
import {
  createCitySchema,
  createNeighbourhoodSchema,
  placeAtSchema,
  searchAddressesSchema,
} from '@rentals/domain/locations/schemas';
import type { AddressSuggestion } from '../../adapters/geocoding/geocoding';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { findAddressSuggestions, findPlaceAt } from './address.service';
import { CityRef, NeighbourhoodRef } from './city.graphql';
import { LISTING_AUTHOR_SCOPES } from './place.policy';
import { createCity, createNeighbourhood } from './place.service';

const AddressSuggestionRef = builder.objectRef<AddressSuggestion>('AddressSuggestion').implement({
  description:
    'A Canadian place offered by the address field. City, region and neighbourhood are derived from it (city falls back to the locality, then the region). With the built-in gazetteer a typed street address keeps its unit, civic number and street (in its usual written form) and gets the point of a well-known street, else of its city or neighbourhood: approximate.',
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
    placeId: t.exposeString('placeId', {
      description:
        'Names this place for createCity and createNeighbourhood, which find it again through the geocoder.',
    }),
  }),
});

const CreateCityInput = builder.inputType('CreateCityInput', {
  description:
    "The city of a chosen address: its name, province and coordinates come from the geocoder's place.",
  fields: (t) => ({
    placeId: t.string({
      required: true,
      description: 'The placeId of the chosen searchAddresses suggestion.',
    }),
  }),
});

const CreateNeighbourhoodInput = builder.inputType('CreateNeighbourhoodInput', {
  description: "The neighbourhood of a chosen address: its name and city come from the geocoder's place.",
  fields: (t) => ({
    placeId: t.string({
      required: true,
      description: 'The placeId of the chosen searchAddresses suggestion.',
    }),
    featured: t.boolean({
      description:
        'Shown in featured lists (staff with listings edit only: anyone else gets NO_ACCESS). A new one is not.',
    }),
    popularity: t.int({
      description:
        'Popularity rank value (staff with listings edit only: anyone else gets NO_ACCESS). A new one has 0.',
    }),
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
  placeAt: t.field({
    type: AddressSuggestionRef,
    nullable: true,
    description: `The known city nearest a point placed by hand on the address field's map (within ${PIN_PLACE_MAX_KM} km, else null), with the coordinates of that city. Its placeId makes the listing's city through createCity; the point itself is the listing's position.`,
    authScopes: { public: true },
    args: {
      lat: t.arg.float({ required: true, description: 'Latitude of the point, inside Canada.' }),
      lng: t.arg.float({ required: true, description: 'Longitude of the point, inside Canada.' }),
    },
    resolve: (_root, args, ctx) => findPlaceAt(ctx, parseInput(placeAtSchema, args), ctx.locale),
  }),
}));

builder.mutationFields((t) => ({
  createCity: t.field({
    type: CityRef,
    description:
      "Finds or creates the city of a chosen address, from the geocoder's place (PLACE_NOT_FOUND when it cannot confirm it): safe to call for every chosen address. A new city is not listed publicly until staff accept it. Landlords and staff with listings add or edit.",
    authScopes: LISTING_AUTHOR_SCOPES,
    args: {
      data: t.arg({ type: CreateCityInput, required: true, description: 'The place id.' }),
    },
    resolve: (_root, args, ctx) => createCity(ctx, parseInput(createCitySchema, args.data), ctx.locale),
  }),
  createNeighbourhood: t.field({
    type: NeighbourhoodRef,
    description:
      "Finds or creates the neighbourhood of a chosen address (and its city), from the geocoder's place; PLACE_WITHOUT_NEIGHBOURHOOD when the place has none. A new one is not listed publicly until staff accept it. Landlords and staff with listings add or edit.",
    authScopes: LISTING_AUTHOR_SCOPES,
    args: {
      data: t.arg({
        type: CreateNeighbourhoodInput,
        required: true,
        description: 'The place id, and for staff the ranking.',
      }),
    },
    resolve: (_root, args, ctx) =>
      createNeighbourhood(
        ctx,
        requireViewer(ctx.viewer),
        parseInput(createNeighbourhoodSchema, args.data),
        ctx.locale,
      ),
  }),
}));
