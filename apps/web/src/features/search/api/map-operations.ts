import { graphql } from '../../../gql';

/** Where map tiles come from (MAP_TILE_URL, OpenStreetMap by default) and the credit they require. */
export const SiteMapConfigDocument = graphql(`
  query SiteMapConfig {
    siteConfig {
      mapTileUrl
      mapAttribution
    }
  }
`);
