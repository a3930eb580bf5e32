import { describe, expect, it } from 'vitest';
import { detectFileType, displayName, FILENAME_MAX_LENGTH, sanitizeFilename, storageKey } from './file-kinds';
import { RENTAL_APP_MIME_TYPES } from '@rentals/domain/files/limits';
import { PDF_BYTES, makeCompoundFile, makeImage, makeXlsx } from './test-files';

describe('detectFileType', () => {
  it('reads the type from the bytes and answers null for types the kind does not accept', async () => {
    const png = await makeImage(10, 10, { format: 'png' });
    expect(await detectFileType(png, ['image/png', 'image/jpeg'], 'a.png')).toBe('image/png');
    expect(await detectFileType(PDF_BYTES, ['image/png', 'image/jpeg'], 'a.png')).toBeNull();
    expect(await detectFileType(PDF_BYTES, ['application/pdf'], 'a.jpg')).toBe('application/pdf');
    expect(
      await detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), ['image/png'], 'a.png'),
    ).toBeNull();
    expect(await detectFileType(Buffer.from('plain text'), ['image/png'], 'a.png')).toBeNull();
  });
});

describe('detectFileType for spreadsheets', () => {
  const spreadsheets = RENTAL_APP_MIME_TYPES;

  it('tells an Excel workbook from other compound files by its Workbook stream', async () => {
    expect(await detectFileType(makeCompoundFile('Workbook'), spreadsheets, 'a.xls')).toBe(
      'application/vnd.ms-excel',
    );
    expect(await detectFileType(makeCompoundFile('Book'), spreadsheets, 'old.xls')).toBe(
      'application/vnd.ms-excel',
    );
    expect(await detectFileType(makeCompoundFile('WordDocument'), spreadsheets, 'letter.xls')).toBeNull();
  });

  it('reads an .xlsx from its workbook parts, not its name', async () => {
    const xlsx = await makeXlsx('4200');
    expect(await detectFileType(xlsx, spreadsheets, 'income.pdf')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(await detectFileType(xlsx, ['application/pdf'], 'income.xlsx')).toBeNull();
  });

  it('takes a CSV only as UTF-8 text named .csv, without control characters', async () => {
    const csv = Buffer.from('month,amount\r\n2026-01,4 200 $\tnet\n');
    expect(await detectFileType(csv, spreadsheets, 'bank.CSV')).toBe('text/csv');
    expect(await detectFileType(csv, spreadsheets, 'bank.txt')).toBeNull();
    expect(await detectFileType(csv, ['application/pdf'], 'bank.csv')).toBeNull();
    expect(await detectFileType(Buffer.from('a,b\u0000c'), spreadsheets, 'bank.csv')).toBeNull();
    expect(await detectFileType(Buffer.from([0x61, 0x2c, 0xff, 0xfe]), spreadsheets, 'bank.csv')).toBeNull();
    expect(await detectFileType(Buffer.from(''), spreadsheets, 'empty.csv')).toBeNull();
    // A PDF renamed .csv is still a PDF, and PDFs are accepted as themselves.
    expect(await detectFileType(PDF_BYTES, spreadsheets, 'bank.csv')).toBe('application/pdf');
  });
});

describe('file names', () => {
  it.each([
    ['photo.png', 'image/jpeg', 'photo.jpg'],
    ['C:\\Users\\ana\\Desktop\\lease scan.PDF', 'application/pdf', 'lease scan.pdf'],
    ['../../etc/passwd', 'image/png', 'passwd.png'],
    ['.htaccess', 'image/png', 'file.png'],
    ['bad\u0000"name"\r\n.jpg', 'image/jpeg', 'badname.jpg'],
    ['', 'image/webp', 'file.webp'],
  ] as const)('%j stored as %s -> %j', (name, mimeType, expected) => {
    expect(sanitizeFilename(name, mimeType)).toBe(expected);
  });

  it('caps the length, keeping the extension', () => {
    const name = sanitizeFilename(`${'é'.repeat(500)}.jpg`, 'image/jpeg');
    expect(Array.from(name)).toHaveLength(FILENAME_MAX_LENGTH);
    expect(name.endsWith('é.jpg')).toBe(true);
    expect(Array.from(displayName('x'.repeat(500)))).toHaveLength(FILENAME_MAX_LENGTH);
  });

  it('makes storage keys from the kind, the id and the stored type only', () => {
    expect(storageKey('AVATAR', 'abc', 'image/webp')).toBe('AVATAR/abc.webp');
  });
});
