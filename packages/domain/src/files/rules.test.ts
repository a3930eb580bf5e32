import { describe, expect, it } from 'vitest';
import { FILE_PATH_TYPES } from './enums';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  FILE_KIND_LIMITS,
  IMAGE_MIME_TYPES,
  MAX_FILES_PER_REQUEST,
  SIGNATURE_MAX_BYTES,
  THUMBNAIL_MIN_SIDE_PX,
} from './limits';
import { fileTypesLabel, formatFileSize } from './rules';

describe('formatFileSize', () => {
  it.each([
    [512, 'en', '512 B'],
    [5 * 1024 * 1024, 'en', '5 MB'],
    [1536, 'en', '1.5 KB'],
    [5 * 1024 * 1024, 'fr', '5\u00a0Mo'],
    [1536, 'fr', '1,5\u00a0Ko'],
  ] as const)('%d bytes in %s -> %s', (bytes, locale, expected) => {
    expect(formatFileSize(bytes, locale)).toBe(expected);
  });
});

describe('fileTypesLabel', () => {
  it('names the types as people know them', () => {
    expect(fileTypesLabel(IMAGE_MIME_TYPES)).toBe('JPEG, PNG, WebP');
    expect(fileTypesLabel(DOCUMENT_MIME_TYPES)).toBe('JPEG, PNG, WebP, PDF');
  });
});

describe('FILE_KIND_LIMITS', () => {
  it('has limits for every kind', () => {
    expect(Object.keys(FILE_KIND_LIMITS).sort()).toEqual([...FILE_PATH_TYPES].sort());
  });

  it('keeps identity, ownership and message documents private, and pictures public', () => {
    const privateKinds = FILE_PATH_TYPES.filter((kind) => FILE_KIND_LIMITS[kind].isPrivate);
    expect(privateKinds.sort()).toEqual([
      'DATA_EXPORT',
      'GOVT_PROOF',
      'IDENTITY_DOCUMENT',
      'LEASE_DOCUMENT',
      'LEASE_SIGNATURE',
      'LISTING_SIGNATURE',
      'MESSAGE_ATTACHMENT',
      'OWNERSHIP_PROOF',
      'RENTAL_APP',
      'VERIFICATION_DOCUMENT',
    ]);
  });

  it('encrypts only private kinds, and none of them has smaller copies to encrypt as well', () => {
    for (const kind of FILE_PATH_TYPES) {
      const limits = FILE_KIND_LIMITS[kind];
      if (limits.isEncrypted) expect(limits.variants, kind).toEqual([]);
      if (!limits.isPrivate) expect(limits.isEncrypted, kind).toBe(false);
    }
    expect(FILE_KIND_LIMITS.RENTAL_APP).toMatchObject({ isEncrypted: true, recordsDownloads: true });
    expect(FILE_KIND_LIMITS.LEASE_DOCUMENT).toMatchObject({ isEncrypted: true, recordsDownloads: true });
    expect(FILE_KIND_LIMITS.LEASE_SIGNATURE).toMatchObject({ isEncrypted: true, recordsDownloads: true });
  });

  it('records every download of the sensitive kinds, a data export among them', () => {
    const recorded = FILE_PATH_TYPES.filter((kind) => FILE_KIND_LIMITS[kind].recordsDownloads);
    expect(recorded.sort()).toEqual([
      'DATA_EXPORT',
      'LEASE_DOCUMENT',
      'LEASE_SIGNATURE',
      'RENTAL_APP',
      'VERIFICATION_DOCUMENT',
    ]);
  });

  it("takes a listing's drawn signature as one small private PNG, stored encrypted", () => {
    expect(FILE_KIND_LIMITS.LISTING_SIGNATURE).toMatchObject({
      mimeTypes: ['image/png'],
      maxBytes: SIGNATURE_MAX_BYTES,
      maxFiles: 1,
      isPrivate: true,
      isEncrypted: true,
    });
    expect(SIGNATURE_MAX_BYTES).toBeLessThan(DOCUMENT_MAX_BYTES);
  });

  it('accepts spreadsheets for rental application documents only', () => {
    const spreadsheets = ['text/csv', 'application/vnd.ms-excel'] as const;
    for (const kind of FILE_PATH_TYPES) {
      const accepts = spreadsheets.map((type) => FILE_KIND_LIMITS[kind].mimeTypes.includes(type));
      expect(accepts, kind).toEqual(kind === 'RENTAL_APP' ? [true, true] : [false, false]);
    }
    expect(fileTypesLabel(FILE_KIND_LIMITS.RENTAL_APP.mimeTypes)).toBe(
      'JPEG, PNG, PDF, CSV, Excel (XLSX), Excel (XLS)',
    );
    expect(FILE_KIND_LIMITS.RENTAL_APP.maxBytes).toBe(10 * 1024 * 1024);
  });

  it('follows the spec: 60 listing pictures, one avatar, thumbnails of 300 px or more, no PDF pictures', () => {
    expect(FILE_KIND_LIMITS.LISTING_PICTURE.maxFiles).toBe(60);
    expect(FILE_KIND_LIMITS.AVATAR.maxFiles).toBe(1);
    expect(FILE_KIND_LIMITS.HELP_CENTER_THUMBNAIL.minSidePx).toBe(THUMBNAIL_MIN_SIDE_PX);
    expect(FILE_KIND_LIMITS.BLOG_THUMBNAIL.minSidePx).toBe(300);
    expect(FILE_KIND_LIMITS.LISTING_PICTURE.mimeTypes).not.toContain('application/pdf');
    expect(FILE_KIND_LIMITS.IDENTITY_DOCUMENT.mimeTypes).toContain('application/pdf');
  });

  it('lets no kind take more files than one request may carry', () => {
    const over = FILE_PATH_TYPES.filter((kind) => FILE_KIND_LIMITS[kind].maxFiles > MAX_FILES_PER_REQUEST);
    expect(over).toEqual([]);
  });
});
