import type { SeedRentalLawFile } from './seed-entry';

const TAL = 'https://www.tal.gouv.qc.ca/en';
const CCQ = 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991';
const CDPDJ = 'https://www.cdpdj.qc.ca/en';

/** Quebec, in English: the Civil Code of Québec (lease of a dwelling) and the Charter of human rights and freedoms. */
export const QUEBEC_EN: SeedRentalLawFile = {
  province: 'QC',
  locale: 'en',
  lastReviewedOn: '2026-11-27',
  entries: [
    {
      topic: 'rent-increase',
      audience: 'RENTER',
      title: 'You received a notice of rent increase',
      description:
        'You have one month to accept, refuse and stay, or say you are leaving; without an answer, the increase is accepted.',
      sourceUrl: TAL,
      sourceTitle: 'Tribunal administratif du logement',
      markdown: `Quebec sets no fixed cap on rent increases, but a tenant may **refuse** an increase and **stay in the dwelling**. The Tribunal administratif du logement (TAL) then fixes the rent if the landlord asks it to.

## When the notice must arrive
For a lease of 12 months or more, the landlord must send a **notice of modification of the lease between 6 and 3 months before the lease ends** (between 2 months and 1 month for a lease of less than 12 months). It states the new rent, or the increase in dollars or as a percentage, the term of the renewed lease and the time you have to refuse. Since December 2024 a regulation sets what the notice must contain.

## Your answer, within one month of receiving it
- You **accept**: the lease is renewed at the new rent.
- You **refuse** and stay: the landlord has one month after your refusal to ask the TAL to fix the rent; otherwise the lease is renewed at the same rent.
- You **leave** at the end of the lease: say so in the same answer.

**If you do not answer within the month, you are deemed to have accepted.** Answer in writing and keep proof that you sent it.

## New tenants
The lease must state the lowest rent paid in the previous 12 months (section G). If you pay more, you can ask the TAL to fix the rent within 10 days of signing the lease (or within 2 months of the start of the lease if that information was missing or false).`,
    },
    {
      topic: 'rent-increase',
      audience: 'LANDLORD',
      title: 'Raising the rent when the lease is renewed',
      description:
        'The notice of modification on time, its required content, and an application to the TAL if the tenant refuses.',
      sourceUrl: TAL,
      sourceTitle: 'Tribunal administratif du logement',
      markdown: `To change the rent or another condition when the lease is renewed, send the tenant a written **notice of modification of the lease**:
- lease of 12 months or more: **between 6 and 3 months** before the lease ends;
- lease of less than 12 months: **between 2 months and 1 month** before it ends;
- lease with no fixed term: **between 2 months and 1 month** before the proposed change.

Since December 26, 2024, a regulation sets the **required content** of the notice, including information on the tenant’s rights. The TAL’s model notice follows it; a text message does not.

## If the tenant refuses
The tenant has one month to answer. If they refuse and stay, you have **one month from receiving the refusal** to ask the TAL to fix the rent; after that the lease is renewed on the same terms. The TAL fixes the rent with the method set by regulation, taking into account taxes, insurance, energy and major work among other things.

## New buildings (section F)
For a dwelling in a building ready for habitation five years ago or less, the tenant cannot have the rent fixed if section F of the lease is filled in correctly; it must state the maximum rent you may charge during those five years.

Keep proof that each notice was received: the TAL will ask for it.`,
    },
    {
      topic: 'deposits',
      audience: 'BOTH',
      title: 'No deposits: only the first month’s rent',
      description:
        'A landlord may require only the rent of the first period in advance: no security deposit and no post-dated cheques.',
      sourceUrl: CCQ,
      sourceTitle: 'Civil Code of Québec, articles 1903 and 1904 (LégisQuébec)',
      markdown: `In Quebec a landlord **may not require any deposit**: no security or damage deposit, no key deposit, no pet deposit and no “last month” paid in advance.

## What a landlord may require
- Payment in advance of the rent for the **first payment period** only, and never more than one month’s rent.
- Rent in equal instalments, due at the latest on the first day of each period (the first of the month for a monthly lease).

## What a landlord may not require
- **Post-dated cheques** or any other payment instrument handed over in advance.
- A social insurance number as a condition of renting.

A tenant who paid a deposit can ask for it back and, if needed, apply to the Tribunal administratif du logement.

## Damage
If a tenant causes damage, the landlord can claim compensation from the Tribunal administratif du logement; a deposit cannot be used to pay for it in advance.`,
    },
    {
      topic: 'notice',
      audience: 'BOTH',
      title: 'Notice periods at a glance',
      description: 'Renewal, non-renewal, visits and work: the periods set by the Civil Code of Québec.',
      sourceUrl: CCQ,
      sourceTitle: 'Civil Code of Québec, articles 1930 to 1946 (LégisQuébec)',
      markdown: `In Quebec a lease is **renewed automatically** when it ends. Most notices are given **in writing**, within periods that depend on the length of the lease.

## Changing the lease or not renewing it
These periods apply both to the landlord’s notice of modification and to the tenant’s notice of non-renewal:
- lease of 12 months or more: **between 6 and 3 months** before it ends;
- lease of less than 12 months: **between 2 months and 1 month** before it ends;
- lease with no fixed term: **between 2 months and 1 month** before the intended date;
- a room: **between 20 and 10 days**.

## Visits and work
- To check the dwelling, do work or show it to a buyer: **24 hours’ notice**, except in an emergency.
- The tenant may refuse a visit **before 9 a.m. or after 9 p.m.**
- After a notice of non-renewal or departure, the dwelling can be shown to a prospective tenant without 24 hours’ notice, between 9 a.m. and 9 p.m.

## Repossession
A notice of repossession is given **at least 6 months before the lease ends** (1 month for a lease of 6 months or less).`,
    },
    {
      topic: 'ending',
      audience: 'RENTER',
      title: 'Leaving your dwelling, or receiving a notice of repossession',
      description:
        'The lease renews by itself; you leave by giving a notice of non-renewal, and a notice of repossession can be refused.',
      sourceUrl: TAL,
      sourceTitle: 'Tribunal administratif du logement',
      markdown: `You have a **right to maintain occupancy**: when the lease ends it is renewed automatically, and the landlord cannot make you leave just because the term is over.

## When you want to leave
- At the end of the lease: send a **notice of non-renewal** on time (between 6 and 3 months before the end of a lease of 12 months or more).
- Before the end: you can **assign the lease** or **sublet** by notifying the landlord. The landlord may refuse an assignment for a serious reason; a refusal for any other reason resiliates the lease.
- Some situations let you **resiliate** the lease early with 2 months’ notice (1 month for a lease of less than 12 months or with no fixed term): being allocated low-rental housing, a disability that prevents you from living there, a senior’s admission to a seniors’ residence or long-term care centre, or spousal or sexual violence.

## When you receive a notice of repossession or eviction
You have **one month** to answer. If you do not answer a notice of repossession, you are deemed to **refuse** it: the landlord must then ask the TAL for permission, and the TAL checks the landlord’s good faith and can set compensation and moving costs. Evictions to enlarge, subdivide or change the use of a dwelling carry compensation set by law and are suspended by a moratorium until June 2027.

Only a TAL decision can force you to leave.`,
    },
    {
      topic: 'ending',
      audience: 'LANDLORD',
      title: 'Repossessing a dwelling or ending a lease',
      description:
        'The tenant’s right to stay, repossession for yourself or a relative, and resiliation for unpaid rent.',
      sourceUrl: TAL,
      sourceTitle: 'Tribunal administratif du logement',
      markdown: `A residential lease **renews automatically**: you cannot refuse to renew it except in the cases the law provides.

## Repossessing the dwelling
You may repossess the dwelling to live there yourself, or to house your parents or children, or another relative or in-law who depends mainly on you. Send the notice **at least 6 months before the lease ends** (1 month for a lease of 6 months or less). The tenant has one month to answer; **silence counts as refusal**, and you must then ask the TAL for permission within the following month. You will have to show your good faith, and the TAL can order you to pay compensation and moving costs.

Some older, low-income tenants who have lived in the dwelling for a long time are protected from repossession. Evictions to enlarge, subdivide or change the use of a dwelling are suspended by a moratorium until June 2027.

## Resiliation
The TAL can resiliate the lease, among other reasons, when rent is **more than three weeks late**, when frequent late payments cause you serious prejudice, or for serious damage or disturbance.

Changing the locks or cutting services to push a tenant out is forbidden.`,
    },
    {
      topic: 'repairs',
      audience: 'BOTH',
      title: 'Repairs, maintenance and dwellings unfit for habitation',
      description:
        'The landlord keeps the dwelling in good habitable condition; the tenant reports defects and makes minor repairs.',
      sourceUrl: CCQ,
      sourceTitle: 'Civil Code of Québec, articles 1854 to 1869 and 1910 to 1918 (LégisQuébec)',
      markdown: `## The landlord’s duties
The landlord must deliver the dwelling **in good repair and fit for habitation**, clean, and meeting health and safety standards, then **maintain** it and make all necessary repairs during the lease. The landlord must also ensure the tenant’s peaceable enjoyment of the premises.

## The tenant’s duties
The tenant keeps the dwelling clean, makes **minor maintenance repairs** (except those caused by wear or superior force) and **tells the landlord** within a reasonable time of any serious defect or deterioration.

## Urgent repairs
If a repair is urgent and necessary to keep or use the dwelling, and the landlord, once told, does not act in time, the tenant may have it done and be **reimbursed for reasonable expenses** on showing the receipts.

## Remedies
The tenant can ask the TAL to order the work, reduce the rent, award damages or **authorize the rent to be deposited** with the Tribunal. The tenant must not withhold rent on their own. If the dwelling becomes **unfit for habitation**, the tenant may leave it after notifying the landlord before leaving or within the following 10 days.`,
    },
    {
      topic: 'discrimination',
      audience: 'BOTH',
      title: 'Discrimination in renting',
      description:
        'The Charter of human rights and freedoms forbids refusing a tenant on a protected ground, including having children.',
      sourceUrl: CDPDJ,
      sourceTitle: 'Commission des droits de la personne et des droits de la jeunesse',
      markdown: `Quebec’s **Charter of human rights and freedoms** forbids a landlord to refuse to rent, set different terms or harass a tenant because of **race, colour, sex, gender identity or expression, pregnancy, sexual orientation, civil status, age** except as provided by law, **religion, political convictions, language, ethnic or national origin, social condition, a handicap** or the use of any means to palliate a handicap.

## In practice
- The Civil Code forbids refusing to rent to someone, or to keep them in the dwelling, **because she is pregnant or they have children**, unless the size of the dwelling justifies it.
- Turning someone away because they receive social assistance is discrimination based on **social condition**.
- A landlord may check ability to pay and references, but should ask only for the information needed; a social insurance number cannot be required.

## Getting help
Anyone who believes they faced discrimination can file a complaint, free of charge, with the **Commission des droits de la personne et des droits de la jeunesse**.`,
    },
  ],
};
