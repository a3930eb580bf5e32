import { expect, it } from 'vitest';
import { mentionsPlace, placeName } from './place-names';

it('writes Montréal and Québec with their French names on French pages', () => {
  expect(placeName('Montreal', 'fr')).toBe('Montréal');
  expect(placeName('montreal ', 'fr')).toBe('Montréal');
  expect(placeName('Quebec City', 'fr')).toBe('Québec');
  expect(placeName('Old Montreal', 'fr')).toBe('Vieux-Montréal');
});

it('keeps the stored name in English and for places without a French name', () => {
  expect(placeName('Montreal', 'en')).toBe('Montreal');
  expect(placeName('Toronto', 'fr')).toBe('Toronto');
  expect(placeName('Montréal', 'fr')).toBe('Montréal');
});

it('finds a place in an address whatever its accents', () => {
  expect(mentionsPlace('4350 Rue Saint-Denis, Montréal, QC', 'Montreal')).toBe(true);
  expect(mentionsPlace('12 King St W, Toronto, ON', 'Montreal')).toBe(false);
});
