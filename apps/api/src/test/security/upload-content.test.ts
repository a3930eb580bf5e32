import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilePathType } from '@rentals/domain/files/enums';
import { fileHelpers } from '../../modules/files/files-test-api';
import { fileOf } from '../../modules/files/test-files';
import { xlsxBomb } from '../../modules/files/test-zip';
import type { CreatedUser } from '../factories';
import { errorCodes } from '../harness';
import { startHttpTestServer, type HttpTestServer } from '../http-server';

/*
 * Uploads whose content attacks whoever opens them (ASVS 5.2), through the real upload path (the
 * GraphQL multipart request): an SVG carrying a script, and a zip bomb dressed as a workbook.
 * The product accepts no SVG of any kind (modules/files/file-kinds.ts reads the type from the bytes,
 * and no kind lists image/svg+xml), so one is refused, whatever its name. Text reaches storage only
 * as CSV, which has no magic bytes: an SVG named .csv is kept as text/csv and only ever served as an
 * attachment with nosniff, never as a picture a browser would run.
 */

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch('/graphql?steal='+document.cookie)</script><rect width="10" height="10"/></svg>`;
const MIB = 1 << 20;

let server: HttpTestServer;
let landlord: CreatedUser;
let renter: CreatedUser;
beforeAll(async () => {
  server = await startHttpTestServer();
  landlord = await server.api.factories.user({ userType: 'LANDLORD' });
  renter = await server.api.factories.user({ userType: 'RENTER' });
});
afterAll(() => server.close());

const { upload, expectNothingStored } = fileHelpers(() => server.api);

describe('an SVG carrying a script', () => {
  it.each<[FilePathType, 'landlord' | 'renter']>([
    ['AVATAR', 'renter'],
    ['LISTING_PICTURE', 'landlord'],
    ['MESSAGE_ATTACHMENT', 'renter'],
    ['IDENTITY_DOCUMENT', 'renter'],
    ['RENTAL_APP', 'renter'],
  ])('is refused as %s, named .svg or .png, storing nothing', async (pathType, who) => {
    const token = (who === 'renter' ? renter : landlord).token;
    await expectNothingStored(async () => {
      for (const file of [fileOf(SVG, 'logo.svg', 'image/svg+xml'), fileOf(SVG, 'logo.png', 'image/png')]) {
        expect(errorCodes(await upload([file], pathType, token))).toEqual(['FILE_TYPE_NOT_ALLOWED']);
      }
    });
  });

  it('named .csv is kept as text/csv and served only as a private attachment with nosniff', async () => {
    const r = await upload([fileOf(SVG, 'income.csv', 'image/svg+xml')], 'RENTAL_APP', renter.token);
    expect(r.errors).toBeUndefined();
    const [stored] = r.data!.multipleFileUpload;
    expect(stored!.mimeType).toBe('text/csv');
    const response = await fetch(`${server.base}${stored!.url}`, {
      headers: { authorization: `Bearer ${renter.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('a zip bomb named .xlsx', () => {
  it('is refused as FILE_ARCHIVE_TOO_LARGE in the caller’s language, storing nothing', async () => {
    const bomb = await xlsxBomb(400);
    expect(bomb.length).toBeLessThan(MIB);
    await expectNothingStored(async () => {
      const r = await upload([fileOf(bomb, 'income.xlsx')], 'RENTAL_APP', renter.token);
      expect(errorCodes(r)).toEqual(['FILE_ARCHIVE_TOO_LARGE']);
      expect(r.errors![0]!.message).toBe(
        'This file unpacks to too much data. The limit is 100 MB unpacked; save a smaller file.',
      );
      expect(r.errors![0]!.extensions?.params).toMatchObject({ filename: 'income.xlsx' });
      const fr = await upload([fileOf(bomb, 'revenus.xlsx')], 'RENTAL_APP', renter.token, {
        'x-locale': 'fr',
      });
      expect(fr.errors![0]!.message).toContain('100\u00a0Mo');
    });
  });

  it('is refused the same when its headers claim it unpacks to a few bytes', async () => {
    const liar = await xlsxBomb(400, 1000);
    await expectNothingStored(async () => {
      const r = await upload([fileOf(liar, 'income.xlsx')], 'RENTAL_APP', renter.token);
      expect(errorCodes(r)).toEqual(['FILE_ARCHIVE_TOO_LARGE']);
    });
  });
});
