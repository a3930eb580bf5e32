import type { SeedHelpCollectionText } from './seed-entry';

/** Viewings, in English: booking, changing and asking the team to arrange them. */
export const VIEWINGS_EN: SeedHelpCollectionText = {
  locale: 'en',
  title: 'Viewings',
  description: 'Book a time to visit a home, change or cancel it, or let our team arrange viewings.',
  articles: [
    {
      title: 'Book a viewing',
      description: 'Choose a free time on the listing page and book it in a few steps.',
      helpKey: 'viewings',
      markdown: `Many listings let you book a viewing online. The times are shown in the listing’s time zone.

## Book a time
1. Open the listing. The **Book a viewing** box shows the next free times, day by day.
2. Press the time that suits you, or **See all times** to see every day. A visitor logs in or signs up first, then comes back to the time chosen.
3. On the booking form, check the time under **Your choice** and read **How the viewing takes place**: in person at the home, or by video call.
4. Add a **Message** for the landlord if you wish: it is posted in your conversation with them.
5. Press **Book this viewing**.

The page says **Your viewing is booked**. Press **Add to calendar** to put it in your calendar, or **See my viewings** to find it with your other viewings.

## When the landlord confirms the time
Some landlords confirm each viewing themselves. The box then says the landlord confirms the time: choose up to three times, then press the request button (**Request this time** for one time). The landlord confirms one of them or proposes another, and the answer appears in your conversation and in **My Viewings**.

## No times online?
If the box says there is no viewing time online, press **Message the landlord** to arrange one in the conversation.

You can hold at most two upcoming viewings of one listing.`,
    },
    {
      title: 'Change or cancel a viewing',
      description: 'Find your viewings, accept a new time, propose another or cancel with a reason.',
      markdown: `Your viewings are under **My Viewings** in your account’s side menu, in two tabs: **Upcoming** and **Past**. Each viewing shows its time, its status and a link to the **Conversation** with the landlord.

## Change the time
- Press **Propose another time** and choose a new time. The current time stays booked until the other side accepts the new one.
- When the landlord proposes another time, press **Accept the new time** to take it.

## Cancel
Press **Cancel the viewing**, give a reason and confirm. The landlord is told at once, with your reason. Cancel as early as you can: someone else may want that time.

Before a confirmed viewing, we send you a reminder by e-mail the day before and again shortly before. Once the landlord has marked the viewing as done, its card offers **Apply for this home** to start your application.`,
    },
    {
      title: 'Ask our team to find homes and arrange viewings',
      description: 'Tell us where and when you are looking; the team sends you homes and sets up the visits.',
      markdown: `Not found the right listing yet? Our team can look for you.

1. Open **Request a Viewing** in your account’s side menu.
2. Under **Where and what**, say the city, your budget and the sizes that would suit you.
3. Under **When you are free**, choose at least one day, and the times that suit you if you have a preference.
4. Add anything that helps (pets, parking, accessibility, a neighbourhood you prefer) and press **Send my request**.

A member of the team reads every request within one business day, then contacts you by e-mail or phone with homes that fit and times to visit them. Your requests and where they stand are listed under **My viewing requests** on the same page.`,
    },
  ],
};
