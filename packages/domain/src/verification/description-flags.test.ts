import { describe, expect, it } from 'vitest';
import { flagDescription, type ContactKind } from './description-flags';

describe('contact details in a description', () => {
  it.each<[string, string, ContactKind[]]>([
    ['a phone number with dashes', 'Call 514-555-0199 today', ['PHONE']],
    ['a phone number in brackets with a leading 1', 'Tel: 1 (438) 555 0199', ['PHONE']],
    ['digits spelled in English', 'text five one four, five five five, zero one nine nine', ['PHONE']],
    ['digits spelled in French', 'appelez au cinq un quatre cinq cinq cinq zéro un neuf neuf', ['PHONE']],
    ['an e-mail address', 'Write to jean.tremblay@gmail.com', ['EMAIL']],
    ['an e-mail address spelled out', 'write to jean at gmail dot com', ['EMAIL']],
    ['an e-mail address in brackets', 'jean (at) hotmail (dot) ca', ['EMAIL']],
    ['an e-mail address spelled out in French', 'écrivez à jean arobase videotron point ca', ['EMAIL']],
    ['both', 'jean@gmail.com or 514.555.0199', ['PHONE', 'EMAIL']],
    ['a French contact word alone', 'Contactez-moi par courriel pour visiter', ['CONTACT_WORD']],
    ['WhatsApp alone', 'Message me on WhatsApp', ['CONTACT_WORD']],
  ])('finds %s', (_case, text, kinds) => {
    expect(flagDescription(text).contacts).toEqual(kinds);
  });

  it.each([
    ['rooms and distances in words', 'Two bedrooms, one bathroom, five minutes to the metro.'],
    ['a price and a date', 'Rent $1,850, available 2026-07-01, 2 parking spots.'],
    ['a French building', 'Un appartement neuf de deux chambres, à deux pas du parc.'],
    ['an address with "at"', 'Located at 1234 Saint-Denis, close to shops at the mall.'],
    ['a postal code and unit number', 'Unit 4, H2X 1Y4'],
    ['nothing', ''],
  ])('finds nothing in %s', (_case, text) => {
    expect(flagDescription(text).contacts).toEqual([]);
  });
});

describe('payment wording in a description', () => {
  it.each([
    ['an e-transfer request', 'Send the first month by e-transfer to confirm', ['e-transfer']],
    ['Interac in French', 'Paiement par virement Interac seulement', ['virement interac']],
    ['a deposit to hold the home', 'A deposit to hold the unit is required', ['deposit to hold']],
    ['a French deposit to reserve', 'Un dépôt pour réserver est demandé', ['dépôt pour réserver']],
    ['a wire transfer', 'Payment by wire transfer, I am abroad', ['wire transfer']],
    ['gift cards', 'I accept gift cards', ['gift cards']],
    ['the same phrase twice, once', 'e-transfer now, e-transfer again', ['e-transfer']],
  ])('finds %s', (_case, text, words) => {
    expect(flagDescription(text).paymentWords).toEqual(words);
  });

  it.each([
    ['a deposit not asked for', 'No deposit needed, move in on the 1st.'],
    ['a security deposit', 'Security deposit of one month, as usual.'],
    ['a warning against e-transfers', 'Never send an e-transfer before visiting.'],
    ['a French warning', "Jamais de virement avant la visite, pas d'interac."],
    ['wired and wireless', 'Wired for fibre, wireless internet included.'],
    ['a deposit refused in French', 'Aucun dépôt pour réserver.'],
  ])('finds nothing in %s', (_case, text) => {
    expect(flagDescription(text).paymentWords).toEqual([]);
  });
});
