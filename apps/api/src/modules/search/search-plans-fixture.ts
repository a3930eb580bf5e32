import { sql } from 'drizzle-orm';
import type { TestApi } from '../../test/harness';

/*
 * A large search fixture made by generate_series, set-based (a few seconds for 100,000 listings,
 * where the API would take hours): LISTINGS public listings over CITIES cities, Toronto the first
 * with a tenth of them, two units each (bedrooms and prices spread evenly), a cat allowed in
 * every third, a park in one description in 500, 2% boosted, a quarter overdue for confirmation,
 * spread over a year, in a map box per city. Only what search reads is filled; the triggers of the search copies run as usual.
 */

export const PLAN_LISTINGS = 100_000;
const CITIES = 20;
const BEDROOMS = ['STUDIO', 'ONE_BEDROOM', 'TWO_BEDROOMS', 'THREE_BEDROOMS'];

export async function fillPlanFixture(api: TestApi, count = PLAN_LISTINGS): Promise<void> {
  const db = api.deps.db;
  const owner = await api.factories.user({ userType: 'LANDLORD' });
  await db.execute(sql`insert into cities (name, province, lat, lng)
    select case when c = 1 then 'Toronto' else 'Plan City ' || c end, 'ON', 43 + c * 0.5, -79 - c * 0.5
    from generate_series(1, ${CITIES}) c`);
  // City 1 (Toronto) takes every tenth listing; the rest are spread over the others.
  await db.execute(sql`insert into listings (owner_id, title, description, property_type, isapproved,
      activate, is_hidden, pet_cat, is_premium, premium_end, availability_confirmed_at, created_at, updated_at)
    select ${owner.user.id}, 'Plan home ' || g, 'A bright home, number ' || g || case when g % 500 = 0 then ', near the park' else '' end,
      'APARTMENT', true, true, false, g % 3 = 0, g % 50 = 0,
      case when g % 50 = 0 then now() + interval '10 days' end,
      now() - (g % 4 = 0)::int * interval '60 days' - interval '1 day',
      now() - (g * interval '1 second' * 300), now()
    from generate_series(1, ${count}) g`);
  await db.execute(sql`insert into listing_locations (listing_id, address, lat, lng, city_id)
    select l.id, l.title || ' Street', c.lat + (n % 997) * 0.0003, c.lng + (n % 991) * 0.0003, c.id
    from (select id, title, row_number() over (order by created_at) n from listings) l
    join (select id, lat, lng, row_number() over (order by name = 'Toronto' desc, name) - 1 k from cities) c
      on c.k = case when l.n % 10 = 0 then 0 else 1 + l.n % ${CITIES - 1} end`);
  await db.execute(sql`insert into units (listing_id, title, bedrooms, bathrooms, monthly_price, created_at, updated_at)
    select l.id, 'Unit ' || u, (${sql.param(BEDROOMS)}::text[])[1 + (l.n + u) % 4], 1,
      1200 + ((l.n * 7 + u * 13) % 40) * 50, now(), now()
    from (select id, row_number() over (order by created_at) n from listings) l, generate_series(1, 2) u`);
  await db.execute(sql`analyze`);
}
