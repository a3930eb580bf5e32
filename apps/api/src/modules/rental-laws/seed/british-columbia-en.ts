import type { SeedRentalLawFile } from './seed-entry';

const RTB = 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies';
const ACT = 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/02078_01';
const BCHRT = 'https://www.bchrt.bc.ca/';

/** British Columbia, in English: the Residential Tenancy Act and the Human Rights Code. */
export const BRITISH_COLUMBIA_EN: SeedRentalLawFile = {
  province: 'BC',
  locale: 'en',
  lastReviewedOn: '2026-11-27',
  entries: [
    {
      topic: 'rent-increase',
      audience: 'RENTER',
      title: 'Rent increases: the yearly limit and three months’ notice',
      description:
        'Once every 12 months, with three full months’ notice on the official form, up to 2.3% in 2026.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca)',
      markdown: `Your landlord can raise the rent **once every 12 months** and must give you **three full months’ notice** on the Residential Tenancy Branch’s **Notice of Rent Increase** form. A text, an e-mail or a letter of their own is not enough.

## How much
The province sets a **maximum allowable increase** each year, tied to inflation: **2.3% for 2026** (3.0% in 2025). It applies to every tenancy covered by the Residential Tenancy Act, whatever the age of the building, and also when a fixed-term lease is renewed with the same tenant.

A larger increase is possible only with your written agreement on the Branch’s form, or by an order of the Branch (for example for certain capital expenditures), which you would be notified of.

## If the increase does not follow the rules
If you paid an increase that breaks these rules, you may **deduct the overpayment from your rent** or otherwise recover it, and you can apply to the Branch for dispute resolution. Keep copies of the notice and of what you paid.`,
    },
    {
      topic: 'rent-increase',
      audience: 'LANDLORD',
      title: 'Raising the rent in British Columbia',
      description:
        'The yearly maximum, three full months’ notice on the Branch’s form, and the 12-month rule.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca)',
      markdown: `You may raise a tenant’s rent **once every 12 months**, by no more than the **maximum allowable increase** (**2.3% for 2026**), with **three full months’ written notice** on the Branch’s **Notice of Rent Increase** form.

## Counting the notice
Three **full** rental months must pass between the day the tenant receives the notice and the day the new rent starts. A notice served a few days late pushes the increase back a month. Allow extra days for mail or posting on the door, which count as received a few days later.

## Going above the limit
- With the tenant’s **written agreement** on the Branch’s form.
- By applying to the Branch for an **additional rent increase**, for example for eligible capital expenditures, and waiting for its decision.

## Fixed-term leases
At the end of a fixed term the tenancy usually continues month to month on the same terms. A clause requiring the tenant to move out is valid only in the limited cases the Act allows, and a renewal with the same tenant is still bound by the yearly limit. When the unit is vacated and re-rented to someone new, you can set a new rent.`,
    },
    {
      topic: 'deposits',
      audience: 'BOTH',
      title: 'Security and pet damage deposits',
      description:
        'Each at most half a month’s rent, returned within 15 days with interest unless the tenant agrees or the Branch orders otherwise.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca)',
      markdown: `A landlord in British Columbia may ask for:
- a **security deposit** of at most **half of one month’s rent**, when the tenancy agreement is made or within 30 days of it;
- a **pet damage deposit** of at most **half of one month’s rent**, whatever the number of pets, when a pet is allowed.

A landlord may not charge a fee for applying, for holding a unit, or any other deposit. Guide and service dogs do not call for a pet deposit.

## Inspections
Landlord and tenant inspect the unit together at **move-in and move-out** and sign a **condition inspection report**. A landlord who does not offer both inspections loses the right to claim the deposits for damage; a tenant who does not take part can lose the right to their return.

## Getting the deposits back
Within **15 days** after the later of the end of the tenancy and the day the landlord receives the tenant’s **forwarding address in writing**, the landlord must return the deposits with any interest due (the Branch’s deposit interest calculator shows it), or apply to the Branch to keep part of them. Keeping them without the tenant’s written consent or an order can cost the landlord **double the deposit**.`,
    },
    {
      topic: 'notice',
      audience: 'BOTH',
      title: 'Notice periods at a glance',
      description:
        'Entering the unit, raising the rent, and ending a tenancy: how much notice each needs in British Columbia.',
      sourceUrl: ACT,
      sourceTitle: 'Residential Tenancy Act (BC Laws)',
      markdown: `## Entering the unit
At least **24 hours’ written notice** (and not more than 30 days), stating a reasonable purpose and a time **between 8 a.m. and 9 p.m.**, unless the tenant agrees at the time or there is an emergency.

## Rent increases
**Three full months’** notice on the Branch’s form, once every 12 months.

## A tenant ending a month-to-month tenancy
Written notice of at least **one full rental month**, effective the day before rent is due. A fixed-term lease cannot be ended early this way, except in cases the Act provides (for example family violence or moving into long-term care).

## A landlord ending the tenancy
Only on the Branch’s notice forms:
- unpaid rent or utilities: **10 days**, and the tenant can cancel it by paying within 5 days;
- cause (damage, disturbance, repeated late payment): **one month**;
- the landlord or a close family member moving in: **four months**, on a notice generated through the Branch’s landlord use web portal;
- demolition or renovations needing vacant possession: only after the Branch grants an order.`,
    },
    {
      topic: 'ending',
      audience: 'RENTER',
      title: 'Ending your tenancy, or receiving a notice to end it',
      description:
        'One full month’s notice to leave a month-to-month tenancy; a landlord’s notice can be disputed within its deadline.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca)',
      markdown: `## When you want to leave
For a month-to-month tenancy, give **written notice of at least one full rental month**, effective the day before your rent is due. For a fixed term, you can agree with your landlord to end it early or, with their consent, assign or sublet. Leaving early without agreement can make you liable for lost rent.

## When you receive a notice
A notice to end tenancy must be on the **Branch’s approved form**. You do not have to move if you **dispute** it in time:
- 5 days for a 10-day notice for unpaid rent (or pay in full within 5 days);
- 10 days for a one-month notice for cause;
- **30 days** for a notice for the landlord’s or a close family member’s use.

If you do not dispute in time, you are presumed to accept it. Only the Branch can grant an order of possession, and only a court bailiff can remove you.

## Compensation
A tenant who receives a notice for the landlord’s use is owed **one month’s rent**. If the landlord does not use the unit for the stated purpose for at least six months, the tenant can claim **12 months’ rent** from the Branch.`,
    },
    {
      topic: 'ending',
      audience: 'LANDLORD',
      title: 'Ending a tenancy as a landlord',
      description:
        'The Branch’s forms, the right reason, four months for your own use, and an order of possession to enforce it.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca)',
      markdown: `You can end a tenancy only for a **reason in the Residential Tenancy Act**, on the **Branch’s notice form** for that reason.

## The main notices
- **Unpaid rent or utilities**: 10-day notice. The tenant can pay within 5 days to cancel it.
- **Cause**: one-month notice (serious damage, unreasonable disturbance, repeated late rent, illegal activity and the other causes on the form).
- **You or a close family member will live in the unit**, or a purchaser will: **four months’ notice**, generated through the Branch’s **landlord use web portal**. The tenant has 30 days to dispute and is owed **one month’s rent**. If the unit is not used that way for at least six months, you may have to pay **12 months’ rent**.
- **Demolition or renovations** needing the unit empty: apply to the Branch for an order first.

## Enforcing it
If the tenant stays, apply for an **order of possession**, then a writ from the Supreme Court enforced by a court bailiff. Locking a tenant out or removing belongings yourself is not allowed.`,
    },
    {
      topic: 'repairs',
      audience: 'BOTH',
      title: 'Repairs, maintenance and emergency repairs',
      description:
        'The landlord maintains the unit to health, safety and housing standards; tenants may make emergency repairs after trying to reach the landlord.',
      sourceUrl: RTB,
      sourceTitle: 'Residential Tenancy Branch (gov.bc.ca)',
      markdown: `## The landlord’s duties
The landlord must provide and maintain the property in a state of **decoration and repair** that meets health, safety and housing standards and makes it suitable to live in, even if the tenant knew of the problem when renting.

## The tenant’s duties
The tenant keeps the unit reasonably clean and sanitary and repairs **damage they or their guests cause**. Reasonable wear and tear is not the tenant’s responsibility.

## Emergency repairs
Emergencies include major leaks in pipes or the roof, blocked or broken water or sewer pipes, a failed primary heating system, damaged locks and electrical problems. The landlord must post an emergency contact. If the tenant has **phoned that contact at least twice** and given reasonable time, the tenant may have the emergency repair done, keep the receipts, and claim the cost back from the landlord.

## Other repairs
Ask in writing and keep a copy. If nothing happens, the tenant can apply to the Branch for an order to make repairs or for a rent reduction. Do not simply withhold rent: that can lead to a 10-day notice.`,
    },
    {
      topic: 'discrimination',
      audience: 'BOTH',
      title: 'Discrimination in renting',
      description:
        'The Human Rights Code protects applicants and tenants, including those with children and any lawful source of income.',
      sourceUrl: BCHRT,
      sourceTitle: 'BC Human Rights Tribunal',
      markdown: `British Columbia’s **Human Rights Code** forbids refusing to rent, or setting different terms, because of **Indigenous identity, race, colour, ancestry, place of origin, religion, marital status, family status, physical or mental disability, sex, sexual orientation, gender identity or expression, age** (19 and over) or **lawful source of income**.

## In practice
- Turning away families with children, or people whose income is income assistance, a pension or a disability benefit, is discriminatory.
- A landlord may check references and ability to pay, applying the same criteria to everyone.
- A landlord may refuse pets in general, but not a certified guide or service dog.

## Exceptions
The Code does not apply when the tenant would share a bathroom or kitchen with the person offering the space, and buildings reserved for people 55 and over or for people with disabilities are allowed.

## Getting help
Complaints go to the **BC Human Rights Tribunal**, generally within one year of what happened. The BC Human Rights Clinic gives free help.`,
    },
  ],
};
