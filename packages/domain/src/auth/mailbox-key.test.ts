import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it('counts case, +tags and dots of the local part as one mailbox', () => {
    for (const alias of [
      'anaroy@example.com',
      ' Ana.Roy@Example.COM ',
      'ana.roy+promo@example.com',
      'a.n.a.r.o.y+x+y@example.com',
    ]) {
      expect(mailboxKey(alias)).toBe('anaroy@example.com');
    }
  });

  it('keeps the domain as it is, dots included, and other mailboxes apart', () => {
    expect(mailboxKey('ana@mail.example.com')).toBe('ana@mail.example.com');
    expect(mailboxKey('ana@example.com')).not.toBe(mailboxKey('ana@example.ca'));
    expect(mailboxKey('ana@example.com')).not.toBe(mailboxKey('anna@example.com'));
  });

  it('leaves a text without @ lower-cased only', () => {
    expect(mailboxKey(' Not.An+Address ')).toBe('not.an+address');
  });
});
