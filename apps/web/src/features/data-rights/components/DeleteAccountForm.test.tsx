import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../i18n/test-translations';
import { DeleteAccountForm } from './DeleteAccountForm';

/* Asking for one's own deletion: the password confirms it, or a recent sign-in for an account without one. */

async function render(hasPassword: boolean, locale: 'en' | 'fr' = 'en') {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <DeleteAccountForm
        hasPassword={hasPassword}
        graceDays={14}
        cancelled={false}
        onRequest={async () => {}}
        SignInAgain={() => null}
      />
    </I18nextProvider>,
  );
}

describe('DeleteAccountForm', () => {
  it('asks an account with a password for it', async () => {
    const html = await render(true);
    expect(html).toContain('type="password"');
    expect(html).toContain('Delete in 14 days');
  });

  it('asks an account without a password for nothing but the click, saying its sign-in confirms it', async () => {
    const html = await render(false);
    expect(html).not.toContain('type="password"');
    expect(html).toContain('your sign-in confirms that it is you when it is less than 10 minutes old');
    expect(html).toContain('Delete in 14 days');
  });

  it('says it in French', async () => {
    expect(await render(false, 'fr')).toContain('lorsqu’elle date de moins de 10 minutes');
  });
});
