import { blogSlug } from '@rentals/domain/blogs/rules';
import { richTextFromMarkdown } from '@rentals/domain/rich-text/index';
import type { Db } from '../client';
import { blogAuthors, blogTags, blogs } from '../schema/blogs';
import { recountTagUse, tagIdsForNames } from '../../modules/content-tags/tag.service';
import { richTextForStorage } from '../../modules/rich-text/rich-text';

/*
 * Blog posts of the demo installation, seeded with the demo accounts: practical reading for the
 * renters and landlords the product serves, in English and French, each with its author and tags.
 */

const AUTHORS = [
  {
    key: 'daniel',
    name: 'Daniel Okafor',
    bio: 'Daniel helps renters and small landlords in Ontario find their way through listings, viewings and leases.',
  },
  {
    key: 'camille',
    name: 'Camille Tremblay',
    bio: 'Camille écrit sur le logement locatif au Québec : recherche, visites, baux et déménagements.',
  },
] as const;

interface DemoPost {
  author: (typeof AUTHORS)[number]['key'];
  locale: 'en' | 'fr';
  title: string;
  description: string;
  tags: string[];
  daysAgo: number;
  markdown: string;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    author: 'daniel',
    locale: 'en',
    title: 'How to spot a rental scam before you pay anything',
    description:
      'Five warning signs of a fake listing, and the checks that take ten minutes and can save your deposit.',
    tags: ['Safety', 'Renting tips'],
    daysAgo: 2,
    markdown: `Most rental scams follow the same script: a great unit at a low price, a landlord who cannot meet you, and a request for money before you have seen anything. Knowing the script is the best protection.

## Warning signs

- The rent is far below similar units in the same neighbourhood.
- The landlord is "out of the country" and offers to mail the keys.
- You are asked for a deposit or first month's rent before a viewing.
- Payment must go by wire transfer, gift cards or cryptocurrency.
- The listing photos also appear on other sites under another name or city.

## Checks before you pay

1. See the unit in person, or in a live video call where you choose what the camera shows.
2. Ask for the landlord's full name and compare it with the property's owner or manager.
3. Keep every conversation in the product's messages, so there is a record.
4. Pay only after signing a written lease, and get a receipt for every payment.

> If something feels rushed, slow down. A real landlord will wait a day for you to check.

If you think a listing is fake, report it from the listing page and our team will look at it.`,
  },
  {
    author: 'daniel',
    locale: 'en',
    title: 'Questions to ask at a rental viewing',
    description:
      'A short checklist to bring to your next viewing, from heating and laundry to notice periods.',
    tags: ['Viewings', 'Renting tips'],
    daysAgo: 6,
    markdown: `A viewing usually lasts fifteen minutes. Walking in with a list means you leave knowing what the rent really covers.

## About the money

- What is included in the rent: heat, hot water, electricity, internet, parking?
- Is there a deposit, and what is it for? Rules on deposits differ by province.
- How and when is rent paid each month?

## About the home

- How is the unit heated, and who controls the thermostat?
- Where is the laundry, and what does it cost?
- Have there been pests, leaks or repairs recently?
- How are repair requests made, and how fast are they usually handled?

## About the lease

- Is it a fixed term or month to month?
- Are pets, smoking or subletting allowed?
- When could the rent go up, and by how much?

Take photos during the viewing and write the answers down right after. When you compare two places a week later, you will be glad you did.`,
  },
  {
    author: 'daniel',
    locale: 'en',
    title: 'Landlords: writing a listing that rents faster',
    description:
      'Clear photos, an honest price and the details renters filter on: what makes a listing get enquiries.',
    tags: ['Landlords', 'Listings'],
    daysAgo: 11,
    markdown: `Renters compare dozens of listings in an evening. The ones they contact answer their questions before they have to ask.

## Photos first

Shoot in daylight with the lights on, one photo per room, and start with the living room, not the building's front door. A floor plan helps more than a tenth photo of the kitchen.

## Price it with the market

Look at similar units nearby on the map. A price slightly under the market brings more applications to choose from; one well above it sits empty while you pay the mortgage.

## Fill in the details renters filter on

- Move-in date, lease length and whether it is furnished.
- Pets, parking, laundry and what utilities are included.
- Distance to transit, schools and groceries.

## Answer quickly

Renters contact several places at once. Answering the same day, and offering a few viewing times, is often what decides who signs.`,
  },
  {
    author: 'camille',
    locale: 'fr',
    title: 'Déménager le 1er juillet au Québec : bien s’y prendre',
    description:
      'Camion, boîtes, électricité et changement d’adresse : un calendrier simple pour la grande journée du déménagement.',
    tags: ['Déménagement', 'Québec'],
    daysAgo: 4,
    markdown: `Au Québec, une grande partie des baux se terminent le 30 juin. Camions, déménageurs et boîtes se font rares : mieux vaut s’organiser tôt.

## Deux mois avant

- Réservez le camion ou les déménageurs dès que votre nouveau bail est signé.
- Faites le tri : ce que vous ne déménagez pas n’a pas à être emballé.

## Un mois avant

- Prévoyez le branchement de l’électricité et d’Internet à la nouvelle adresse.
- Ramassez des boîtes et étiquetez-les par pièce.
- Réservez l’ascenseur ou la rue si votre immeuble l’exige.

## La semaine du déménagement

1. Faites votre changement d’adresse auprès des services publics.
2. Photographiez le logement que vous quittez, pièce par pièce.
3. Gardez une boîte « première nuit » : draps, chargeurs, papier hygiénique, médicaments.

> Le jour venu, arrivez tôt au nouveau logement et notez par écrit tout ce qui est endommagé avant d’y entrer vos meubles.`,
  },
  {
    author: 'camille',
    locale: 'fr',
    title: 'Préparer un dossier de location qui rassure le propriétaire',
    description:
      'Les documents à réunir avant vos visites pour répondre vite quand le bon logement se présente.',
    tags: ['Conseils locataires', 'Dossier de location'],
    daysAgo: 9,
    markdown: `Quand un logement intéressant se libère, plusieurs personnes le visitent la même journée. Un dossier prêt d’avance fait souvent la différence.

## Les pièces à réunir

- Une pièce d’identité.
- Une preuve de revenus : talons de paie récents, lettre de l’employeur ou relevés pour un travail autonome.
- Les coordonnées de vos propriétaires précédents, avec leur accord.
- Une courte présentation : qui habitera le logement, animaux, date d’emménagement souhaitée.

## Ce qu’on ne peut pas vous demander

Certains renseignements ne sont pas exigibles, selon la province : par exemple votre numéro d’assurance sociale ou un dépôt interdit par la loi. En cas de doute, consultez les règles de votre province avant de transmettre un document.

## Répondre rapidement

Gardez ces documents dans votre profil de locataire : vous pourrez les joindre à une demande en quelques clics, dès la fin de la visite.`,
  },
];

/** Seeds the demo authors, tags and published posts. */
export async function seedDemoBlogs(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const authorRows = await tx
      .insert(blogAuthors)
      .values(AUTHORS.map(({ name, bio }) => ({ name, bio })))
      .returning();
    const authorId = (key: DemoPost['author']) =>
      authorRows.find((a) => a.name === AUTHORS.find((x) => x.key === key)!.name)!.id;
    const allTagIds = new Set<string>();
    for (const post of DEMO_POSTS) {
      const body = richTextForStorage(richTextFromMarkdown(post.markdown), { requireText: true });
      const publishedAt = new Date(now.getTime() - post.daysAgo * 86_400_000);
      const [row] = await tx
        .insert(blogs)
        .values({
          title: post.title,
          slug: blogSlug(post.title),
          description: post.description,
          bodyJson: body.json as unknown as Record<string, unknown>,
          bodyHtml: body.html,
          bodyText: body.text,
          avgReadingTime: body.readingMinutes,
          authorId: authorId(post.author),
          locale: post.locale,
          isPublished: true,
          publishedAt,
          createdAt: publishedAt,
        })
        .returning({ id: blogs.id });
      const tagIds = await tagIdsForNames(tx, post.tags);
      tagIds.forEach((id) => allTagIds.add(id));
      await tx.insert(blogTags).values(tagIds.map((tagId) => ({ blogId: row!.id, tagId })));
    }
    await recountTagUse(tx, [...allTagIds]);
  });
}
