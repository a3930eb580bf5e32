import type { APIRequestContext } from '@playwright/test';
import { graphql } from '../fixtures/graphql';
import { cityIdOf, createListings, login, pngPicture, promoteToAdmin } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * /listing/{id}, /tenant/{id} and the home feeds. Each test makes its own data through the API:
 * an admin's listing is approved at once, a landlord's stays Pending Approval.
 */

const UPLOAD = `mutation($files: [Upload!]!) {
  multipleFileUpload(files: $files, pathType: LISTING_PICTURE) { id }
}`;
const CREATE_LISTING = `mutation($data: CreateListingInput!) {
  createListing(data: $data) { id title units { id } }
}`;
const UPDATE_USER = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id roommate } }`;

/** Uploads `count` plain-colour pictures in one request; their ids in order. */
async function uploadPictures(request: APIRequestContext, token: string, count: number): Promise<string[]> {
  const files = Array.from({ length: count }, (_, i) => ({
    name: `listing-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: pngPicture(48, 32, [40 + i * 60, 120, 200 - i * 50]),
  }));
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    operations: JSON.stringify({ query: UPLOAD, variables: { files: files.map(() => null) } }),
    map: JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))),
  };
  files.forEach((file, i) => (multipart[String(i)] = file));
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'x-graphql-csrf': '1' },
    multipart,
  });
  const body = (await response.json()) as { data?: { multipleFileUpload: { id: string }[] } };
  const ids = body.data?.multipleFileUpload.map((f) => f.id);
  if (!ids || ids.length !== count) throw new Error(`Upload failed: ${JSON.stringify(body)}`);
  return ids;
}

interface FullListing {
  id: string;
  title: string;
  unitId: string;
}

/** An approved listing with three pictures and every kind of fact, created by a new admin. */
async function createFullListing(
  request: APIRequestContext,
  admin: { email: string; password: string },
  title: string,
): Promise<FullListing> {
  await promoteToAdmin(request, admin.email);
  const { token } = await login(request, admin);
  const cityId = await cityIdOf(request, token, 'Toronto, ON');
  const pictures = await uploadPictures(request, token, 3);
  const data = await graphql<{ createListing: { id: string; title: string; units: { id: string }[] } }>(
    request,
    CREATE_LISTING,
    {
      data: {
        title,
        propertyType: 'CONDO',
        role: 'LANDLORD_OWNER',
        description: 'Bright corner condo steps from the subway, with a large balcony.',
        buildingConstructionYear: '2015',
        storiesInBuilding: 24,
        totalUnitsInBuilding: 310,
        location: {
          address: '200 King Street West, Toronto, ON',
          cityId,
          lat: 43.6472,
          lng: -79.3871,
          tags: { closeToTransit: true },
        },
        pictures,
        amenities: { gym: true, concierge: true, onSiteLaundry: true },
        utilities: { water: true, heating: true },
        pets: { cat: true },
        tenantRequirements: { photoId: true, letterOfEmployment: true },
        unit: {
          title: 'Suite 1204',
          number: '1204',
          bedrooms: 'TWO_BEDROOMS',
          bathrooms: 2,
          unitSize: 850,
          monthlyPrice: 2750,
          deposit: 2750,
          leaseTerm: 12,
          furnished: false,
          parking: 'ASSIGNED',
          parkingSpots: 1,
          storage: 'NOT_AVAILABLE',
          maintenance: true,
          smokeAlarm: true,
          startDateAvailability: '2030-09-01',
          unitAmenities: { balcony: true, hardwoodFloor: true },
          unitAppliances: { fridge: true, dishwasher: true },
        },
      },
    },
    token,
  );
  const listing = data.createListing;
  return { id: listing.id, title: listing.title, unitId: listing.units[0]!.id };
}

const uniqueTitle = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a visitor reads a listing: title, gallery with arrows, facts with their labels, in French too @cluster', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(60_000);
  const listing = await createFullListing(request, await createUser(), uniqueTitle('King West Condo'));

  await page.goto(`/listing/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${listing.title} – [^|]*Toronto \\| Rentals$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^\$2,750\/month · [^.]*Toronto\. Bright corner condo/,
  );
  await expect(page.getByText('$2,750/month').first()).toBeVisible();

  // The gallery: three tiles, a lightbox whose arrows (buttons and keys) go round.
  const gallery = page.getByRole('region', { name: `Pictures of ${listing.title}` });
  await gallery.getByRole('button', { name: /^Open picture 1 of 3/ }).click();
  const lightbox = page.getByRole('dialog', { name: `Pictures of ${listing.title}` });
  await expect(lightbox.getByRole('status')).toContainText('Picture 1 of 3');
  await lightbox.getByRole('button', { name: 'Next picture' }).click();
  await expect(lightbox.getByRole('status')).toContainText('Picture 2 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('status')).toContainText('Picture 3 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('status')).toContainText('Picture 1 of 3');
  await lightbox.getByRole('button', { name: 'Previous picture' }).click();
  await expect(lightbox.getByRole('status')).toContainText('Picture 3 of 3');
  await expect(lightbox.getByRole('img', { name: `${listing.title}, picture 3 of 3` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // Facts of the building and the unit, with the domain's labels.
  const building = page.getByRole('region', { name: 'The building', exact: true });
  await expect(building.getByText('Property type')).toBeVisible();
  await expect(building.getByText('Condo', { exact: true })).toBeVisible();
  await expect(building.getByText('2015')).toBeVisible();
  await expect(building.getByText('Laundry')).toBeVisible();
  await expect(building.getByText('On site')).toBeVisible();
  const unit = page.getByRole('article', { name: 'Suite 1204 · Unit 1204' });
  await expect(unit.getByText('Two Bedrooms')).toBeVisible();
  await expect(unit.getByText('850 sq ft')).toBeVisible();
  await expect(unit.getByText('Available from September 1, 2030')).toBeVisible();
  await expect(unit.getByText('Assigned, 1 spot')).toBeVisible();
  await expect(unit.getByText('Balcony')).toBeVisible();
  await expect(unit.getByText('Dishwasher')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Building amenities' }).getByText('Gym')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Utilities included' }).getByText('Water')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pets' }).getByText('Cats')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tenant requirements' }).getByText('Proof of Income'),
  ).toBeVisible();
  await expect(page.getByText('Listed by Élise')).toBeVisible();
  // Anyone may contact the landlord (a visitor logs in first); viewings and applications do not exist yet.
  await expect(page.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
    'href',
    `/listing/${listing.id}/contact`,
  );
  await expect(page.getByRole('button', { name: /contact|viewing|apply/i })).toHaveCount(0);

  // The header stays on screen while the page scrolls.
  await page.getByRole('region', { name: 'Tenant requirements' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);

  // The unit's own page, and back.
  await unit.getByRole('link', { name: 'View unit Suite 1204 · Unit 1204' }).click();
  await expect(page).toHaveURL(`/unit/${listing.unitId}`);
  await page.getByRole('link', { name: listing.title }).click();
  await expect(page).toHaveURL(`/listing/${listing.id}`);

  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  const immeuble = page.getByRole('region', { name: "L'immeuble", exact: true });
  await expect(immeuble.getByText('Type de propriété')).toBeVisible();
  await expect(immeuble.getByText('Sur place')).toBeVisible();
  const logement = page.getByRole('article', { name: 'Suite 1204 · Logement 1204' });
  await expect(logement.getByText('Deux chambres')).toBeVisible();
  await expect(logement.getByText('Balcon')).toBeVisible();
  await expect(logement.getByText('Disponible à partir du 1er septembre 2030')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Services inclus' }).getByText('Eau')).toBeVisible();
  await expect(page.getByText(/^2\s750\s\$\/mois$/).first()).toBeVisible();
});

test("a landlord's pending listing is not found for a visitor and shows to its owner", async ({
  page,
  request,
  createUser,
}) => {
  const landlord = await createUser({ userType: 'LANDLORD' });
  const session = await login(request, landlord);
  const [listing] = await createListings(request, session.token, [uniqueTitle('Pending Loft')]);

  await page.goto(`/listing/${listing!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search homes' })).toHaveAttribute('href', '/search');

  await storeSession(page, session, `/listing/${listing!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
  await expect(page.getByText('Status: Pending Approval')).toBeVisible();
  // The owner has no one to contact about their own listing.
  await expect(page.getByRole('link', { name: 'Contact', exact: true })).toHaveCount(0);
});

test("a visitor's listing page comes with its content; a signed-in reader's asks for its own", async ({
  page,
  request,
  createUser,
}) => {
  const admin = await createUser();
  await promoteToAdmin(request, admin.email);
  const session = await login(request, admin);
  const [listing] = await createListings(request, session.token, [uniqueTitle('Prefetched Loft')]);
  const asked: string[] = [];
  page.on('request', (r) => {
    const body = r.method() === 'POST' && r.url().endsWith('/graphql') ? (r.postData() ?? '') : '';
    if (body.includes('query ListingPage')) asked.push(body);
  });

  await page.goto(`/listing/${listing!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
  expect(asked).toHaveLength(0);

  // The server answered as a visitor; the owner's page may show more, so it asks as the owner.
  await storeSession(page, session, `/listing/${listing!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
  // The page shows the visitor's answer at once and asks again with the session.
  await expect.poll(() => asked.length).toBe(1);
});

test('a renter who turned roommate matching on has a tenant page; others are not found', async ({
  page,
  request,
  createUser,
}) => {
  const renter = await createUser();
  const { token, user } = await login(request, renter);
  await graphql(
    request,
    UPDATE_USER,
    { data: { roommate: true, city: 'Toronto', occupation: 'Nurse', budget: 1800, min_budget: 1200 } },
    token,
  );

  await page.goto(`/tenant/${user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Élise T.' })).toBeVisible();
  await expect(page.getByText('Nurse')).toBeVisible();
  await expect(page.getByText('$1,200 – $1,800/month')).toBeVisible();

  // A Toronto listing shows renters looking for a roommate in Toronto, each linking to their page.
  const admin = await createUser();
  await promoteToAdmin(request, admin.email);
  const [listing] = await createListings(request, (await login(request, admin)).token, [
    uniqueTitle('Roommate Flat'),
  ]);
  await page.goto(`/listing/${listing!.id}`);
  // The section is below the fold: it loads as the visitor scrolls down to it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const roommates = page.getByRole('region', { name: 'Renters looking for a roommate in Toronto' });
  await expect(roommates.getByRole('link').first()).toHaveAttribute('href', /^\/tenant\//);

  const other = await createUser();
  const otherSession = await login(request, other);
  await page.goto(`/tenant/${otherSession.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
});

test('the home page shows the search box, trending listings and featured cities', async ({
  page,
  request,
  createUser,
}) => {
  // A listing of its own, so the feed is never empty whatever else the server holds.
  await createFullListing(request, await createUser(), uniqueTitle('Home Feed Condo'));
  await page.goto('/');
  await expect(page.getByRole('search', { name: 'Search homes by city' })).toBeVisible();
  const trending = page.getByRole('region', { name: 'Trending rentals' });
  await expect(trending.getByRole('article').first()).toBeVisible();
  await expect(trending.getByRole('article').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/listing\//,
  );
  const featured = page.getByRole('region', { name: 'Featured cities' });
  await expect(featured.getByRole('link', { name: 'Toronto', exact: true })).toHaveAttribute(
    'href',
    /^\/search\?city=Toronto&price_gte=0&price_lte=4500/,
  );
  await expect(featured.getByText(/^\d[\d,]* homes?$/).first()).toBeVisible();
});

test('the home search box suggests cities as you type and opens the search of the chosen one', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'City' });
  await box.fill('Hamil');
  const list = page.getByRole('listbox', { name: 'City' });
  const option = list.getByRole('option', { name: /^Hamilton,/ });
  // The suggestions follow the text once typing pauses.
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(option).toBeVisible();
  // The keyboard works as in any combobox: the arrow highlights, Enter chooses.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?city=Hamilton$/);
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Hamilton');

  // Typing a city and pressing Enter without a suggestion searches what was typed.
  await page.goto('/');
  await page.getByRole('combobox', { name: 'City' }).fill('Toronto');
  await page.getByRole('combobox', { name: 'City' }).press('Escape');
  await page.getByRole('combobox', { name: 'City' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?city=Toronto$/);
});
