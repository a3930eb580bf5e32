import { graphql } from '../../../gql';

/** Listings in the home feed: two rows of four on a wide screen. */
export const TRENDING_COUNT = 8;

/** The home feed: public listings, premium first, then newest. */
export const TrendingListingsDocument = graphql(`
  query TrendingListings($first: Int) {
    trendingListings(first: $first) {
      ...ListingCardFields
    }
  }
`);

/**
 * How many listings each featured city's link finds, in one request: one alias per city of
 * FOOTER_CITIES, in its order (featured-cities.ts builds the variables).
 */
export const FeaturedCityCountsDocument = graphql(`
  query FeaturedCityCounts(
    $c0: ListingSearchInput
    $c1: ListingSearchInput
    $c2: ListingSearchInput
    $c3: ListingSearchInput
    $c4: ListingSearchInput
    $c5: ListingSearchInput
  ) {
    c0: searchListingsCount(where: $c0)
    c1: searchListingsCount(where: $c1)
    c2: searchListingsCount(where: $c2)
    c3: searchListingsCount(where: $c3)
    c4: searchListingsCount(where: $c4)
    c5: searchListingsCount(where: $c5)
  }
`);

/** What renters and landlords say in the page's language, newest first. */
export const TestimonialsDocument = graphql(`
  query Testimonials($locale: Locale!) {
    testimonials(locale: $locale) {
      id
      fullName
      keyword
      quote
      imageUrl
    }
  }
`);
