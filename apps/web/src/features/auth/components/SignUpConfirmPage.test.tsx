import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../i18n/test-translations';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import { SignUpCheckInbox } from './SignUpCheckInbox';
import { SignUpConfirmPage } from './SignUpConfirmPage';

/*
 * After sending the sign-up form the visitor is told where the link went, whatever the address;
 * the link's page creates the account only when its button is pressed.
 */

async function render(element: React.ReactElement, path = '/', locale: 'en' | 'fr' = 'en') {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const session: Session = { user: null, checking: false, signIn: () => {}, signOut: async () => {} };
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
        </SessionContext.Provider>
      </ApolloProvider>
    </I18nextProvider>,
  );
}

describe('SignUpCheckInbox', () => {
  it('says where the link went and for how long, with a way back to the form', async () => {
    const html = await render(<SignUpCheckInbox email="maya@example.ca" onAnotherAddress={() => {}} />);
    expect(html).toContain('Check your inbox');
    expect(html).toContain('We sent a link to <strong>maya@example.ca</strong>');
    expect(html).toContain('It works for 24 hours.');
    expect(html).toContain('Use another address');
  });

  it('says it in French', async () => {
    const html = await render(
      <SignUpCheckInbox email="maya@example.ca" onAnotherAddress={() => {}} />,
      '/',
      'fr',
    );
    expect(html).toContain('Consultez votre boîte de réception');
    expect(html).toContain('valide pendant 24 heures');
  });
});

describe('SignUpConfirmPage', () => {
  it('waits for a press before creating the account', async () => {
    const html = await render(<SignUpConfirmPage />, '/signup/confirm?token=abc');
    expect(html).toContain('Finish creating my account');
    expect(html).not.toContain('This link has expired');
  });

  it('offers to sign up again when the link has no token', async () => {
    const html = await render(<SignUpConfirmPage />, '/signup/confirm', 'fr');
    expect(html).toContain('Ce lien a expiré ou a déjà été utilisé.');
    expect(html).toContain('href="/signup-modal"');
    expect(html).not.toContain('Terminer la création de mon compte');
  });
});
