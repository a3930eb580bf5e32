import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { graphql } from '../fixtures/graphql';
import { cityIdOf, login } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * A city a landlord's address brings in stays off the public city lists until staff accept it on
 * /requestedListing.
 */

const CITIES = `query($s: String) { cities(search: $s) { name } }`;
/** Gazetteer cities no other test lists; the first not listed yet is used (a repeated run moves on). */
const CANDIDATES = ['Kelowna', 'Guelph', 'Barrie', 'Kingston', 'Sudbury', 'Windsor', 'London'];

async function listedCities(request: APIRequestContext, name: string): Promise<string[]> {
  const data = await graphql<{ cities: { name: string }[] }>(request, CITIES, { s: name });
  return data.cities.map((c) => c.name).filter((n) => n === name);
}

test('staff accept a new city on /requestedListing, and the public city list then shows it', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(60_000);
  const landlord = await login(request, await createUser({ userType: 'LANDLORD' }));
  let city: string | undefined;
  for (const candidate of CANDIDATES) {
    if ((await listedCities(request, candidate)).length === 0) {
      city = candidate;
      break;
    }
  }
  if (!city) throw new Error('every candidate city is listed already');
  await cityIdOf(request, landlord.token, city);
  expect(await listedCities(request, city)).toEqual([]);

  const admin = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  await storeSession(page, admin, '/requestedListing');
  const section = page.getByRole('region', { name: 'New cities and neighbourhoods' });
  const item = section.getByRole('listitem').filter({ hasText: new RegExp(`^${city}, [A-Z]{2}New city`) });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await item.getByRole('button', { name: new RegExp(`^Accept ${city}, [A-Z]{2}$`) }).click();
  await expect(page.getByText(`${city} is now in the public lists.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(await listedCities(request, city)).toEqual([city]);
});
