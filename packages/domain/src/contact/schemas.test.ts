import { describe, expect, it } from 'vitest';
import { contactMessageSchema, contactReplySchema } from './schemas';

const valid = { name: ' Ana ', email: 'Ana@Example.ca', topic: 'RENTING', message: ' Hello ' };

describe('contactMessageSchema', () => {
  it('keeps a valid message, trimmed, with no context', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      name: 'Ana',
      email: 'ana@example.ca',
      topic: 'RENTING',
      message: 'Hello',
      context: null,
    });
  });

  it('keeps the context it was sent from', () => {
    expect(contactMessageSchema.parse({ ...valid, context: ' Paying rent ' }).context).toBe('Paying rent');
  });

  it('refuses missing fields and unknown topics with the shared keys', () => {
    const r = contactMessageSchema.safeParse({ name: '', email: 'x', topic: 'SPAM', message: ' ' });
    expect(r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'name:required',
      'email:email',
      'topic:invalidChoice',
      'message:required',
    ]);
    expect(contactMessageSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
  });
});

describe('contactReplySchema', () => {
  it('needs a message id and a body', () => {
    expect(contactReplySchema.safeParse({ id: 'x', body: 'Hi' }).success).toBe(false);
    expect(
      contactReplySchema.safeParse({ id: '6d7f2f4e-8f0a-4e8b-9a51-2b1d4c3e5f60', body: ' ' }).success,
    ).toBe(false);
  });
});
