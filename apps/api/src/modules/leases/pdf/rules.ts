import type { Bilingual } from '@rentals/domain/i18n/translate';
import type { Province } from '@rentals/domain/users/enums';

/*
 * The part of the province lease rules (packages/domain/src/leases/provinces.ts) this module reads.
 * A structural copy, type only, so the renderer builds before that table lands and accepts its rows
 * unchanged once it does: the caller passes the rules in, the renderer never looks them up.
 */

export interface DepositRuleForPdf {
  allowed: boolean;
  maxPeriodsOfRent: number | null;
  note: Bilingual;
}

export interface ProvinceLeaseRulesForPdf {
  province: Province;
  name: Bilingual;
  statute: { name: Bilingual; url: string };
  tribunal: { name: Bilingual; url: string };
  mandatoryForm: { name: Bilingual; url: string; productFills: boolean } | null;
  deposits: {
    rent: DepositRuleForPdf;
    security: DepositRuleForPdf;
    pet: DepositRuleForPdf;
    key: DepositRuleForPdf;
  };
  combinedDepositMaxPeriods: number | null;
  requiredNotices: Bilingual[];
  sources: { label: string; url: string }[];
}
