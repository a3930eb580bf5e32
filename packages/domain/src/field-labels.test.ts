import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabelFor, fieldLabelsOf, labelPath, nestedLabels, withFieldLabels } from './i18n/field-labels';
import { createListingSchema, markRentedSchema, updateBuildingSchema } from './listings/schemas';
import { unavailabilitySchema } from './listings/moderation';
import { searchHistoryFilterSchema } from './search-history/schemas';
import { updateUserSchema } from './users/schemas';

/** The parts of a zod schema's definition that schemaPaths reads. */
interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  innerType?: { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
  out?: { _zod: { def: Def } };
  element?: { _zod: { def: Def } };
  left?: { _zod: { def: Def } };
  right?: { _zod: { def: Def } };
  options?: { _zod: { def: Def } }[];
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/**
 * The field paths a zod schema (classic or mini) accepts, array indexes left out: what a form or
 * the API may report an issue on.
 */
function schemaPaths(schema: { _zod: { def: unknown } }, prefix = ''): string[] {
  const def = schema._zod.def as Def;
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([key, field]) => {
      const inner = schemaPaths(field, at(key));
      return inner.length ? inner : [at(key)];
    });
  if (WRAPPERS.has(def.type) && def.innerType) return schemaPaths(def.innerType, prefix);
  if (def.type === 'pipe' && def.in) {
    const inPaths = schemaPaths(def.in, prefix);
    return inPaths.length || !def.out ? inPaths : schemaPaths(def.out, prefix);
  }
  if (def.type === 'array' && def.element) return schemaPaths(def.element, prefix);
  if (def.type === 'intersection' && def.left && def.right)
    return [...new Set([...schemaPaths(def.left, prefix), ...schemaPaths(def.right, prefix)])];
  if (def.type === 'union' && def.options)
    return [...new Set(def.options.flatMap((option) => schemaPaths(option, prefix)))];
  return prefix ? [prefix] : [];
}

/** Every module of the domain that defines schemas (a new domain's are found without a list). */
const src = path.dirname(fileURLToPath(import.meta.url));
const files = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .filter((f) => fs.readFileSync(path.join(src, f), 'utf8').includes('withFieldLabels('));
const modules = Object.fromEntries(
  await Promise.all(files.map(async (f) => [f, (await import(`./${f}`)) as unknown] as const)),
);
/** Every exported schema of the domain that has labels, with the paths it accepts. */
const labelled = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports as Record<string, unknown>).flatMap(([name, value]) => {
    const labels = value && typeof value === 'object' ? fieldLabelsOf(value) : undefined;
    return labels ? [{ name: `${file} ${name}`, labels, paths: schemaPaths(value as never) }] : [];
  }),
);

describe('field labels', () => {
  it('are keyed by the full path, so one name can mean two things in two schemas', () => {
    const building = withFieldLabels(z.object({ title: z.string() }), {
      title: { en: 'Title', fr: 'Titre' },
    });
    const lease = withFieldLabels(z.object({ title: z.string() }), {
      title: { en: 'Lease title', fr: 'Titre du bail' },
    });
    expect(fieldLabelFor(building, 'title')?.en).toBe('Title');
    expect(fieldLabelFor(lease, 'title')?.fr).toBe('Titre du bail');
    expect(fieldLabelFor(z.object({ title: z.string() }), 'title')).toBeUndefined();
  });

  it('leave array indexes out and fall back to the nearest labelled parent', () => {
    const schema = withFieldLabels(z.object({}), {
      units: { en: 'Units', fr: 'Logements' },
      ...nestedLabels('units', { price: { en: 'Price', fr: 'Prix' } }),
    });
    expect(labelPath(['units', 2, 'price'])).toBe('units.price');
    expect(fieldLabelFor(schema, 'units.2.price')?.en).toBe('Price');
    expect(fieldLabelFor(schema, 'units.2.size')?.en).toBe('Units');
    expect(fieldLabelFor(schema, 'rent')).toBeUndefined();
  });

  it("are read through a form's preprocess step and intersections", () => {
    const base = withFieldLabels(z.object({ rent: z.number() }), { rent: { en: 'Rent', fr: 'Loyer' } });
    const other = withFieldLabels(z.object({ note: z.string() }), { note: { en: 'Note', fr: 'Note' } });
    const form = z.preprocess((v) => v, base.and(other));
    expect(fieldLabelFor(form, 'rent')?.fr).toBe('Loyer');
    expect(fieldLabelFor(form, 'note')?.en).toBe('Note');
  });

  it("give the domain's forms the labels they show", () => {
    expect(fieldLabelFor(createListingSchema, 'unit.monthlyPrice')?.en).toBe('Monthly price');
    expect(fieldLabelFor(updateBuildingSchema, 'location.address')?.fr).toBe('Adresse');
    expect(fieldLabelFor(createListingSchema, 'buildingConstructionYear')?.en).toBe('Year of construction');
    expect(fieldLabelFor(markRentedSchema, 'signedLeaseDate')?.en).toBe('Signed lease date');
    expect(fieldLabelFor(unavailabilitySchema, 'availablityStatus')?.en).toBe('Reason');
    expect(fieldLabelFor(updateUserSchema, 'min_budget')?.fr).toBe('Budget minimum');
    expect(fieldLabelFor(searchHistoryFilterSchema, 'to')?.fr).toBe('Au');
  });

  it('name only paths their schemas have', () => {
    expect(labelled.length).toBeGreaterThan(20);
    const byLabels = new Map<object, Set<string>>();
    for (const { labels, paths } of labelled) {
      const known = byLabels.get(labels) ?? new Set<string>();
      for (const path of paths)
        path.split('.').forEach((_, i, parts) => known.add(parts.slice(0, i + 1).join('.')));
      byLabels.set(labels, known);
    }
    for (const [labels, known] of byLabels) {
      expect(Object.keys(labels).filter((path) => !known.has(path))).toEqual([]);
    }
  });
});
