import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from './test-translations';

/*
 * The counted texts read right for one and for many in both languages: English says '1 result',
 * French says '0 résultat' and '1 résultat' (its singular covers 0 and 1).
 */
type Case = [key: string, options: Record<string, unknown>, text: string];

const cases: Record<'en' | 'fr', Case[]> = {
  en: [
    ['search:results.showing', { count: 1, from: 1, to: 1, total: 1 }, 'Showing 1-1 of 1 result'],
    ['search:results.showing', { count: 12, from: 1, to: 10, total: 12 }, 'Showing 1-10 of 12 results'],
    ['common:list.showing', { count: 1, from: 1, to: 1, total: 1 }, 'Showing 1-1 of 1 result'],
    ['search:filters.selected', { count: 2 }, '2 selected'],
    ['boosts:landlord.confirmText', { count: 1 }, 'Your listing is shown first in search for 1 day.'],
    ['boosts:landlord.confirmText', { count: 7 }, 'Your listing is shown first in search for 7 days.'],
    [
      'viewingRequests:request.limit',
      { count: 1 },
      'You have 1 open request: the team will contact you about it.',
    ],
    ['listingWizard:pictures.tooMany', { count: 1, max: 60 }, 'At most 60 pictures: 1 was not added.'],
    ['listings:stats.boost.viewsNew', { count: 1, period: 'before' }, '1 view during the boost, none before'],
    ['leases:row.signatures', { count: 1, signed: 0, total: 1 }, '0 of 1 signature'],
    ['leases:row.signatures', { count: 2, signed: 1, total: 2 }, '1 of 2 signatures'],
    ['admin:dashboard.chart.heading', { count: 30 }, 'The last 30 days'],
  ],
  fr: [
    ['search:results.showing', { count: 1, from: 1, to: 1, total: 1 }, 'Résultat 1 à 1 sur 1'],
    ['search:results.showing', { count: 12, from: 1, to: 10, total: 12 }, 'Résultats 1 à 10 sur 12'],
    ['common:list.showing', { count: 0, from: 0, to: 0, total: 0 }, 'Affichage de 0 à 0 sur 0 résultat'],
    ['common:list.showing', { count: 2, from: 1, to: 2, total: 2 }, 'Affichage de 1 à 2 sur 2 résultats'],
    ['search:filters.selected', { count: 1 }, '1 choisi'],
    ['search:filters.selected', { count: 3 }, '3 choisis'],
    [
      'boosts:landlord.confirmText',
      { count: 1 },
      'Votre annonce s’affiche en premier dans la recherche pendant 1 jour.',
    ],
    ['messaging:composer.characters', { count: 1, max: 2000 }, '1 caractère sur 2000'],
    ['messaging:composer.characters', { count: 0, max: 2000 }, '0 caractère sur 2000'],
    ['messaging:composer.characters', { count: 5, max: 2000 }, '5 caractères sur 2000'],
    ['mail:mail.settings.count', { count: 1, max: 10 }, '1 destinataire sur 10'],
    ['listingWizard:pictures.count', { count: 1, max: 60 }, '1 photo sur 60'],
    [
      'mapTracker:map.limit',
      { count: 500 },
      'La carte montre les 500 annonces les plus récentes. Filtrez par état ou par ville pour voir les autres.',
    ],
    [
      'viewingRequests:request.limit',
      { count: 2 },
      "Vous avez 2 demandes en cours : l'équipe vous contactera à leur sujet.",
    ],
  ],
};

describe('counted texts', () => {
  it.each([...cases.en.map((c) => ['en', ...c] as const), ...cases.fr.map((c) => ['fr', ...c] as const)])(
    '%s %s %j',
    async (lng, key, options, text) => {
      const i18n = await testI18n();
      const t: TFunction = i18n.getFixedT(lng);
      expect(t(key, options as never)).toBe(text);
    },
  );
});
