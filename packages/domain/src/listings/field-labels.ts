import { nestedLabels, type FieldLabels } from '../i18n/field-labels';

/** A unit's fields (createUnit, unit patches, and `unit` inside a building). */
export const UNIT_FIELD_LABELS = {
  title: { en: 'Title', fr: 'Titre' },
  number: { en: 'Unit number', fr: 'Numéro du logement' },
  den: { en: 'Den', fr: 'Bureau' },
  available: { en: 'Available', fr: 'Disponible' },
  startDateAvailability: { en: 'Available from', fr: 'Disponible à partir du' },
  unitSize: { en: 'Unit size', fr: 'Superficie' },
  bedrooms: { en: 'Bedrooms', fr: 'Chambres' },
  bathrooms: { en: 'Bathrooms', fr: 'Salles de bain' },
  monthlyPrice: { en: 'Monthly price', fr: 'Loyer mensuel' },
  deposit: { en: 'Deposit', fr: 'Dépôt' },
  leaseTerm: { en: 'Lease term', fr: 'Durée du bail' },
  parking: { en: 'Parking', fr: 'Stationnement' },
  parkingSpots: { en: 'Parking spots', fr: 'Places de stationnement' },
  storage: { en: 'Storage', fr: 'Rangement' },
  maintenance: { en: 'Maintenance', fr: 'Entretien' },
  smokeAlarm: { en: 'Smoke alarm', fr: 'Détecteur de fumée' },
  furnished: { en: 'Furnished', fr: 'Meublé' },
  moveInBonuses: { en: 'Move-in bonuses', fr: "Primes d'emménagement" },
  pictures: { en: 'Pictures', fr: 'Photos' },
  floorplan: { en: 'Floor plan', fr: "Plan d'étage" },
} as const satisfies FieldLabels;

/** A building's location (`location` inside a building). */
export const LOCATION_FIELD_LABELS = {
  address: { en: 'Address', fr: 'Adresse' },
  lat: { en: 'Latitude', fr: 'Latitude' },
  lng: { en: 'Longitude', fr: 'Longitude' },
  cityId: { en: 'City', fr: 'Ville' },
  neighbourhoodId: { en: 'Neighbourhood', fr: 'Quartier' },
} as const satisfies FieldLabels;

/** A building's own fields. */
export const BUILDING_OWN_FIELD_LABELS = {
  title: { en: 'Title', fr: 'Titre' },
  description: { en: 'Description', fr: 'Description' },
  propertyType: { en: 'Property type', fr: 'Type de propriété' },
  role: { en: 'Poster type', fr: "Type d'annonceur" },
  region: { en: 'Region', fr: 'Région' },
  buildingConstructionYear: { en: 'Year of construction', fr: 'Année de construction' },
  totalUnitsInBuilding: { en: 'Units in building', fr: "Logements dans l'immeuble" },
  storiesInBuilding: { en: 'Floors', fr: 'Étages' },
  developmentCompany: { en: 'Development company', fr: 'Promoteur' },
  moveInBonuses: { en: 'Move-in bonuses', fr: "Primes d'emménagement" },
  basement: { en: 'Basement', fr: 'Sous-sol' },
  'amenities.storage': { en: 'Storage', fr: 'Rangement' },
  pictures: { en: 'Pictures', fr: 'Photos' },
  existingUrl: { en: 'Existing listing URL', fr: "URL de l'annonce existante" },
  advertiseDuration: { en: 'Advertising duration', fr: 'Durée de la publicité' },
  desiredRentalPrice: { en: 'Desired rental price', fr: 'Loyer souhaité' },
  minimumRentalPrice: { en: 'Minimum rental price', fr: 'Loyer minimum' },
  extraInfo: { en: 'Extra information', fr: 'Renseignements supplémentaires' },
  showingUnit: { en: 'Showing type', fr: 'Type de visite' },
  commission: { en: 'Commission', fr: 'Commission' },
  partnershipStatus: { en: 'Partnership status', fr: 'Statut de partenariat' },
  spousePartner: { en: 'Spouse or partner', fr: 'Conjoint ou partenaire' },
  lockbox: { en: 'Lockbox', fr: 'Boîte à clé' },
  govtProof: { en: 'Government proof', fr: 'Preuve gouvernementale' },
  ownershipProof: { en: 'Proof of ownership', fr: 'Preuve de propriété' },
  signature: { en: 'Signature', fr: 'Signature' },
  signatureFile: { en: 'Drawn signature', fr: 'Signature dessinée' },
  createdFrom: { en: 'Source', fr: 'Source' },
  planIds: { en: 'Plans', fr: 'Forfaits' },
} as const satisfies FieldLabels;

/** A building with its location and, on creation or update, one unit. */
export const BUILDING_FIELD_LABELS: FieldLabels = {
  ...BUILDING_OWN_FIELD_LABELS,
  ...nestedLabels('location', LOCATION_FIELD_LABELS),
  ...nestedLabels('unit', UNIT_FIELD_LABELS),
};

/** The owner's 'mark as rented' form and the picture order. */
export const MARK_RENTED_FIELD_LABELS = {
  signedLeaseDate: { en: 'Signed lease date', fr: 'Date de signature du bail' },
  rentedPrice: { en: 'Rented price', fr: 'Loyer obtenu' },
  disableListing: { en: 'Disable listing', fr: "Désactiver l'annonce" },
  tenantNames: { en: 'Tenant names', fr: 'Noms des locataires' },
  order: { en: 'Order', fr: 'Ordre' },
} as const satisfies FieldLabels;

/** Staff moderation: marking a listing unavailable, rejecting one. */
export const MODERATION_FIELD_LABELS = {
  availablityStatus: { en: 'Reason', fr: 'Raison' },
  message: { en: 'Message', fr: 'Message' },
  rentedPrice: { en: 'Rented price', fr: 'Loyer obtenu' },
  date: { en: 'Date', fr: 'Date' },
  tuList: { en: 'Where the tenant was found', fr: 'Où le locataire a été trouvé' },
  disableListing: { en: 'Disable listing', fr: "Désactiver l'annonce" },
  reason: { en: 'Reason', fr: 'Raison' },
} as const satisfies FieldLabels;

/** The properties map tracker's filters. */
export const MAP_TRACKER_FIELD_LABELS = {
  city: { en: 'City', fr: 'Ville' },
} as const satisfies FieldLabels;
