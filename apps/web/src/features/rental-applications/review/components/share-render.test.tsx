import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../../i18n/test-translations';
import { ApplicationHistory } from './ApplicationHistory';
import { EndedShareNotice } from './EndedShareNotice';

async function html(node: ReactNode, locale: 'en' | 'fr' = 'en') {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  return renderToString(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

const history = [
  { fromStatus: null, toStatus: 'SUBMITTED', at: '2026-12-01T17:00:00.000Z', by: 'APPLICANT' },
  { fromStatus: 'SUBMITTED', toStatus: 'VIEWED', at: '2026-12-02T17:00:00.000Z', by: 'LANDLORD' },
  { fromStatus: 'VIEWED', toStatus: 'EXPIRED', at: '2026-12-31T17:00:00.000Z', by: 'SYSTEM' },
] as const;

describe('the status history', () => {
  it("calls the reader's own changes 'You', and the others by their part", async () => {
    const applicant = await html(<ApplicationHistory history={history} reader="APPLICANT" />);
    expect(applicant).toMatch(/Submitted.*You.*Viewed.*The landlord.*Expired.*Automatically/s);
    const landlord = await html(<ApplicationHistory history={history} reader="LANDLORD" />);
    expect(landlord).toMatch(/Submitted.*The applicant.*Viewed.*You/s);
    const staff = await html(<ApplicationHistory history={history} reader="STAFF" />, 'fr');
    expect(staff).toMatch(/Le candidat.*Le propriétaire.*Automatiquement/s);
    expect(staff).not.toContain('Vous');
  });

  it('says when there is no change yet', async () => {
    expect(await html(<ApplicationHistory history={[]} reader="LANDLORD" />)).toContain('No change yet.');
  });
});

describe('the notice of an ended share', () => {
  const share = {
    expiresAt: '2027-01-25T17:00:00.000Z',
    revokedAt: '2026-12-05T17:00:00.000Z',
    erasedAt: '2026-12-06T17:00:00.000Z',
  };

  it('says nothing while the share is active', async () => {
    expect(await html(<EndedShareNotice share={{ ...share, state: 'ACTIVE' }} />)).toBe('');
  });

  it('says why the landlord lost the answers, with the date that matters', async () => {
    expect(await html(<EndedShareNotice share={{ ...share, state: 'REVOKED' }} />)).toContain(
      'The applicant revoked your access on December 5, 2026',
    );
    expect(await html(<EndedShareNotice share={{ ...share, state: 'EXPIRED' }} />)).toContain(
      'The share expired on January 25, 2027',
    );
    expect(await html(<EndedShareNotice share={{ ...share, state: 'WITHDRAWN' }} />)).toContain(
      'The applicant withdrew this application',
    );
    expect(await html(<EndedShareNotice share={{ ...share, state: 'ERASED' }} />, 'fr')).toContain(
      'Le candidat a supprimé ses données le 6 décembre 2026',
    );
  });
});
