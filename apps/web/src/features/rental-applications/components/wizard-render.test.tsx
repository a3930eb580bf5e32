import {
  emptyRentalApplicationDraft,
  type RentalApplicationDraft,
} from '@rentals/domain/rental-applications/draft';
import { visiblePages } from '@rentals/domain/rental-applications/navigation';
import { RENTAL_APPLICATION_PAGE_SCHEMAS } from '@rentals/domain/rental-applications/validation';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../i18n/test-translations';
import { validationText } from '../../../i18n/validation';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { ConsentSection, NO_CONSENT } from './ConsentSection';
import { WizardActions } from './WizardActions';
import { WizardTabs } from './WizardTabs';

async function html(node: ReactNode) {
  const i18n = await testI18n();
  await i18n.changeLanguage('en');
  return renderToString(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe('the wizard tabs', () => {
  it('shows every page to a tenant, and hides Vehicles and Co-occupants from a guarantor', async () => {
    const tenant = await html(
      <WizardTabs pages={visiblePages('tenant')} page={0} reached={0} onSelect={() => {}} />,
    );
    expect(tenant).toContain('Vehicles');
    expect(tenant).toContain('Co-occupants');
    const guarantor = await html(
      <WizardTabs pages={visiblePages('guarantor')} page={3} reached={3} onSelect={() => {}} />,
    );
    expect(guarantor).not.toContain('Vehicles');
    expect(guarantor).not.toContain('Co-occupants');
    expect(guarantor).toContain('Supplementary Documents');
  });

  it('has no Back on the offer page, Next up to page 6 and Submit! on page 7', async () => {
    const noop = () => {};
    const props = {
      applyingAs: 'tenant' as const,
      onBack: noop,
      onNext: noop,
      onSubmit: noop,
      onSaveDraft: noop,
      onCancel: noop,
    };
    const offer = await html(<WizardActions page={0} {...props} />);
    expect(offer).not.toContain('>Back<');
    expect(offer).toContain('Next');
    expect(offer).toContain('Save as Draft');
    const signature = await html(<WizardActions page={7} {...props} />);
    expect(signature).toContain('Back');
    expect(signature).not.toContain('Next');
    expect(signature).toContain('Submit!');
  });
});

describe('a page refusing Next', () => {
  const resolve = (page: 0 | 1, values: RentalApplicationDraft) =>
    domainResolver<RentalApplicationDraft, RentalApplicationDraft>(RENTAL_APPLICATION_PAGE_SCHEMAS[page])(
      values,
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );

  it("shows the spec's messages, then lets the applicant on once the page is filled in", async () => {
    const draft = emptyRentalApplicationDraft(new Date());
    const refused = await resolve(0, draft);
    const message = (path: string) => {
      const error = (refused.errors as Record<string, { message?: string }>)[path];
      return error?.message && validationText(RENTAL_APPLICATION_PAGE_SCHEMAS[0], error.message, path, 'en');
    };
    expect(message('offer.applyingAs')).toBe('*This field is required');
    expect(message('offer.rentalPropertyAddress')).toBe('*This field is required');

    draft.offer.applyingAs = 'tenant';
    draft.offer.rentalPropertyAddress = '12 rue Sainte-Catherine, Montréal';
    draft.offer.yourOffer = 1850;
    draft.offer.leaseTerm = 120;
    const outOfRange = await resolve(0, draft);
    const lease = (outOfRange.errors as Record<string, { message?: string }>)['offer.leaseTerm'];
    expect(validationText(RENTAL_APPLICATION_PAGE_SCHEMAS[0], lease!.message!, 'offer.leaseTerm', 'en')).toBe(
      'Use numbers between 0.1 and 100.',
    );

    draft.offer.leaseTerm = 12;
    expect((await resolve(0, draft)).errors).toEqual({});
  });
});

describe('the consent before submitting', () => {
  it('leaves both tick boxes unticked by default, the credit check apart', async () => {
    expect(NO_CONSENT).toEqual({ share: false, creditCheck: false });
    const markup = await html(<ConsentSection consent={NO_CONSENT} onChange={() => {}} showError={false} />);
    expect(markup).toContain('credit check');
    expect(markup.match(/type="checkbox"/g)).toHaveLength(2);
    expect(markup).not.toMatch(/checked=""/);
    expect(markup).toContain('30 days');
  });
});
