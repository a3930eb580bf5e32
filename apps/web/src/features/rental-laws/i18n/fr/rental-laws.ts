import type { Translation } from '../../../../i18n/translation';
import type { rentalLaws as en } from '../en/rental-laws';

export const rentalLaws: Translation<typeof en> = {
  title: 'Le droit du logement par province',
  intro:
    'Ce que locataires et locateurs doivent savoir sur les hausses de loyer, les dépôts, les avis, la fin du bail, les réparations et la discrimination, en langage clair.',
  choiceLabel: 'Quelles règles afficher',
  province: 'Province ou territoire',
  iAm: 'Je suis',
  renter: 'Je suis locataire',
  landlord: 'Je suis locateur',
  disclaimerTitle: 'Information générale, pas un avis juridique',
  disclaimer:
    'Ces pages expliquent les règles générales. Elles ne remplacent ni la loi ni un conseil adapté à votre situation. Les litiges entre locateurs et locataires {{inProvince}} relèvent de l’organisme suivant : {{tribunal}}.',
  tribunalLink: 'Consulter le site de l’organisme : {{tribunal}} (s’ouvre dans un nouvel onglet)',
  entriesLabel: 'Fiches sur le droit du logement : {{province}}',
  audience: {
    RENTER: 'Pour les locataires',
    LANDLORD: 'Pour les locateurs',
    BOTH: 'Pour les locataires et les locateurs',
  },
  source: 'Source officielle : {{title}}',
  sourceFallback: 'Source officielle',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  lastReviewed: 'Dernière révision le {{date}}',
  emptyTitle: 'Aucune fiche n’est encore rédigée pour : {{province}}',
  inProvince: {
    AB: 'en Alberta',
    BC: 'en Colombie-Britannique',
    MB: 'au Manitoba',
    NB: 'au Nouveau-Brunswick',
    NL: 'à Terre-Neuve-et-Labrador',
    NS: 'en Nouvelle-Écosse',
    NT: 'dans les Territoires du Nord-Ouest',
    NU: 'au Nunavut',
    ON: 'en Ontario',
    PE: 'à l’Île-du-Prince-Édouard',
    QC: 'au Québec',
    SK: 'en Saskatchewan',
    YT: 'au Yukon',
  },
  emptyText: 'Voici les ressources officielles pour les locataires et les locateurs {{inProvince}} :',
  loadError: 'Les fiches sur le droit du logement n’ont pas pu être chargées.',
  retry: 'Réessayer',
  loading: 'Chargement des fiches…',
  head: {
    title: 'Droit du logement : {{province}}, {{reader}}',
    description: 'Droit du logement ({{province}}), {{reader}} : {{topics}}.',
    emptyDescription: 'Ressources officielles sur le droit du logement ({{province}}).',
    reader: {
      RENTER: 'pour les locataires',
      LANDLORD: 'pour les locateurs',
    },
  },
};
