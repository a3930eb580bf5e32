import type { Locale } from '@rentals/domain/users/enums';
import type { TFunction } from 'i18next';
import type { RentalApplicationShareFieldsFragment } from '../../../../gql/graphql';
import { formatPublicDate } from '../../../../lib/format/date';

/*
 * The sentences that tell a renter where a landlord's share of their passport stands (issue 18):
 * who holds it and until when, or when and why it ended; how often the landlord opened it. Pure,
 * so the card, the detail page and the tests say it the same way.
 */

export type ApplicationShare = RentalApplicationShareFieldsFragment['share'];

const day = (iso: string, locale: Locale) => formatPublicDate(iso, locale);

/** 'Shared with Marc Roy until January 25, 2027', or why and when the share ended. */
export function shareStateText(share: ApplicationShare, t: TFunction<'myApplications'>, locale: Locale) {
  const landlord = share.landlordName;
  switch (share.state) {
    case 'ACTIVE':
      return t('share.activeUntil', { landlord, date: day(share.expiresAt, locale) });
    case 'REVOKED':
      return t('share.ended.REVOKED', { landlord, date: day(share.revokedAt ?? share.expiresAt, locale) });
    case 'EXPIRED':
      return t('share.ended.EXPIRED', { landlord, date: day(share.expiresAt, locale) });
    case 'WITHDRAWN':
      return t('share.ended.WITHDRAWN', { landlord });
    case 'ERASED':
      return t('share.ended.ERASED', { date: day(share.erasedAt ?? share.expiresAt, locale) });
  }
}

/**
 * 'Opened 2 times, last on January 5, 2027 at 3:04 p.m.' or 'Not opened yet'; null when the
 * reader may not see the view log (the landlord).
 */
export function openingsText(
  share: ApplicationShare,
  t: TFunction<'myApplications'>,
  locale: Locale,
): string | null {
  if (share.openingCount == null) return null;
  const last = share.openings?.[0];
  if (share.openingCount === 0 || !last) return t('share.notOpened');
  return t('share.opened', {
    count: share.openingCount,
    date: formatPublicDate(last, locale, { withTime: true }),
  });
}
