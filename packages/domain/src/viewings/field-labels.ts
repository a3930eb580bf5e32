import { nestedLabels, type FieldLabels } from '../i18n/field-labels';

/** One weekly window of a listing's viewing availability. */
export const WINDOW_FIELD_LABELS = {
  weekday: { en: 'Day', fr: 'Jour' },
  start: { en: 'From', fr: 'De' },
  end: { en: 'To', fr: 'À' },
} as const satisfies FieldLabels;

/** A listing's viewing availability (the landlord's or staff's settings form). */
export const AVAILABILITY_FIELD_LABELS = {
  windows: { en: 'Viewing hours', fr: 'Heures de visite' },
  ...nestedLabels('windows', WINDOW_FIELD_LABELS),
  slotMinutes: { en: 'Length of a viewing (minutes)', fr: "Durée d'une visite (minutes)" },
  bufferMinutes: { en: 'Break between viewings (minutes)', fr: 'Pause entre les visites (minutes)' },
  horizonDays: { en: 'How far ahead renters may book (days)', fr: "Réservation possible jusqu'à (jours)" },
  minNoticeHours: { en: 'Minimum notice (hours)', fr: 'Préavis minimum (heures)' },
  mode: { en: 'Booking', fr: 'Réservation' },
  showingType: { en: 'Showing type', fr: 'Type de visite' },
  meetingLink: { en: 'Meeting link', fr: 'Lien de la rencontre' },
  capacityPerSlot: { en: 'Renters per viewing', fr: 'Locataires par visite' },
} as const satisfies FieldLabels;

/** One open house. */
export const OPEN_HOUSE_FIELD_LABELS = {
  date: { en: 'Date', fr: 'Date' },
  start: { en: 'From', fr: 'De' },
  end: { en: 'To', fr: 'À' },
  capacity: { en: 'Renters who may come', fr: 'Locataires admis' },
} as const satisfies FieldLabels;

export const OPEN_HOUSES_FIELD_LABELS = {
  openHouses: { en: 'Open houses', fr: 'Visites libres' },
  ...nestedLabels('openHouses', OPEN_HOUSE_FIELD_LABELS),
} as const satisfies FieldLabels;

/** Booking a time, proposing times and changing a viewing (schemas.ts). */
export const VIEWING_FIELD_LABELS = {
  listing: { en: 'Listing', fr: 'Annonce' },
  viewing: { en: 'Viewing', fr: 'Visite' },
  startsAt: { en: 'Time', fr: 'Heure' },
  kind: { en: 'Kind of viewing', fr: 'Genre de visite' },
  proposedTimes: { en: 'Proposed times', fr: 'Heures proposées' },
  message: { en: 'Message', fr: 'Message' },
  action: { en: 'Change', fr: 'Changement' },
  reason: { en: 'Reason', fr: 'Motif' },
} as const satisfies FieldLabels;

/** The span of a list of slots or of an agenda. */
export const VIEWING_RANGE_FIELD_LABELS = {
  from: { en: 'From', fr: 'Du' },
  to: { en: 'To', fr: 'Au' },
} as const satisfies FieldLabels;

/** Staff handling the viewings of Viewings Management listings, and the filters of their list. */
export const STAFF_VIEWING_FIELD_LABELS = {
  viewing: { en: 'Viewing', fr: 'Visite' },
  staff: { en: 'Assigned to', fr: 'Confiée à' },
  status: { en: 'Status', fr: 'Statut' },
  assignedTo: { en: 'Assigned to', fr: 'Confiée à' },
  search: { en: 'Listing or city', fr: 'Annonce ou ville' },
  when: { en: 'When', fr: 'Quand' },
} as const satisfies FieldLabels;

/** /request-for-viewing: a renter who has not found a listing yet. */
export const VIEWING_REQUEST_FIELD_LABELS = {
  pre_viewing_city: { en: 'City', fr: 'Ville' },
  'pre_viewing_city.city': { en: 'City', fr: 'Ville' },
  'pre_viewing_city.province': { en: 'Province', fr: 'Province' },
  budget: { en: 'Maximum budget', fr: 'Budget maximum' },
  bedrooms: { en: 'Bedrooms', fr: 'Chambres' },
  moveIn: { en: 'Move-in date', fr: "Date d'emménagement" },
  availabilityDays: { en: 'Days you are available', fr: 'Jours où vous êtes disponible' },
  availabilityTimes: { en: 'Times you are available', fr: 'Moments où vous êtes disponible' },
  message: { en: 'Message', fr: 'Message' },
} as const satisfies FieldLabels;

/** Staff handling a request for viewing, and the filters of their list. */
export const VIEWING_REQUEST_STAFF_FIELD_LABELS = {
  id: { en: 'Request for viewing', fr: 'Demande de visite' },
  status: { en: 'Status', fr: 'Statut' },
  assignedTo: { en: 'Assigned to', fr: 'Confiée à' },
  note: { en: 'Staff note', fr: "Note de l'équipe" },
  city: { en: 'City', fr: 'Ville' },
  search: { en: 'Search', fr: 'Recherche' },
  kind: { en: 'Kind', fr: 'Type' },
} as const satisfies FieldLabels;

/** /rental-enquiry: a lead for the team, from a renter or a landlord (rental-enquiry.ts). */
export const RENTAL_ENQUIRY_FIELD_LABELS = {
  userType: { en: 'You are', fr: 'Vous êtes' },
  listing: { en: 'Listing', fr: 'Annonce' },
  householdSize: { en: 'People in your household', fr: 'Personnes dans votre ménage' },
  city: { en: 'City', fr: 'Ville' },
  'city.city': { en: 'City', fr: 'Ville' },
  'city.province': { en: 'Province', fr: 'Province' },
  phone: { en: 'Phone', fr: 'Téléphone' },
  unitCount: { en: 'Number of units', fr: 'Nombre de logements' },
  budget: { en: 'Maximum budget', fr: 'Budget maximum' },
  moveIn: { en: 'Move-in date', fr: "Date d'emménagement" },
  message: { en: 'Message', fr: 'Message' },
} as const satisfies FieldLabels;
