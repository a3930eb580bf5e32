import { PROVINCES, type Locale, type Province } from '@rentals/domain/users/enums';
import { emptyLeaseForm, type LeaseFormValues } from './lease-form';

/*
 * The lease form as it opens: what the product already knows (the landlord's account, the listing
 * and its unit, the approved applicant) written in, everything else left for the landlord.
 */

export interface PrefillLandlord {
  firstName?: string | null;
  lastName?: string | null;
  legalName?: string | null;
  email: string;
  phone?: string | null;
}

export interface PrefillListing {
  location?: { address: string; city: { name: string; province: string } } | null;
  units: readonly {
    id: string;
    number?: string | null;
    monthlyPrice?: number | null;
    parkingSpots?: number | null;
  }[];
}

export interface PrefillApplication {
  applicantName: string;
  monthlyRent?: number | null;
  /** The wizard's answers; the applicant's e-mail is at applicant.userEmail. */
  details?: unknown;
}

const POSTAL_CODE = /\b([A-Za-z]\d[A-Za-z])\s?(\d[A-Za-z]\d)\b/;

/** The street part of a listing's address ('120 Dundas St W, Toronto, ON M5G 1C3' → '120 Dundas St W'). */
export function streetOf(address: string): string {
  return address.split(',')[0]!.trim();
}

/** A Canadian postal code written in an address, as 'A1A 1A1', or ''. */
export function postalCodeOf(address: string): string {
  const match = POSTAL_CODE.exec(address);
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : '';
}

const isProvince = (value: string): value is Province => (PROVINCES as readonly string[]).includes(value);

function applicantEmail(details: unknown): string {
  const applicant = (details as { applicant?: { userEmail?: unknown } } | null | undefined)?.applicant;
  return typeof applicant?.userEmail === 'string' ? applicant.userEmail : '';
}

const money = (amount: number | null | undefined) => (amount ? String(amount) : '');

/** The form's first values from what is known; `unitId` picks the listing's unit. */
export function prefilledLeaseForm(
  language: Locale,
  landlord: PrefillLandlord | null,
  listing: PrefillListing | null,
  unitId: string | null,
  application: PrefillApplication | null,
): LeaseFormValues {
  const form = emptyLeaseForm(language);
  if (landlord) {
    const name = landlord.legalName || [landlord.firstName, landlord.lastName].filter(Boolean).join(' ');
    form.landlordLegalName = name;
    form.rentPayableTo = name;
    form.landlordEmail = landlord.email;
    form.landlordPhone = landlord.phone ?? '';
  }
  if (listing?.location) {
    const { address, city } = listing.location;
    const unit =
      listing.units.find((u) => u.id === unitId) ??
      (listing.units.length === 1 ? listing.units[0] : undefined);
    form.unitAddress = {
      street: streetOf(address),
      unit: unit?.number ?? '',
      city: city.name,
      province: isProvince(city.province) ? city.province : '',
      postalCode: postalCodeOf(address),
    };
    form.baseRent = money(unit?.monthlyPrice);
    form.parkingSpaces = String(unit?.parkingSpots ?? 0);
  }
  if (application) {
    form.tenants = [{ name: application.applicantName, email: applicantEmail(application.details) }];
    // The unit's price is the rent asked; the application's own figure when the unit has none.
    if (!form.baseRent) form.baseRent = money(application.monthlyRent);
  }
  return form;
}
