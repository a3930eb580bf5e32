import type { TFunction } from 'i18next';
import { translate } from '@rentals/domain/i18n/translate';
import { BEDROOM_LABELS } from '@rentals/domain/listings/enums';
import type { Locale } from '@rentals/domain/users/enums';
import type { RiskSignalFieldsFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format/number';

/**
 * What a staff queue asks of each risk signal: every fact field, since the sentence of a code reads
 * its own. Any query selecting `...RiskSignalFields` (risk-signal-fragment.ts) can hand its signals
 * to RiskSignals.
 */
export type RiskSignalView = RiskSignalFieldsFragment;

/** The sentence staff read for a signal, with its facts, in the interface language. */
export function riskSignalText(signal: RiskSignalView, t: TFunction<'riskSignals'>, locale: Locale): string {
  switch (signal.code) {
    case 'NEW_ACCOUNT':
      return signal.accountAgeDays ? t('newAccount', { count: signal.accountAgeDays }) : t('newAccountToday');
    case 'RENT_FAR_BELOW_MEDIAN':
      return t('rentBelow', {
        rent: formatMoney(signal.rent ?? 0, locale),
        median: formatMoney(signal.median ?? 0, locale),
        percent: signal.percentBelow,
        count: signal.sampleSize ?? 0,
        bedrooms: signal.bedrooms ? translate(BEDROOM_LABELS[signal.bedrooms], locale).toLowerCase() : '',
        area: signal.areaName,
      });
    case 'REUSED_PICTURES':
      return t('reusedPictures', {
        count: signal.pictureCount ?? 0,
        accounts: t('otherAccounts', { count: signal.accountCount ?? 0 }),
      });
    case 'CONTACT_IN_DESCRIPTION':
      return t('contact', {
        kinds: (signal.contactKinds ?? []).map((kind) => t(`contactKinds.${kind}`)).join(t('and')),
      });
    case 'PAYMENT_WORDS':
      return t('paymentWords', {
        words: (signal.words ?? []).map((word) => (locale === 'fr' ? `« ${word} »` : `“${word}”`)).join(', '),
      });
    case 'MANY_RECENT_LISTINGS':
      return t('manyListings', { count: signal.listingCount ?? 0, hours: signal.windowHours });
  }
}
