import { describe, expect, it } from 'vitest';
import { roomsByListing } from './rooms-by-listing';

describe('roomsByListing', () => {
  it('links the conversation about the listing, else the inbox', () => {
    const href = roomsByListing([
      { listing: 'l1', room: 'r new' },
      { listing: 'l1', room: 'r-old' },
    ]);
    expect(href('l1')).toBe('/message?room=r%20new');
    expect(href('l2')).toBe('/message');
    expect(roomsByListing(undefined)('l1')).toBe('/message');
  });
});
