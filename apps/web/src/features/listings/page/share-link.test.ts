import { describe, expect, it } from 'vitest';
import { listingMailto, listingShareUrl } from './share-link';

describe('share links', () => {
  it('share the canonical page of a listing, without query or language', () => {
    expect(listingShareUrl('https://rentals.example', 'a1b2')).toBe('https://rentals.example/listing/a1b2');
    expect(listingShareUrl('https://rentals.example/', 'a/b')).toBe('https://rentals.example/listing/a%2Fb');
  });

  it('e-mail the title as the subject and the link as the body, encoded', () => {
    const mailto = listingMailto('Loft & Co – 2 chambres?', 'https://rentals.example/listing/a1');
    expect(mailto).toBe(
      'mailto:?subject=Loft%20%26%20Co%20%E2%80%93%202%20chambres%3F&body=https%3A%2F%2Frentals.example%2Flisting%2Fa1',
    );
    const params = new URLSearchParams(mailto.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Loft & Co – 2 chambres?');
    expect(params.get('body')).toBe('https://rentals.example/listing/a1');
  });
});
