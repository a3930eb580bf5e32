import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../i18n/test-translations';
import { SessionContext, type CurrentUser, type Session } from '../../../lib/session/session-context';
import { ConfirmPasswordPage } from './ConfirmPasswordPage';

/*
 * /confirm-password signed in: the change form needs the current password, which an account
 * opened by hosted login does not have; it is told how to set one instead.
 */

async function render(hasPassword: boolean, locale: 'en' | 'fr' = 'en') {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const session: Session = {
    user: { id: 'u1', hasPassword } as CurrentUser,
    checking: false,
    signIn: () => {},
    signOut: async () => {},
  };
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/confirm-password']}>
            <ConfirmPasswordPage />
          </MemoryRouter>
        </SessionContext.Provider>
      </ApolloProvider>
    </I18nextProvider>,
  );
}

describe('ConfirmPasswordPage, signed in', () => {
  it('shows the change form to an account with a password', async () => {
    const html = await render(true);
    expect(html).toContain('Change your password');
    expect(html).toContain('name="currentPassword"');
  });

  it('tells an account without a password to set one through a reset link', async () => {
    const html = await render(false);
    expect(html).toContain('Set a password');
    expect(html).toContain('has no password yet');
    expect(html).toContain('href="/forgot-password"');
    expect(html).not.toContain('type="password"');
  });

  it('says it in French', async () => {
    const html = await render(false, 'fr');
    expect(html).toContain('Choisir un mot de passe');
    expect(html).toContain('n’a pas encore de mot de passe');
  });
});
