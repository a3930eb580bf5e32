import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingLocations, listings } from '../../db/schema/listings';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import { createHttpApp, type HttpApp } from '../../http/app';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { seedCity } from './test-listings';
import { EXPORT_COLUMNS, EXPORT_PATH, EXPORT_SHEET } from './listing-export';

/* property-data.xlsx: 1,000 listings written by the streaming export, read back and compared field by field. */

const N = 1000;
let api: TestApi;
let app: HttpApp;
let base: string;
let webDist: string;
let admin: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Rentals</title>');
  app = createHttpApp(api.deps, { webDist });
  // Comparing 1,000 rows outlasts Node's 5 s keep-alive: the client would reuse a socket being closed.
  app.server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await api.factories.user({ userType: 'ADMIN' });
  const { city, neighbourhood } = await seedCity(api);
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = await api.deps.db
    .insert(listings)
    .values(
      Array.from({ length: N }, (_, i) => ({
        ownerId: admin.user.id,
        title: `Export ${i} "quoted", with ünïcode`,
        description: i % 3 ? `Line one\nline two ${i}` : null,
        propertyType: i % 2 ? 'CONDO' : 'HOUSE_OR_TOWNHOUSE',
        isapproved: i % 4 !== 0,
        isHidden: i % 5 === 0,
        storiesInBuilding: i % 30,
        desiredRentalPrice: i % 7 ? 1000 + i + 0.25 : null,
        signedLeaseDate: i % 11 ? null : '2026-03-15',
        leadChannels:
          i % 13 ? null : { zumper: { count: i, enabled: true, enabledAt: '2026-01-02', disabledAt: null } },
        amenityGym: i % 2 === 0,
        petCat: i % 3 === 0,
        createdAt: new Date(start + i * 60_000),
        updatedAt: new Date(start + i * 60_000),
      })),
    )
    .returning({ id: listings.id });
  await api.deps.db.insert(listingLocations).values(
    rows
      .filter((_, i) => i % 10 !== 0)
      .map((r, i) => ({
        listingId: r.id,
        address: `${i} King St W, Toronto`,
        lat: 43.6 + i / 10_000,
        lng: -79.4,
        cityId: city.id,
        neighbourhoodId: i % 2 ? neighbourhood.id : null,
      })),
  );
}, 60_000);
afterAll(async () => {
  await app.close();
  await api.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const download = (token?: string) =>
  fetch(`${base}${EXPORT_PATH}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** What a cell holds for a database value, as ExcelJS reads it back. */
function expected(value: unknown): unknown {
  if (value == null) return null;
  if (value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  return JSON.stringify(value);
}

describe('the listings export', () => {
  it('streams every listing with every field into the sheet Export Data, field by field equal', async () => {
    const response = await download(admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="property-data.xlsx"');
    expect(response.headers.get('x-export-rows')).toBe(String(N));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet(EXPORT_SHEET)!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_COLUMNS]);
    expect(sheet.rowCount).toBe(N + 1);

    const dbRows = await api.deps.db
      .select({ listing: listings, address: listingLocations.address, lat: listingLocations.lat })
      .from(listings)
      .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
      .orderBy(asc(listings.createdAt), asc(listings.id));
    expect(dbRows).toHaveLength(N);
    const columnIndex = (name: string) => EXPORT_COLUMNS.indexOf(name as never) + 1;
    dbRows.forEach((row, i) => {
      const sheetRow = sheet.getRow(i + 2);
      const read = (name: string) => sheetRow.getCell(columnIndex(name)).value ?? null;
      for (const [key, value] of Object.entries(row.listing)) {
        expect({ row: i, key, value: read(key) }).toEqual({ row: i, key, value: expected(value) });
      }
      expect(read('address')).toBe(row.address);
      expect(read('lat')).toBe(row.lat);
      expect(read('ownerEmail')).toBe(admin.user.email);
      expect(read('unitCount')).toBe(0);
    });
  }, 60_000);

  it('is for staff who may view listings only', async () => {
    expect((await download()).status).toBe(401);
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    expect((await download(landlord.token)).status).toBe(403);
    const noFlags = await api.factories.user({ userType: 'SUB_ADMIN' });
    expect((await download(noFlags.token)).status).toBe(403);
    const subAdmin = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: DEMO_SUB_ADMIN_PERMISSIONS,
    });
    const allowed = await download(subAdmin.token);
    expect(allowed.status).toBe(200);
    await allowed.arrayBuffer();
  });
});
