import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../i18n/test-translations';
import { DisableTwoFactorForm } from './TwoFactorManage';

/* Turning two-factor off asks for the password only of an account that has one. */

async function render(hasPassword: boolean, locale: 'en' | 'fr' = 'en') {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <MemoryRouter>
          <DisableTwoFactorForm staff={false} hasPassword={hasPassword} onDisabled={() => {}} />
        </MemoryRouter>
      </ApolloProvider>
    </I18nextProvider>,
  );
}

describe('DisableTwoFactorForm', () => {
  it('asks an account with a password for it and a code', async () => {
    const html = await render(true);
    expect(html).toContain('type="password"');
    expect(html).toContain('Enter your password and a current code from your app.');
  });

  it('asks an account without a password for the code alone, saying its sign-in must be recent', async () => {
    const html = await render(false);
    expect(html).not.toContain('type="password"');
    expect(html).toContain('name="code"');
    expect(html).toContain('you must have signed in within the last 10 minutes');
    expect(await render(false, 'fr')).toContain('votre connexion doit dater de moins de 10 minutes');
  });
});
