import type { FieldLabels } from '../i18n/field-labels';

/** The lease request form's fields (schemas.ts). */
export const LEASE_REQUEST_FIELD_LABELS = {
  listingId: { en: 'Listing', fr: 'Annonce' },
  province: { en: 'Province', fr: 'Province' },
  propertyAddress: { en: 'Address of the rental unit', fr: 'Adresse du logement' },
  landlordName: { en: "Landlord's legal name", fr: 'Nom légal du locateur' },
  tenants: { en: 'Tenants', fr: 'Locataires' },
  'tenants.name': { en: "Tenant's name", fr: 'Nom du locataire' },
  'tenants.email': { en: "Tenant's email (optional)", fr: 'Courriel du locataire (facultatif)' },
  monthlyRent: { en: 'Monthly rent', fr: 'Loyer mensuel' },
  startDate: { en: 'Start date', fr: 'Date de début' },
  termMonths: { en: 'Length of the term, in months', fr: 'Durée du bail, en mois' },
  specialTerms: { en: 'Special terms', fr: 'Conditions particulières' },
  contactEmail: { en: 'Email to reach you', fr: 'Courriel pour vous joindre' },
  contactPhone: { en: 'Phone (optional)', fr: 'Téléphone (facultatif)' },
} as const satisfies FieldLabels;

/** The staff page's filters and change (schemas.ts). */
export const LEASE_REQUEST_STAFF_FIELD_LABELS = {
  id: { en: 'Request', fr: 'Demande' },
  status: { en: 'Status', fr: 'Statut' },
  province: { en: 'Province', fr: 'Province' },
  createdFrom: { en: 'Sent from', fr: 'Envoyée à partir du' },
  createdTo: { en: 'Sent until', fr: "Envoyée jusqu'au" },
  staffNote: { en: 'Note to the landlord', fr: 'Note au propriétaire' },
} as const satisfies FieldLabels;
