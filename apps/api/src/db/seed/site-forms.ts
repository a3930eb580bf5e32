import { SUPPORT_EMAIL } from '@rentals/domain/contact';
import type { SiteFormDefinition } from '@rentals/domain/site-forms/definition';
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { siteForms } from '../schema/site-forms';
import {
  applicationFields,
  email,
  field,
  fullName,
  moveDate,
  notes,
  phone,
  propertyAddress,
  propertyType,
  UNIT_TYPES,
} from './site-form-fields';

/*
 * The product's own forms in place of the spec's embedded hosted forms (spec/01 §2): reference
 * data every installation needs, seeded into an empty site_forms table; staff change them on
 * /admin-forms. /listing-form keeps the spec's title, prompt and contact line.
 */

const THANKS = {
  thankYouEn: 'Thank you! We received your answers and will reach out to you shortly.',
  thankYouFr: 'Merci! Nous avons bien reçu vos réponses et nous vous contacterons sous peu.',
};
const base = { notifyEmail: SUPPORT_EMAIL, isPublished: true, showContactLine: false, ...THANKS };

export const SEED_SITE_FORMS: SiteFormDefinition[] = [
  {
    ...base,
    slug: 'listing-form',
    routePath: '/listing-form',
    titleEn: 'Listing Form',
    titleFr: "Formulaire d'annonce",
    promptEn: 'Please complete our Listing Form and we will reach out to you shortly!',
    promptFr: "Veuillez remplir notre formulaire d'annonce et nous vous contacterons sous peu !",
    showContactLine: true,
    fields: [
      fullName,
      email,
      phone(true),
      propertyAddress,
      field('city', 'SHORT_TEXT', ['City', 'Ville'], { required: true }),
      propertyType(),
      field('bedrooms', 'NUMBER', ['Bedrooms', 'Chambres']),
      field('monthlyRent', 'NUMBER', ['Monthly rent asked ($)', 'Loyer mensuel demandé ($)']),
      field('availableFrom', 'DATE', ['Available from', 'Disponible à partir du']),
      field('furnished', 'YES_NO', ['Furnished?', 'Meublé ?']),
      notes(),
    ],
  },
  {
    ...base,
    slug: 'client-feedback',
    routePath: '/client-feedback',
    titleEn: 'Client Feedback',
    titleFr: 'Vos commentaires',
    promptEn: 'Tell us how we did: your answers help us improve.',
    promptFr: 'Dites-nous comment nous avons fait : vos réponses nous aident à nous améliorer.',
    thankYouEn: 'Thank you for your feedback!',
    thankYouFr: 'Merci pour vos commentaires !',
    fields: [
      field('fullName', 'SHORT_TEXT', ['Name', 'Nom']),
      field('email', 'EMAIL', ['Email', 'Courriel']),
      field('rating', 'SELECT', ['Overall experience', 'Expérience globale'], {
        required: true,
        choices: [
          ['excellent', 'Excellent', 'Excellente'],
          ['good', 'Good', 'Bonne'],
          ['fair', 'Fair', 'Passable'],
          ['poor', 'Poor', 'Mauvaise'],
        ],
      }),
      field('usedFor', 'CHECKBOXES', ['What did you use us for?', 'Pour quoi nous avez-vous utilisés ?'], {
        choices: [
          ['search', 'Finding a rental', 'Trouver une location'],
          ['viewings', 'Booking viewings', 'Réserver des visites'],
          ['application', 'Applying', 'Faire une demande'],
          ['listing', 'Listing a property', 'Publier une propriété'],
        ],
      }),
      field('recommend', 'YES_NO', ['Would you recommend us?', 'Nous recommanderiez-vous ?'], {
        required: true,
      }),
      notes(['Comments', 'Commentaires']),
    ],
  },
  {
    ...base,
    slug: 'learn-more',
    routePath: '/learn-more',
    titleEn: 'Learn More',
    titleFr: 'En savoir plus',
    promptEn:
      'Leave us your details and what you would like to know: a member of our team will get back to you.',
    promptFr:
      "Laissez-nous vos coordonnées et ce que vous aimeriez savoir : un membre de l'équipe vous répondra.",
    showContactLine: true,
    fields: [
      fullName,
      email,
      phone(),
      field('iAm', 'SELECT', ['I am', 'Je suis'], {
        required: true,
        choices: [
          ['renter', 'A renter', 'Locataire'],
          ['landlord', 'A landlord', 'Propriétaire'],
          ['manager', 'A property manager', 'Gestionnaire immobilier'],
          ['other', 'Other', 'Autre'],
        ],
      }),
      notes(['Your question', 'Votre question']),
    ],
  },
  {
    ...base,
    slug: 'list-on-realtor',
    routePath: '/list-on-realtor',
    titleEn: 'List on Realtor',
    titleFr: 'Publier avec un courtier',
    promptEn: 'Want a licensed agent to list your rental on the MLS® System? Tell us about the property.',
    promptFr:
      'Vous voulez qu’un courtier inscrive votre location au système MLS®? Parlez-nous de la propriété.',
    showContactLine: true,
    fields: [
      fullName,
      email,
      phone(true),
      propertyAddress,
      propertyType(),
      field('monthlyRent', 'NUMBER', ['Monthly rent asked ($)', 'Loyer mensuel demandé ($)'], {
        required: true,
      }),
      field('availableFrom', 'DATE', ['Available from', 'Disponible à partir du'], { required: true }),
      notes(),
    ],
  },
  {
    ...base,
    slug: 'concierge',
    routePath: '/client-form-concierge',
    titleEn: 'Concierge Client Form',
    titleFr: 'Formulaire du service de conciergerie',
    promptEn:
      'Tell us what you are looking for: our concierge team will shortlist homes and book viewings for you.',
    promptFr:
      'Dites-nous ce que vous cherchez : notre équipe de conciergerie présélectionnera des logements et réservera les visites pour vous.',
    showContactLine: true,
    fields: [
      fullName,
      email,
      phone(true),
      moveDate(true),
      field('budget', 'NUMBER', ['Monthly budget ($)', 'Budget mensuel ($)'], { required: true }),
      field('unitType', 'SELECT', ['Size', 'Taille'], { required: true, choices: UNIT_TYPES }),
      field('areas', 'SHORT_TEXT', ['Preferred neighbourhoods', 'Quartiers souhaités']),
      field('mustHaves', 'CHECKBOXES', ['Must-haves', 'Indispensables'], {
        choices: [
          ['parking', 'Parking', 'Stationnement'],
          ['pets', 'Pets allowed', 'Animaux acceptés'],
          ['laundry', 'In-suite laundry', 'Laveuse-sécheuse dans le logement'],
          ['furnished', 'Furnished', 'Meublé'],
          ['transit', 'Near transit', 'Près du transport en commun'],
        ],
      }),
      notes(),
    ],
  },
  {
    ...base,
    slug: 'apply-maple-court',
    routePath: null,
    titleEn: 'Application: 25 Maple Court',
    titleFr: 'Demande de location : 25, cour Maple',
    promptEn: 'Apply for a unit at 25 Maple Court. We answer every application within two business days.',
    promptFr:
      'Faites une demande pour un logement au 25, cour Maple. Nous répondons à chaque demande en deux jours ouvrables.',
    fields: applicationFields(),
  },
  {
    ...base,
    slug: 'apply-harbour-lofts',
    routePath: null,
    titleEn: 'Application: Harbour Lofts',
    titleFr: 'Demande de location : Lofts du Port',
    promptEn: 'Apply for a loft at Harbour Lofts. We answer every application within two business days.',
    promptFr:
      'Faites une demande pour un loft aux Lofts du Port. Nous répondons à chaque demande en deux jours ouvrables.',
    fields: applicationFields(),
  },
  {
    ...base,
    slug: 'regal-road',
    routePath: null,
    titleEn: 'Regal Road Residences',
    titleFr: 'Résidences Regal Road',
    promptEn:
      'Interested in Regal Road? Tell us what you need and we will send availabilities and a viewing time.',
    promptFr:
      'Regal Road vous intéresse? Dites-nous ce qu’il vous faut et nous vous enverrons les disponibilités et une heure de visite.',
    showContactLine: true,
    fields: [
      fullName,
      email,
      phone(),
      field('unitType', 'SELECT', ['Unit wanted', 'Logement souhaité'], {
        required: true,
        choices: UNIT_TYPES,
      }),
      moveDate(),
      field('parking', 'YES_NO', ['Do you need parking?', 'Avez-vous besoin de stationnement ?']),
      notes(),
    ],
  },
  {
    ...base,
    slug: 'townhome-park',
    routePath: null,
    titleEn: 'Townhome Park',
    titleFr: 'Parc de maisons en rangée',
    promptEn:
      'Family-sized townhomes with yards. Register your interest and we will contact you when one is free.',
    promptFr:
      'Des maisons en rangée familiales avec cour. Inscrivez votre intérêt et nous vous contacterons dès qu’une se libère.',
    fields: [
      fullName,
      email,
      phone(),
      field('bedrooms', 'SELECT', ['Bedrooms', 'Chambres'], {
        required: true,
        choices: [
          ['two', '2 bedrooms', '2 chambres'],
          ['three', '3 bedrooms', '3 chambres'],
          ['four', '4 bedrooms', '4 chambres'],
        ],
      }),
      field('occupants', 'NUMBER', ['Number of occupants', "Nombre d'occupants"]),
      moveDate(),
      field('pets', 'YES_NO', ['Do you have pets?', 'Avez-vous des animaux ?']),
      notes(),
    ],
  },
  {
    ...base,
    slug: 'pre-viewing',
    routePath: null,
    titleEn: 'Pre-viewing Form',
    titleFr: 'Formulaire avant la visite',
    promptEn:
      'A few questions before your viewing, so the landlord can prepare and your visit is worthwhile.',
    promptFr:
      'Quelques questions avant votre visite, pour que le propriétaire se prépare et que la visite en vaille la peine.',
    fields: [
      fullName,
      email,
      phone(true),
      field('listing', 'SHORT_TEXT', ['Address of the home to visit', 'Adresse du logement à visiter'], {
        required: true,
      }),
      field('viewingDate', 'DATE', ['Viewing date', 'Date de la visite'], { required: true }),
      moveDate(),
      field('occupants', 'NUMBER', ['Number of occupants', "Nombre d'occupants"]),
      field('employment', 'SELECT', ['Employment', 'Emploi'], {
        choices: [
          ['fullTime', 'Full time', 'Temps plein'],
          ['partTime', 'Part time', 'Temps partiel'],
          ['selfEmployed', 'Self-employed', 'Travailleur autonome'],
          ['student', 'Student', 'Étudiant'],
          ['other', 'Other', 'Autre'],
        ],
      }),
      field('pets', 'YES_NO', ['Do you have pets?', 'Avez-vous des animaux ?']),
      notes(['Questions for the landlord', 'Questions pour le propriétaire']),
    ],
  },
];

/** Seeds the forms into an empty table (a database where staff already have forms is left alone). */
export async function seedSiteForms(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(siteForms);
  if (existing!.n > 0) return;
  await db.insert(siteForms).values(SEED_SITE_FORMS.map((f) => ({ ...f, routePath: f.routePath ?? null })));
}
