import type { SeedHelpCollectionText } from './seed-entry';

/** Listing a property, in English: the Add Property dialog, approval, viewing hours, rented units. */
export const LISTING_PROPERTY_EN: SeedHelpCollectionText = {
  locale: 'en',
  title: 'Listing your property',
  description: 'Add your building and units, get them approved, offer viewings and keep listings up to date.',
  articles: [
    {
      title: 'List a property and get it approved',
      description: 'The six steps of Add Property, and what happens while our team reviews the listing.',
      helpKey: 'listing-wizard',
      markdown: `As a landlord, choose **List Your Property** in the header: it opens **My Properties**, your dashboard. Press **Add Property**.

## The six steps
1. **Property**: the **Poster type**, the **Property type** and the **Address**, then the building’s title, units, floors and year of construction. Type a Canadian address and choose it from the list, or **Place the pin on the map** if it is not found.
2. **Building features**: utilities included, amenities, pets allowed, tags, tenant requirements and the basement, and the building’s pictures (at least one; the first is the cover).
3. **Unit**: the unit’s title, when it is available, bedrooms, bathrooms and size, the monthly price (or **Contact for Pricing!**) and the deposit.
4. **Unit details**: the unit number, parking, storage, the lease term, maintenance and smoke alarm.
5. **Features and description**: the unit’s amenities, appliances and pictures, and the **Description**. Write it yourself, or press **Generate** to draft it from the previous steps, then edit it.
6. **Plan**: **Choose Basic** to list for free, or pick another plan (see "Choose a plan").

Move between the steps with **Next** and **Previous**. A renter may list only a lease they assign or sublet, with the poster type Lease Assignor or Sub-Lessor.

## Approval
Your property shows as **Pending Approval** until our team has reviewed it; renters cannot find it before. If the team rejects it, the reason is e-mailed to you, and your next change sends it back for review. Later changes to the title, description, pictures, address or rent of an approved listing also go back to review, and the listing is hidden from renters until approved again.

Not a landlord yet? **List Your Property** opens our **Listing Form** instead: fill it in, and log in or sign up at the end to send it.`,
    },
    {
      title: 'Offer viewings: hours and open houses',
      description: 'Let renters book visits at the times you choose, and add open houses.',
      markdown: `Renters book viewings at the times you offer. Until you set them, a listing only takes viewings through its messages and open houses.

## Set your viewing hours
1. In **My Properties**, open the **Viewings** tab.
2. Under **Viewing hours of your listings**, press **Set the viewing hours** for the listing.
3. In **Weekly viewing hours**, press **Add hours** on each day you can show the home; leave a day empty if you cannot.
4. Choose how long a viewing lasts, the break between two viewings, how far ahead renters may book, and the minimum notice (24 hours by default).
5. Choose whether a booking is confirmed at once or waits for your confirmation, and whether viewings take place in person or by video call (with your meeting link).
6. Press **Save the availability**.

Times are in the listing’s time zone.

## Open houses
Under **Open houses**, add a time range when many renters may come at once, up to the places you offer, and press **Add the open house**.

## Answer requests
The **Viewings** tab lists your viewings by day. **Confirm** or **Decline** a request, **Propose another time**, or **Cancel the viewing** with a reason: the renter is told at once. After the time, **Mark as done**, or say the **Renter did not come**.`,
    },
    {
      title: 'Mark a property as rented or make it available again',
      description: 'Take a rented home out of search, add units, and bring a listing back.',
      markdown: `Each property in **My Properties** has its actions: **Edit**, **Add unit**, **Mark as rented** and **Delete**.

## Mark as rented
1. Press **Mark as rented**.
2. Give the **Signed lease date** and the **Rented price (CAD per month)**, and the tenants’ names if you wish.
3. Choose whether to disable the listing, and press **Save**.

The property is hidden from renters and any boost ends the same day.

## Make it available again
Press **Make available again**. If the listing must be reviewed again, it comes back once our team approves it.

## See how a listing does
Each property shows its figures over the last 30 days: views, search results, contact clicks, conversations, viewings and applications, and how many renters saved it.

**Delete** removes the property with its units and pictures; it cannot be undone.`,
    },
  ],
};
