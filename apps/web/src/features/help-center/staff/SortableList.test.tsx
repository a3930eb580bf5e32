import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../i18n/test-translations';
import { SortableList } from './SortableList';

/*
 * The reorder controls as rendered: a keyboard handle per item (Space, arrows, Space, spoken by
 * dnd-kit from sortable-announcements.ts) and Move up / Move down buttons, none at the ends,
 * none at all without the permission to reorder.
 */

const items = [
  { id: 'a', title: 'Renting' },
  { id: 'b', title: 'Leases' },
  { id: 'c', title: 'Payments' },
];

async function render(canReorder: boolean, locale: 'en' | 'fr' = 'en', busy = false) {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <SortableList
        items={items}
        nameOf={(item) => item.title}
        layout="list"
        label="Articles"
        canReorder={canReorder}
        busy={busy}
        onReorder={() => undefined}
        renderItem={(item, controls) => (
          <div>
            {controls}
            <span>{item.title}</span>
          </div>
        )}
      />
    </I18nextProvider>,
  );
}

/** The opening tag of the element whose aria-label is `label`. */
const tag = (html: string, label: string) =>
  new RegExp(`<[^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0] ?? '';

describe('SortableList', () => {
  it('gives each item a keyboard handle that says how to move it', async () => {
    const html = await render(true);
    expect(html).toContain('aria-label="Articles"');
    const handle = tag(html, 'Reorder “Leases”');
    expect(handle).toContain('aria-roledescription="sortable"');
    expect(handle).toContain('tabindex="0"');
    expect(handle).toMatch(/aria-describedby="DndDescribedBy-\d+"/);
  });

  it('offers Move up and Move down, but not past the ends', async () => {
    const html = await render(true);
    expect(tag(html, 'Move “Renting” up')).toContain('disabled');
    expect(tag(html, 'Move “Renting” down')).not.toContain('disabled');
    expect(tag(html, 'Move “Leases” up')).not.toContain('disabled');
    expect(tag(html, 'Move “Payments” down')).toContain('disabled');
  });

  it('shows no reorder control without the permission, and names them in French', async () => {
    const html = await render(false);
    expect(html).not.toContain('Reorder “');
    expect(html).not.toContain('Move “');
    expect(html).toContain('Payments');
    const fr = await render(true, 'fr');
    expect(tag(fr, 'Monter « Leases »')).not.toContain('disabled');
    expect(tag(fr, 'Réordonner « Leases »')).toContain('aria-roledescription="triable"');
  });

  it('marks the controls unavailable while an order is saved, keeping them focusable', async () => {
    const html = await render(true, 'en', true);
    expect(html).toContain('aria-busy="true"');
    for (const label of ['Reorder “Leases”', 'Move “Leases” up', 'Move “Leases” down']) {
      const button = tag(html, label);
      expect(button).toContain('aria-disabled="true"');
      expect(button).not.toMatch(/\sdisabled=""/);
    }
    expect(tag(await render(true), 'Move “Leases” up')).not.toContain('aria-disabled');
  });
});
