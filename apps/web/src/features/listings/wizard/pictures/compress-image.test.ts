import { describe, expect, it } from 'vitest';
import {
  compressedName,
  COMPRESS_THRESHOLD_BYTES,
  isAcceptedPicture,
  shouldCompress,
} from './compress-image';

const MB = 1024 * 1024;

describe('shouldCompress', () => {
  it('compresses JPEG and PNG pictures over 3 MB only', () => {
    expect(shouldCompress({ name: 'a.jpg', type: 'image/jpeg', size: 4 * MB })).toBe(true);
    expect(shouldCompress({ name: 'a.png', type: 'image/png', size: COMPRESS_THRESHOLD_BYTES + 1 })).toBe(
      true,
    );
    expect(shouldCompress({ name: 'a.jpg', type: 'image/jpeg', size: COMPRESS_THRESHOLD_BYTES })).toBe(false);
    expect(shouldCompress({ name: 'a.jpg', type: 'image/jpeg', size: 1 * MB })).toBe(false);
  });

  it('never compresses a PDF or another type', () => {
    expect(shouldCompress({ name: 'plan.pdf', type: 'application/pdf', size: 9 * MB })).toBe(false);
    expect(shouldCompress({ name: 'a.webp', type: 'image/webp', size: 9 * MB })).toBe(false);
  });
});

describe('isAcceptedPicture', () => {
  it('accepts jpg, jpeg and png, by type or by extension when the type is unknown', () => {
    expect(isAcceptedPicture({ name: 'a.JPEG', type: '' })).toBe(true);
    expect(isAcceptedPicture({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isAcceptedPicture({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedPicture({ name: 'a.heic', type: '' })).toBe(false);
  });
});

it('names a compressed picture as a JPEG', () => {
  expect(compressedName('living room.png')).toBe('living room.jpg');
});
