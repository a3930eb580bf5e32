import { describe, expect, it } from 'vitest';
import { conversationHref } from './conversation-of';

const room = (id: string, firstName: string, lastName: string) => ({
  id,
  otherParty: { firstName, lastName },
});

describe('conversationHref', () => {
  it('opens the only conversation of the listing', () => {
    expect(conversationHref([room('r1', 'Ann', 'Lee')], 'Someone Else')).toBe('/message?room=r1');
  });

  it('picks the one person bearing the applicant’s name among several', () => {
    expect(conversationHref([room('r1', 'Ann', 'Lee'), room('r2', 'Bo', 'Ray')], ' bo  ray')).toBe(
      '/message?room=r2',
    );
  });

  it('leads to the inbox when it cannot be sure', () => {
    expect(conversationHref([room('r1', 'Bo', 'Ray'), room('r2', 'Bo', 'Ray')], 'Bo Ray')).toBe('/message');
    expect(conversationHref(undefined, 'Bo Ray')).toBe('/message');
  });
});
