import type { SeedRentalLawFile } from './seed-entry';

const RENT_INCREASES = 'https://www.ontario.ca/page/residential-rent-increases';
const YOUR_RIGHTS = 'https://www.ontario.ca/page/renting-ontario-your-rights';
const ACT = 'https://www.ontario.ca/laws/statute/06r17';
const LTB = 'https://tribunalsontario.ca/ltb/';

/** Ontario, in English: the Residential Tenancies Act, 2006 and the Human Rights Code. */
export const ONTARIO_EN: SeedRentalLawFile = {
  province: 'ON',
  locale: 'en',
  lastReviewedOn: '2026-11-27',
  entries: [
    {
      topic: 'rent-increase',
      audience: 'RENTER',
      title: 'How much and how often your rent can go up',
      description:
        'Once every 12 months, with 90 days’ written notice, and within the yearly guideline for most units.',
      sourceUrl: RENT_INCREASES,
      sourceTitle: 'Residential rent increases (ontario.ca)',
      markdown: `Your landlord can raise the rent **once every 12 months**, counted from your move-in or from the last increase, and must give you **at least 90 days’ written notice** on the Landlord and Tenant Board’s form (usually the N1).

## The yearly guideline
For most units the increase cannot exceed the province’s **rent increase guideline**: **2.1% for increases taking effect in 2026** (it was 2.5% in 2025). The law caps the guideline at 2.5% whatever inflation does.

The guideline does **not** apply to a unit first occupied as a home **after November 15, 2018**. The 12-month and 90-day rules still do.

## When the notice is wrong
- A notice with fewer than 90 days, or an increase sooner than 12 months, is void: you keep paying the current rent.
- An increase above the guideline needs the Board’s approval (an above-guideline increase application); you will get notice of the hearing and can take part.
- If you paid an illegal increase, you can apply to the Board to get the money back, generally within one year.

Your landlord may also ask you to agree to a small increase in exchange for a new service such as parking or air conditioning. You do not have to accept.`,
    },
    {
      topic: 'rent-increase',
      audience: 'LANDLORD',
      title: 'Raising the rent of a current tenant',
      description: 'The 12-month rule, 90 days’ notice on the Board’s form, and the 2026 guideline of 2.1%.',
      sourceUrl: RENT_INCREASES,
      sourceTitle: 'Residential rent increases (ontario.ca)',
      markdown: `You can raise a sitting tenant’s rent **once every 12 months**, with **at least 90 days’ written notice** on the Landlord and Tenant Board’s notice form (N1 for most units). A notice that is late or on the wrong form does not raise the rent.

## How much
- Units first occupied as a home **on or before November 15, 2018**: at most the yearly guideline, **2.1% for 2026**.
- Units first occupied **after November 15, 2018**: no percentage limit, but the same 12-month and 90-day rules.
- Above the guideline for an older unit, you must apply to the Board for an **above-guideline increase** (for example after major repairs or an extraordinary rise in municipal taxes) and wait for its order.

## Between tenants
When a unit is freely vacated, you can set the rent of the next tenancy at any level. A tenant pushed out so the rent can be raised is not a free vacancy, and the Board can order compensation.

Keep a copy of every notice and the way you served it: the Board will ask for it if the increase is disputed.`,
    },
    {
      topic: 'deposits',
      audience: 'BOTH',
      title: 'Deposits: last month’s rent only',
      description:
        'A rent deposit of at most one period’s rent, used for the last period and earning interest; no damage deposit.',
      sourceUrl: YOUR_RIGHTS,
      sourceTitle: 'Renting in Ontario: your rights (ontario.ca)',
      markdown: `In Ontario a landlord may ask for a **rent deposit** of no more than **one month’s rent** (one week’s for a weekly tenancy), requested on or before the tenancy starts. It can only be used as the rent for the **last month** before the tenant moves out.

## What is not allowed
- A **security or damage deposit**, a pet deposit or any other deposit beyond the rent deposit.
- Requiring **post-dated cheques** or automatic payments as a condition of renting.
- A key deposit above the direct cost of replacing the key, card or remote, and it must be refundable.

## Interest
Every year, the landlord must pay the tenant **interest on the rent deposit** at the rate of the rent increase guideline (2.1% in 2026), or credit it against rent. The landlord may keep part of that interest to top the deposit up to the new monthly rent.

## Damage
If a tenant damages the unit, the landlord can apply to the Landlord and Tenant Board for the cost. The rent deposit cannot be kept for damage.`,
    },
    {
      topic: 'notice',
      audience: 'BOTH',
      title: 'Notice periods at a glance',
      description:
        'Entering the unit, raising the rent and moving out: the notices the Act requires and how long each is.',
      sourceUrl: ACT,
      sourceTitle: 'Residential Tenancies Act, 2006 (Ontario e-Laws)',
      markdown: `Notices under the Residential Tenancies Act must be **in writing**, and most use a Landlord and Tenant Board form.

## Entering the unit
The landlord must give **24 hours’ written notice** stating the reason and a time **between 8 a.m. and 8 p.m.** No notice is needed in an emergency, when the tenant agrees at the time, or for cleaning the written lease says the landlord does at set times. Once either side has given notice to end the tenancy, the landlord may show the unit to prospective tenants between 8 a.m. and 8 p.m. after trying to tell the tenant first.

## Rent increases
**90 days’ written notice**, no more than once every 12 months.

## A tenant moving out
- Monthly or yearly tenancy: **60 days’ written notice** (form N9), ending on the last day of a rental period, and not before the end of a fixed term.
- Weekly or daily tenancy: **28 days**.

## A landlord ending the tenancy
The notice period depends on the reason, from 14 days for unpaid rent to 120 days for demolition or major renovation. Each reason has its own Board form, which states the current period.`,
    },
    {
      topic: 'ending',
      audience: 'RENTER',
      title: 'Ending your tenancy, or being asked to leave',
      description:
        'Give 60 days’ notice on a monthly tenancy; a landlord’s notice alone never forces you out.',
      sourceUrl: LTB,
      sourceTitle: 'Landlord and Tenant Board (Tribunals Ontario)',
      markdown: `## When you want to leave
Give your landlord **written notice at least 60 days** before the last day of a rental period (28 days for a weekly tenancy), using form N9 or a signed letter. You cannot end a fixed-term lease before its end date this way, but you can agree with your landlord to end it, or **assign** the lease with the landlord’s consent. When a fixed term ends, the tenancy simply continues month to month; you do not have to sign a new lease.

## When your landlord asks you to leave
A notice from your landlord is **not an eviction order**. You can stay until the Landlord and Tenant Board holds a hearing and orders otherwise, and only the **Sheriff** can enforce that order. Changing the locks or removing your belongings without an order is illegal.

Common grounds include unpaid rent, damage, and the landlord or a close family member moving in. If the notice is for the landlord’s own use, you are generally owed **one month’s rent** in compensation or another acceptable unit. If the landlord does not move in, you can apply to the Board.

Free help: local legal clinics (Legal Aid Ontario) and the Board’s tenant duty counsel.`,
    },
    {
      topic: 'ending',
      audience: 'LANDLORD',
      title: 'Ending a tenancy as a landlord',
      description:
        'Only for a reason the Act allows, with the right Board notice, and only the Board can order an eviction.',
      sourceUrl: LTB,
      sourceTitle: 'Landlord and Tenant Board (Tribunals Ontario)',
      markdown: `A lease does not end just because its term is over: it continues month to month. You can end it only for a **reason the Residential Tenancies Act allows**, by serving the **Board’s notice form** for that reason, and, if the tenant stays, by applying to the Landlord and Tenant Board.

## Common reasons and their forms
- **Unpaid rent**: N4, giving the tenant the period on the form to pay and void it.
- **Damage, disturbing others or illegal acts**: N5, N6 or N7.
- **You, a close family member or a caregiver will live there**: N12, given at least 60 days ahead and for the end of a period or term, with compensation equal to **one month’s rent** (or another unit the tenant accepts).
- **Demolition, conversion or repairs needing vacant possession**: N13, at least 120 days, with compensation and, for repairs, a right for the tenant to return.

## What you must not do
Changing the locks, cutting utilities, or removing a tenant’s belongings without a Board order and the **Sheriff** is an offence and can lead to fines. A notice given in bad faith can lead to an order to pay the tenant’s losses and a fine.

Check the Board’s current form before serving: notice periods and compensation rules change.`,
    },
    {
      topic: 'repairs',
      audience: 'BOTH',
      title: 'Repairs and maintenance',
      description:
        'The landlord keeps the unit in good repair and vital services on; the tenant keeps it clean and repairs what they damage.',
      sourceUrl: YOUR_RIGHTS,
      sourceTitle: 'Renting in Ontario: your rights (ontario.ca)',
      markdown: `## The landlord’s duties
The landlord must keep the building and the unit in a **good state of repair**, fit to live in, and meeting health, safety and housing standards, **even if the tenant knew of a problem** when moving in. Appliances and common areas supplied by the landlord are included.

The landlord must not cut off or interfere with **vital services**: heat, electricity, fuel, gas and hot and cold water. Many municipalities also set a minimum heat (21 °C in Toronto from September 15 to June 1).

## The tenant’s duties
The tenant keeps the unit **reasonably clean** and repairs, or pays for, **damage they or their guests cause** on purpose or through carelessness. Normal wear and tear is not damage.

## When repairs are not made
1. Tell the landlord about the problem **in writing** and keep a copy.
2. Call the municipality’s property standards office for an inspection if nothing is done.
3. Apply to the Landlord and Tenant Board (form T6), which can order repairs, reduce the rent or award money.

Do **not** stop paying rent: unpaid rent can lead to eviction even when repairs are owed.`,
    },
    {
      topic: 'discrimination',
      audience: 'BOTH',
      title: 'Discrimination in renting',
      description:
        'The Human Rights Code protects applicants and tenants, including families with children and people on social assistance.',
      sourceUrl: YOUR_RIGHTS,
      sourceTitle: 'Renting in Ontario: your rights (ontario.ca)',
      markdown: `Ontario’s **Human Rights Code** gives everyone an equal right to housing. A landlord may not refuse an applicant, set different terms or harass a tenant because of **race, ancestry, place of origin, colour, ethnic origin, citizenship, creed, sex, sexual orientation, gender identity, gender expression, age, marital status, family status, disability** or **receipt of public assistance**.

## In practice
- “No children”, “adults only” or “ideal for a professional” listings are discriminatory.
- A landlord may ask about rental history, credit references and credit checks, and may consider income information, but should not use a rigid rule such as “rent must be under 30% of income” on its own.
- A landlord must accommodate a tenant’s disability short of undue hardship, for example by allowing a service animal or adapting access.

## Getting help
A person who believes they faced discrimination can apply to the **Human Rights Tribunal of Ontario**, generally within one year. The Human Rights Legal Support Centre gives free help. The Code does not apply when the tenant would share a kitchen or bathroom with the owner or the owner’s family.`,
    },
  ],
};
