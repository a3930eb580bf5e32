import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testI18n, translations } from '../../i18n/test-translations';
import { ListingAge } from './ListingAge';
import { availabilityConfirmedText, listingAgeText } from './listing-age-text';

// Local times: the age counts days on the viewer's calendar.
const now = new Date(2026, 2, 10, 9, 30);
const daysBefore = (days: number, hour = 12) => new Date(2026, 2, 10 - days, hour).toISOString();

describe('listingAgeText', () => {
  it('says when a listing was posted, in English', async () => {
    const t = await translations('en', 'common');
    const text = (posted: string) =>
      listingAgeText({ postedAt: posted, contentUpdatedAt: null }, now, 'en', t).text;
    expect(text(daysBefore(0, 1))).toBe('Posted today');
    expect(text(daysBefore(1, 23))).toBe('Posted yesterday');
    expect(text(daysBefore(3))).toBe('Posted 3 days ago');
    expect(text(daysBefore(14))).toBe('Posted 2 weeks ago');
    expect(text(daysBefore(65))).toBe('Posted 2 months ago');
  });

  it('says when it was last updated after posting, in French', async () => {
    const t = await translations('fr', 'common');
    const text = (updated: string | null) =>
      listingAgeText({ postedAt: daysBefore(40), contentUpdatedAt: updated }, now, 'fr', t).text;
    expect(text(daysBefore(3))).toBe('Mis à jour il y a 3 jours');
    expect(text(daysBefore(1))).toBe('Mis à jour hier');
    expect(text(daysBefore(8))).toBe('Mis à jour la semaine dernière');
    // A change before it was posted (an edit awaiting the first review) is not an update.
    expect(text(daysBefore(45))).toBe('Publié le mois dernier');
  });
});

describe('availabilityConfirmedText', () => {
  it('says when availability was last confirmed, in English and French', async () => {
    const [en, fr] = await Promise.all([translations('en', 'common'), translations('fr', 'common')]);
    expect(availabilityConfirmedText(daysBefore(0, 1), now, 'en', en)).toBe('Availability confirmed today');
    expect(availabilityConfirmedText(daysBefore(3), now, 'en', en)).toBe('Availability confirmed 3 days ago');
    expect(availabilityConfirmedText(daysBefore(0, 1), now, 'fr', fr)).toBe(
      'Disponibilité confirmée aujourd’hui',
    );
    expect(availabilityConfirmedText(daysBefore(1), now, 'fr', fr)).toBe('Disponibilité confirmée hier');
  });
});

describe('ListingAge', () => {
  it('renders a blank line on the server, so hydration matches whatever the day in the browser', async () => {
    const html = renderToString(
      <I18nextProvider i18n={await testI18n()}>
        <ListingAge
          postedAt={daysBefore(3)}
          contentUpdatedAt={null}
          availabilityConfirmedAt={null}
          className="age"
        />
      </I18nextProvider>,
    );
    expect(html).toBe('<p class="age">\u00a0</p>');
  });

  it('renders nothing for a listing not posted yet', async () => {
    const html = renderToString(
      <I18nextProvider i18n={await testI18n()}>
        <ListingAge postedAt={null} contentUpdatedAt={null} availabilityConfirmedAt={null} className="age" />
      </I18nextProvider>,
    );
    expect(html).toBe('');
  });
});
