import type { SeedHelpCollectionText } from './seed-entry';

/** Trust and privacy, in English: what is verified today, and your data. */
export const TRUST_PRIVACY_EN: SeedHelpCollectionText = {
  locale: 'en',
  title: 'Trust, privacy and your account',
  description: 'What Rentals checks, who sees your information, and how to get or delete your data.',
  articles: [
    {
      title: 'What Rentals verifies, and what it does not yet',
      description:
        'Verified posters, listing reviews, message warnings and sealed leases; and the checks still up to you.',
      helpKey: 'verification',
      markdown: `## What we check today
- Posters are verified. Everyone who posts a listing sends our team a government-issued photo ID and a proof for the role they post under: an owner a property tax bill or the title, a property manager the management agreement or business registration, an agent their brokerage licence and registration number, a sub-lessor or lease assignor their lease and the landlord’s written consent. Our team checks them by hand; a verified poster’s listings and profile show the **Verified** badge, with a line saying what was checked and when. A poster not verified within a week of their first listing has their listings hidden from search until they are.
- Listings are reviewed. Our team reviews every new listing before renters can find it, and reviews again an approved listing whose title, description, pictures, address or rent changes.
- Messages are watched for scams. A message asking for money before a viewing, a deposit to hold a unit, or contact off Rentals shows a warning in the conversation, and you can report the conversation to our team.
- Signed leases are sealed. A lease signed on Rentals is sealed with its audit trail. To check that a PDF is a lease sealed by Rentals, exactly as it was signed, open the page **Check a signed lease** (at /leases/verify) and press **Choose a PDF**. Only the file’s fingerprint is sent: the file never leaves your device.

## What we do not verify yet
Rentals does not verify the identity of renters yet, and the **Verified** badge says that a poster’s documents were checked on that day, not that every detail of a listing is true. Before you pay anything:
- visit the home, in person or with someone you trust;
- check that the person you meet is the verified poster;
- sign a lease before paying a deposit or the first rent.

Posters send their documents from **Get verified** in their account. Only the staff who review accounts see them, each time one of them opens a document is recorded and shown to the poster, and the documents are deleted 30 days after our decision; we keep only the decision, who made it and why.`,
    },
    {
      title: 'Your privacy and deleting your data',
      description: 'Who sees what you share, how to download it, and how to have your data deleted.',
      helpKey: 'privacy',
      markdown: `## Who sees what
- Your profile: landlords and renters see the details on your **Profile** when you message them.
- Your applications: only the landlord of the listing you applied for and the staff who review applications. A share ends after 60 days, and you can **Revoke access** at any time from **My Applications**. Your social insurance number stays hidden unless you consent to a credit check, and even then the landlord can see it once only.
- Your conversations: the other person, and our team when it helps you or reads a report; each time a staff member opens a conversation is recorded.
- Your saved homes: landlords only see how many renters saved their listing, never who.

The **Privacy policy** in the footer says what we collect and why.

## E-mails
On your **Profile**, untick **Send me e-mails about my messages and listings** and press **Save changes** to stop e-mails about new messages. Each saved search’s alerts can be paused on the **Saved searches** page.

## Get or delete your data
- **Download my data**, in **My Applications**, gives you your application answers and documents in a zip file.
- **Delete my passport**, on the same page, erases the answers, social insurance number and documents of all your applications.
- **Your data**, on your **Profile**, gathers everything else:
  - **Request a copy** prepares a zip of everything we hold about you (your profile, listings, messages, viewings, applications, payments and files). We e-mail you when it is ready; it can be downloaded for 7 days.
  - **Consents** lists what you agreed to (the newsletter, credit checks, sharing an application with a landlord), with a button to withdraw each one.
  - **Who on staff viewed your data** lists each time a staff member opened one of your applications or verification documents, or downloaded one of your files.
  - **Delete your account**: type your password; your account is deleted 14 days later, and until then a link in our e-mail, or the banner shown when you sign in, keeps it.
- **How long we keep your data** is on the **Privacy policy** page.`,
    },
  ],
};
