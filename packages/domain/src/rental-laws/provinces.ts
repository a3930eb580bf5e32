import type { Bilingual } from '../i18n/translate';
import { PROVINCE_LEASE_RULES } from '../leases/provinces';
import { PROVINCES, type Province } from '../users/enums';

/*
 * The 13 provinces and territories as /rental-laws names them: the province's name and the
 * tribunal or office that settles tenancy disputes there, with its official page. The names and
 * links are the ones the lease rules already cite (leases/province-rows-*.ts), so a tribunal is
 * named the same way on a lease and on the rental laws page.
 */
export interface RentalLawProvince {
  province: Province;
  name: Bilingual;
  tribunal: { name: Bilingual; url: string };
}

export const RENTAL_LAW_PROVINCES: readonly RentalLawProvince[] = PROVINCES.map((province) => {
  const { name, tribunal } = PROVINCE_LEASE_RULES[province];
  return { province, name, tribunal };
});

export function rentalLawProvince(province: Province): RentalLawProvince {
  return RENTAL_LAW_PROVINCES.find((p) => p.province === province)!;
}

/** Whether a value is a province code (query strings and local storage hold any text). */
export function isProvince(value: unknown): value is Province {
  return typeof value === 'string' && (PROVINCES as readonly string[]).includes(value);
}
