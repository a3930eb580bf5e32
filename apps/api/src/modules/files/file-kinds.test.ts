import { describe, expect, it } from 'vitest';
import { detectFileType, displayName, FILENAME_MAX_LENGTH, sanitizeFilename, storageKey } from './file-kinds';
import { PDF_BYTES, makeImage } from './test-files';

describe('detectFileType', () => {
  it('reads the type from the bytes and answers null for types the kind does not accept', async () => {
    const png = await makeImage(10, 10, { format: 'png' });
    expect(await detectFileType(png, ['image/png', 'image/jpeg'])).toBe('image/png');
    expect(await detectFileType(PDF_BYTES, ['image/png', 'image/jpeg'])).toBeNull();
    expect(await detectFileType(PDF_BYTES, ['application/pdf'])).toBe('application/pdf');
    expect(
      await detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), ['image/png']),
    ).toBeNull();
    expect(await detectFileType(Buffer.from('plain text'), ['image/png'])).toBeNull();
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
