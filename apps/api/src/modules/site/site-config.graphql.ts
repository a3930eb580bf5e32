import { builder } from '../../graphql/builder';
import type { Config } from '../../config';

/* Settings the web app reads at run time instead of at build time, so one build fits every install. */

const SiteConfigRef = builder.objectRef<Config>('SiteConfig').implement({
  description: 'Public settings of this installation.',
  fields: (t) => ({
    mapTileUrl: t.exposeString('MAP_TILE_URL', {
      description: 'Map tile URL template with {z}, {x}, {y} (and optional {s}) placeholders (MAP_TILE_URL).',
    }),
    mapAttribution: t.exposeString('MAP_ATTRIBUTION', {
      description: 'The attribution the tile provider requires, shown on maps (MAP_ATTRIBUTION).',
    }),
  }),
});

builder.queryField('siteConfig', (t) =>
  t.field({
    type: SiteConfigRef,
    description: 'Public settings of this installation (map tiles).',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ctx.config,
  }),
);
