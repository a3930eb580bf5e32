import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../i18n/test-translations';
import { QuoteSummary } from './QuoteSummary';

const ONTARIO_VIEWINGS = {
  lines: [{ kind: 'DEPOSIT', name: 'Onboarding deposit: Viewings Management', amountCents: 30_000 }],
  subtotalCents: 30_000,
  taxes: [{ component: 'HST', ratePer: 13, amountCents: 3_900 }],
  totalCents: 33_900,
  terms: 'The deposit is non-refundable and is deducted from the final service fee.',
};

async function html(language: 'en' | 'fr') {
  const i18n = await testI18n();
  await i18n.changeLanguage(language);
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <QuoteSummary {...ONTARIO_VIEWINGS} />
    </I18nextProvider>,
  );
  // Tags and the no-break spaces of French amounts out, to read the text as a person does.
  return markup
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

describe('the amounts of a payment', () => {
  it('shows the deposit, the tax by component and rate, the total in CAD and the terms', async () => {
    const text = await html('en');
    expect(text).toContain('Onboarding deposit: Viewings Management $300.00');
    expect(text).toContain('Subtotal $300.00');
    expect(text).toContain('HST (13%) $39.00');
    expect(text).toContain('Total (CAD) $339.00');
    expect(text).toContain('non-refundable');
  });

  it('names the tax as French does', async () => {
    const text = await html('fr');
    expect(text).toContain('TVH (13 %) 39,00 $');
    expect(text).toContain('Total (CAD) 339,00 $');
  });
});
