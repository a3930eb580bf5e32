import { describe, expect, it } from 'vitest';
import { INBOX_SEARCH_MAX_LENGTH, MESSAGE_TEXT_MAX_LENGTH } from './limits';
import { createBookingSchema, createMessageSchema, inboxFilterSchema } from './schemas';

const ROOM = '6f1c2a40-8f5e-4d8e-9f51-0b1a3f7c9d21';
const FILE = '0b9f5c1e-2d3a-4c5b-8e6f-7a8b9c0d1e2f';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('createMessageSchema', () => {
  it('keeps a text message, trimmed, as TEXT by default', () => {
    expect(createMessageSchema.parse({ room: ROOM, text: '  Is it available?  ' })).toEqual({
      room: ROOM,
      text: 'Is it available?',
      type: 'TEXT',
    });
  });

  it('refuses an empty or over-long text with the field’s key', () => {
    expect(issues(createMessageSchema.safeParse({ room: ROOM, text: '   ' }))).toEqual([
      ['text', 'required'],
    ]);
    expect(
      issues(createMessageSchema.safeParse({ room: ROOM, text: 'x'.repeat(MESSAGE_TEXT_MAX_LENGTH + 1) })),
    ).toEqual([['text', 'tooLong']]);
    expect(
      createMessageSchema.safeParse({ room: ROOM, text: 'x'.repeat(MESSAGE_TEXT_MAX_LENGTH) }).success,
    ).toBe(true);
  });

  it('needs the attachment of a FILE message, whose text is an optional caption', () => {
    expect(issues(createMessageSchema.safeParse({ room: ROOM, type: 'FILE' }))).toEqual([
      ['url', 'required'],
    ]);
    expect(createMessageSchema.parse({ room: ROOM, type: 'FILE', url: FILE })).toMatchObject({ text: '' });
  });

  it('refuses a SYSTEM message: only the product posts those', () => {
    expect(
      issues(createMessageSchema.safeParse({ room: ROOM, text: 'VIEWING_BOOKED', type: 'SYSTEM' })),
    ).toEqual([['type', 'invalidChoice']]);
  });

  it('refuses a room or a client id that is not an id', () => {
    expect(issues(createMessageSchema.safeParse({ room: 'abc', text: 'Hi', clientId: '1' }))).toEqual([
      ['room', 'invalid'],
      ['clientId', 'invalid'],
    ]);
  });
});

describe('createBookingSchema', () => {
  it('takes the first message with the optional move-in date and household', () => {
    expect(
      createBookingSchema.parse({ listing: ROOM, text: 'Hello', moveInDate: '2027-01-01', householdSize: 2 }),
    ).toEqual({ listing: ROOM, text: 'Hello', moveInDate: '2027-01-01', householdSize: 2 });
  });

  it('takes null for the details left empty, as a form sends them', () => {
    expect(
      createBookingSchema.parse({ listing: ROOM, text: 'Hello', moveInDate: null, householdSize: null }),
    ).toMatchObject({ moveInDate: null, householdSize: null });
  });

  it('refuses a missing message, a bad date and a household out of range', () => {
    expect(
      issues(
        createBookingSchema.safeParse({
          listing: ROOM,
          text: '',
          moveInDate: '2027-02-30',
          householdSize: 0,
        }),
      ),
    ).toEqual([
      ['text', 'required'],
      ['moveInDate', 'invalidDate'],
      ['householdSize', 'min'],
    ]);
  });
});

describe('inboxFilterSchema', () => {
  it('trims the search text and refuses an id that is not one or a text too long', () => {
    expect(inboxFilterSchema.parse({ listingId: ROOM, search: '  50% off ' })).toEqual({
      listingId: ROOM,
      search: '50% off',
    });
    expect(
      issues(inboxFilterSchema.safeParse({ userId: 'abc', search: 'x'.repeat(INBOX_SEARCH_MAX_LENGTH + 1) })),
    ).toEqual([
      ['userId', 'invalid'],
      ['search', 'tooLong'],
    ]);
  });
});
