import type { SeedHelpCollectionText } from './seed-entry';

/** Finding a home, in English: search, saved searches and saved homes. */
export const FINDING_A_HOME_EN: SeedHelpCollectionText = {
  locale: 'en',
  title: 'Finding a home',
  description: 'Search for rentals, keep the searches and homes you like, and hear of new listings.',
  articles: [
    {
      title: 'Search for homes with filters and the map',
      description: 'Narrow the results by city, price, bedrooms and more, and look at them on a map.',
      markdown: `Choose **Explore Homes** in the header to open the search page. It lists every published rental; premium listings come first.

## Narrow the results
- Start with the **City** and, if you like, a **Neighbourhood**.
- Set a **Min price**, a **Max price** and the **Bedrooms** you need.
- Open **More filters** for the bathrooms, the property type, pets, furnished, parking, utilities included and the move-in date, then press **Show results**.
- Type in **Keyword** to find a title, an address or a word of the description.
- Change the order with **Sort by**: newest, or price low to high or high to low.

If nothing matches, press **Reset the filters** and try a wider price range or another city.

## Look at the map
Switch the results between **List** and **Map**. On the map, tick **Search as I move the map** to see only the homes in the area you are looking at.

## Open a listing
A listing shows its pictures, units, rent, deposit, availability, the building, utilities included, pets and the landlord’s tenant requirements. From there you can **Contact** the landlord, **Apply**, or book a viewing.`,
    },
    {
      title: 'Save a search and get alerts',
      description: 'Keep your filters and be told by e-mail when a new home matches them.',
      helpKey: 'saved-searches',
      markdown: `A saved search keeps your filters and the map area, and e-mails you new homes that match. You need an account: a visitor who saves a search is asked to log in or sign up first, then comes back to the same search.

## Save a search
1. Open **Explore Homes** and set the filters you want, for example a city and a maximum price.
2. Press **Save this search**.
3. Check the **Name**: it is filled in from your filters, and you can change it.
4. Under **Alerts**, choose how you hear of new homes: **Instant** (an e-mail for each new home), **Daily** (one e-mail at 8 a.m., Toronto time) or **None** (keep the search only).
5. Press **Save search**. The dialog says the search is saved.

You can keep up to 20 saved searches.

## Manage your saved searches
Press **See my saved searches** in the dialog, or choose **Saved searches** in your account menu. For each search you can:
- **Open search** to run it again with the same filters;
- **Rename** it;
- change its alerts, or **Pause alerts** and later **Resume alerts**;
- **Delete** it, with its alerts.

Every alert e-mail also has a link that turns that search’s alerts off.`,
    },
    {
      title: 'Keep the homes you like with the heart',
      description: 'Save listings, add private notes and see when their price changes.',
      markdown: `Tap the heart on a listing card or on a listing page to save the home. Choose **Saved homes** in your account menu to find them again, newest first.

## What the saved homes page shows
- Whether each home is still available, rented, or no longer available.
- Whether its price dropped or went up since you saved it.
- **Your note**: only you see it. Write down the visit, or a question for the landlord, then press **Save note**.

## Remove a home
Press **Remove** on the home, then confirm: the home and your note leave your saved homes. The landlord is never told who saved their listing; they only see how many renters did.`,
    },
  ],
};
