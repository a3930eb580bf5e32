import type { NeighbourhoodRow } from '../../db/schema/locations';
import { builder } from '../../graphql/builder';
import { findCities, type CityWithNeighbourhoods } from './city.service';

export const NeighbourhoodRef = builder.objectRef<NeighbourhoodRow>('Neighbourhood').implement({
  description: 'A neighbourhood of a city.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    name: t.exposeString('name', { description: 'Name.' }),
    featured: t.exposeBoolean('featured', { description: 'Shown in featured lists.' }),
    popularity: t.exposeInt('popularity', { description: 'Popularity rank value; higher is more popular.' }),
    accepted: t.exposeBoolean('accepted', {
      description: 'Listed on public pages: staff accepted it. A new one, from an address, waits for review.',
    }),
  }),
});

export const CityRef = builder.objectRef<CityWithNeighbourhoods>('City').implement({
  description: 'A Canadian city with its coordinates.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    name: t.exposeString('name', { description: 'Name.' }),
    province: t.exposeString('province', { description: 'Province or territory, postal abbreviation.' }),
    lat: t.exposeFloat('lat', { description: 'Latitude.' }),
    lng: t.exposeFloat('lng', { description: 'Longitude.' }),
    accepted: t.exposeBoolean('accepted', {
      description: 'Listed on public pages: staff accepted it. A new one, from an address, waits for review.',
    }),
    neighbourhoods: t.field({
      type: [NeighbourhoodRef],
      description: 'Neighbourhoods, most popular first.',
      resolve: (c) => c.neighbourhoods,
    }),
  }),
});

builder.queryFields((t) => ({
  cities: t.field({
    type: [CityRef],
    description:
      'Cities staff accepted, alphabetically, with their accepted neighbourhoods; `search` matches the start of a word of the name. At most 100.',
    authScopes: { public: true },
    args: {
      search: t.arg.string({ description: 'Name prefix.' }),
      first: t.arg.int({ description: 'Page size, at most 100 (default 100).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_root, args, ctx) => findCities(ctx.db, args),
  }),
}));
