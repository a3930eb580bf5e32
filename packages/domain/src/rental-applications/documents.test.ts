import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../errors/codes';
import { translate } from '../i18n/translate';
import { rentalDocumentUploadError } from './documents';

const pdf = { mimeType: 'application/pdf', size: 200_000 };
const csv = { mimeType: 'text/csv', size: 2_000 };

describe('an upload under a document key', () => {
  it('is kept when it fits the key', () => {
    expect(rentalDocumentUploadError('bankStatementFiles', [pdf, csv], 'en')).toBeNull();
    expect(rentalDocumentUploadError('govIdsFile', [pdf], 'en', 4)).toBeNull();
  });

  it('is refused past the count of the key, counting the files the draft holds', () => {
    expect(rentalDocumentUploadError('govIdsFile', [pdf, pdf], 'en', 4)).toEqual({
      code: 'RENTAL_APPLICATION_TOO_MANY_FILES',
      params: { document: 'Government ID', max: 5 },
    });
  });

  it('is refused for a type the key does not take, or an undetected one', () => {
    const refused = rentalDocumentUploadError('govIdsFile', [csv], 'fr');
    expect(refused).toEqual({
      code: 'RENTAL_APPLICATION_FILE_TYPE',
      params: { document: "Pièce d'identité gouvernementale", allowed: '.jpg, .jpeg, .png, .pdf' },
    });
    expect(translate(ERROR_MESSAGES[refused!.code], 'fr', refused!.params)).toBe(
      "Pièce d'identité gouvernementale : ce type de fichier n'est pas accepté. Acceptés : .jpg, .jpeg, .png, .pdf.",
    );
    expect(rentalDocumentUploadError('petFiles', [{ mimeType: null, size: 10 }], 'en')?.code).toBe(
      'RENTAL_APPLICATION_FILE_TYPE',
    );
  });

  it('is refused over 10 MB a file', () => {
    const big = { mimeType: 'application/pdf', size: 10 * 1024 * 1024 + 1 };
    const refused = rentalDocumentUploadError('supplementaryDocFile', [pdf, big], 'en');
    expect(refused).toEqual({
      code: 'RENTAL_APPLICATION_FILE_TOO_LARGE',
      params: { document: 'Supplementary documents', limit: '10 MB' },
    });
  });
});
