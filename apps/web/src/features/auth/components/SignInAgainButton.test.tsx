import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../i18n/test-translations';
import { SignInAgainLink } from './SignInAgainButton';

/* 'Sign in again': through the hosted login, back to the page the person was on. */

async function render(next: string, locale: 'en' | 'fr' = 'en') {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <SignInAgainLink loginUrl="/auth/oidc/login" next={next} />
    </I18nextProvider>,
  );
}

describe('SignInAgainLink', () => {
  it('goes to the hosted login and comes back to the current page', async () => {
    const html = await render('/profile/security');
    expect(html).toContain('href="/auth/oidc/login?next=%2Fprofile%2Fsecurity"');
    expect(html).toContain('Sign in again');
  });

  it('says it in French', async () => {
    expect(await render('/profile/your-data', 'fr')).toContain('Vous reconnecter');
  });
});
