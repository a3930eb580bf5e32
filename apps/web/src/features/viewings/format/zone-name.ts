import type { Locale } from '@rentals/domain/users/enums';

const INTL_LOCALES: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * A zone's name as people read it where they type a time ('Newfoundland Standard Time',
 * 'heure normale de Terre-Neuve'), at the instant it applies to, since daylight time renames it.
 */
export function zoneLongName(zone: string, locale: Locale, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}
