import { builder } from '../../graphql/builder';
import { CityRef, NeighbourhoodRef } from './city.graphql';
import { PLACE_REVIEW_SCOPES, PLACE_REVIEW_VIEW_SCOPES } from './place.policy';
import { acceptCity, acceptNeighbourhood, findPlacesAwaitingReview } from './place-review.service';

/* Staff review of the cities and neighbourhoods landlords' addresses bring in (place-review.service.ts). */

builder.queryFields((t) => ({
  placesAwaitingReview: t.field({
    type: [CityRef],
    description:
      'Cities not yet listed publicly, and listed cities with neighbourhoods that are not, oldest first, each with only its neighbourhoods awaiting review; at most 100 (staff with listings view).',
    authScopes: PLACE_REVIEW_VIEW_SCOPES,
    resolve: (_root, _args, ctx) => findPlacesAwaitingReview(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  acceptCity: t.field({
    type: CityRef,
    description:
      'Lists a city on public pages (city lists, popular cities); answers it with its neighbourhoods still awaiting review. Staff with listings edit.',
    authScopes: PLACE_REVIEW_SCOPES,
    args: { id: t.arg.id({ required: true, description: 'City id.' }) },
    resolve: (_root, args, ctx) => acceptCity(ctx.db, String(args.id)),
  }),
  acceptNeighbourhood: t.field({
    type: NeighbourhoodRef,
    description: 'Lists a neighbourhood on public pages with its city. Staff with listings edit.',
    authScopes: PLACE_REVIEW_SCOPES,
    args: { id: t.arg.id({ required: true, description: 'Neighbourhood id.' }) },
    resolve: (_root, args, ctx) => acceptNeighbourhood(ctx.db, String(args.id)),
  }),
}));
