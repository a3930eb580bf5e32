import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../i18n/test-translations';
import { HostedLoginLink } from './HostedLoginButton';

/* The login page's hosted login link: the provider's name or single sign-on, in both languages. */

async function render(providerName: string | null, next: string, locale: 'en' | 'fr' = 'en') {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <HostedLoginLink hosted={{ providerName, loginUrl: '/auth/oidc/login' }} next={next} />
    </I18nextProvider>,
  );
}

describe('HostedLoginLink', () => {
  it('names the provider and goes to the server route', async () => {
    const html = await render('Acme ID', '/');
    expect(html).toContain('Continue with Acme ID');
    expect(html).toContain('href="/auth/oidc/login"');
  });

  it('carries the page to open after logging in', async () => {
    expect(await render('Acme ID', '/saved?tab=homes')).toContain(
      'href="/auth/oidc/login?next=%2Fsaved%3Ftab%3Dhomes"',
    );
  });

  it('says single sign-on when the provider has no name, in French too', async () => {
    expect(await render(null, '/')).toContain('Continue with single sign-on');
    expect(await render(null, '/', 'fr')).toContain('Continuer avec l’authentification unique');
  });
});
