import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../i18n/test-translations';
import type { AppError } from '../lib/errors/graphql-error';
import { ConfirmationErrorAlert } from './ConfirmationErrorAlert';

/* The error of a 'confirm it is you' form: the way to sign in again follows only when asked for. */

const SIGN_IN_AGAIN = <a href="/auth/oidc/login">sign-in-again</a>;
const error = (code: AppError['code'], params: AppError['params'] = {}): AppError => ({
  code,
  params,
  fields: [],
});

async function render(value: AppError | null, locale: 'en' | 'fr' = 'en') {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ConfirmationErrorAlert error={value} signInAgain={SIGN_IN_AGAIN} />
    </I18nextProvider>,
  );
}

describe('ConfirmationErrorAlert', () => {
  it('asks an account without a password to sign in again, with the way to do it', async () => {
    const html = await render(error('REAUTHENTICATION_REQUIRED', { minutes: 10 }));
    expect(html).toContain('Confirm it is you: sign in again, then try again within 10 minutes.');
    expect(html).toContain('sign-in-again');
    expect(html).toContain('role="alert"');
  });

  it('says it in French too', async () => {
    expect(await render(error('REAUTHENTICATION_REQUIRED', { minutes: 10 }), 'fr')).toContain(
      'Confirmez qu’il s’agit bien de vous : reconnectez-vous, puis réessayez dans les 10 minutes.',
    );
  });

  it('shows a wrong password alone: signing in again would not help', async () => {
    const html = await render(error('INVALID_PASSWORD'));
    expect(html).toContain('The password is incorrect.');
    expect(html).not.toContain('sign-in-again');
  });

  it('shows nothing without an error', async () => {
    expect(await render(null)).toBe('');
  });
});
