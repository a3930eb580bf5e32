import { describe, expect, it } from 'vitest';
import { normalizeForSafety, safetyFlags } from './safety';

describe('safetyFlags', () => {
  it('passes an ordinary message, in English and French', () => {
    expect(safetyFlags('Hi! Is the unit still available for a viewing on Saturday?')).toEqual([]);
    expect(safetyFlags('Bonjour, le logement est-il toujours disponible? Une visite samedi?')).toEqual([]);
    expect(safetyFlags('The deposit is due at lease signing, after the viewing.')).toEqual([]);
  });

  it('flags money asked before a viewing, and the landlord who is abroad and mails the keys', () => {
    expect(safetyFlags('Please send the first month before the viewing.')).toEqual([
      'PAYMENT_BEFORE_VIEWING',
    ]);
    expect(safetyFlags("I'm out of the country, I will mail you the keys.")).toEqual([
      'PAYMENT_BEFORE_VIEWING',
    ]);
    expect(safetyFlags('Vous devez payer le loyer avant la visite.')).toEqual(['PAYMENT_BEFORE_VIEWING']);
    expect(safetyFlags('Je suis à l’étranger; les clés vous seront envoyées.')).toEqual([
      'PAYMENT_BEFORE_VIEWING',
    ]);
  });

  it('flags a deposit by e-transfer, wire, gift cards or crypto to hold a unit', () => {
    expect(safetyFlags('Send a $500 e-transfer deposit to hold the unit.')).toEqual(['DEPOSIT_TO_HOLD']);
    expect(safetyFlags('Wire the first and last today and it is yours')).toEqual(['DEPOSIT_TO_HOLD']);
    expect(safetyFlags('Un virement Interac de 300 $ pour réserver le logement.')).toEqual([
      'DEPOSIT_TO_HOLD',
    ]);
    expect(safetyFlags('Faites un acompte en cartes-cadeaux.')).toEqual(['DEPOSIT_TO_HOLD']);
    // A payment method alone, without holding a unit, is not flagged.
    expect(safetyFlags('Rent is paid by Interac e-transfer each month.')).toEqual([]);
  });

  it('flags a move off the platform: other apps, an address or a phone number', () => {
    expect(safetyFlags("Let's continue on WhatsApp")).toEqual(['OFF_PLATFORM']);
    expect(safetyFlags('Email me at landlord.real@example.com')).toEqual(['OFF_PLATFORM']);
    expect(safetyFlags('Call 416-555-0199 tonight')).toEqual(['OFF_PLATFORM']);
    expect(safetyFlags('Écrivez-moi sur Telegram')).toEqual(['OFF_PLATFORM']);
    expect(safetyFlags('Mon courriel est proprio@example.ca')).toEqual(['OFF_PLATFORM']);
  });

  it('gives every flag a message earns, in a stable order', () => {
    expect(
      safetyFlags("I'm out of the country. Send a wire deposit to hold it and text me at 416 555 0199."),
    ).toEqual(['PAYMENT_BEFORE_VIEWING', 'DEPOSIT_TO_HOLD', 'OFF_PLATFORM']);
  });
});

describe('normalizeForSafety', () => {
  it('drops case, accents and typographic apostrophes', () => {
    expect(normalizeForSafety('Dépôt  À L’Étranger')).toBe("depot a l'etranger");
  });
});
