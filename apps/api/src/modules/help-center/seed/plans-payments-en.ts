import type { SeedHelpCollectionText } from './seed-entry';

/** Plans, payments and boosts, in English: choosing a plan, deposits and receipts, boosting. */
export const PLANS_PAYMENTS_EN: SeedHelpCollectionText = {
  locale: 'en',
  title: 'Plans, payments and boosts',
  description: 'Choose how you list, pay a deposit or a boost by card, and find your receipts.',
  articles: [
    {
      title: 'Choose a plan',
      description: 'Basic is free; managed plans let our team find tenants, run viewings or more.',
      helpKey: 'plan-choice',
      markdown: `Every listing has a plan. The last step of **Add Property** offers the plans available where your property is; **Services** in the header describes each plan and its price.

## Basic
**Choose Basic** to list your property for free. Our team reviews it before it is published.

## Managed plans
Press **Ask the team** on a plan such as Rental Assistance, Viewings Management or Concierge. Your listing is saved, and one of our team contacts you, usually within two business days: keep the e-mail and phone number on your profile up to date.

Which plans you can choose depends on the province and the city: Viewings Management is offered only in the Greater Toronto Area, Rental Assistance only in Ontario, and Concierge everywhere except western and northern Canada and Quebec.

## From the Listing Form
On our **Listing Form**, you choose your plans at the **Choose Plan** step. Paid plans ask for an onboarding deposit: pay it by card at once, or press **Pay later** to send your listing now and pay the deposit later from the listing form.

Want your listing seen first? Boosting is separate from the plans: see "Boost a listing".`,
    },
    {
      title: 'Deposits, payments and receipts',
      description: 'What you pay through Rentals, how, and where to find your receipts.',
      helpKey: 'payments-receipts',
      userType: 'EVERYONE',
      markdown: `## What landlords pay through Rentals
Rentals takes two kinds of payments, always by card through a secure checkout: the onboarding deposit of a paid plan, and boosts. The total shows the GST or HST of your province before you pay.

After the checkout, the page confirms **Payment received**; if you cancelled, nothing was charged and you can pay again when you are ready. If your bank is still confirming, press **Refresh**: you are never charged twice.

## Your receipts
In **My Properties**, open the **Billing** tab. It lists your deposits and boosts with their date, listing, total and status. Press **View** to open a receipt, then **Print** it or **Download PDF**, in English or in French. A refunded payment is marked refunded, and its receipt says so.

## Renters: rent and security deposits
Rentals does not collect rent or deposits for landlords. Pay them to your landlord only after you have visited the home and signed the lease, in the way the lease says, and ask for a receipt. Never pay to hold a unit before that, whatever the reason given.

A question about a payment? Write to us from **Contact us** and choose the topic **Payments and plans**.`,
    },
    {
      title: 'Boost a listing',
      description: 'Show your listing first in search, with a Premium badge, for a number of days.',
      helpKey: 'boost',
      markdown: `A boost shows your listing first in search results, with a **Premium** badge, for a set number of days.

## Boost a listing
1. In **My Properties**, find the listing and press **Boost**. Only an active listing that is not hidden can be boosted.
2. Read **Do you want to boost this listing?**: it shows for how many days, the price, the tax and the total.
3. Press **Confirm**, then pay by card in the secure checkout. When boosting is free, the boost starts at once.

The listing then shows **Premium** and the days left. **Boost again** adds days to a running boost.

## What it does
Your listing’s figures compare views during the boost with the days before it, so you can see what it brought. A boost ends when its days are over, or the day you mark the property as rented. You can also boost at the **Plan** step of **Add Property**.

Your receipt is in the **Billing** tab: see "Deposits, payments and receipts".`,
    },
  ],
};
