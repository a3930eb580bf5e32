/* Version 1 of the Privacy Policy, in English (Markdown subset of richTextFromMarkdown). */
export const PRIVACY_EN = `
This policy explains what personal information Rentals.ca collects, why, who can see it, how long we keep it and what your rights are. It is written to meet the Personal Information Protection and Electronic Documents Act (PIPEDA) and Quebec's Act respecting the protection of personal information in the private sector, as amended by Law 25.

## 1. Person in charge of personal information

Our person in charge of the protection of personal information is **Claire Bouchard, Privacy Officer**. You can reach her by e-mail at [privacy@rentals.example](mailto:privacy@rentals.example) or by mail at Rentals.ca Privacy Office, 1000 De La Gauchetière Street West, Suite 2400, Montréal, QC H3B 4W5, Canada. She answers requests about access, correction, withdrawal of consent and complaints, in English or French, within 30 days.

## 2. What we collect

### Account

Name, e-mail address, password (stored only as a one-way hash), phone number if you give it, account type (renter or landlord), preferred language, and the profile details you choose to add (city, occupation, budget, move-in date, household and roommate preferences).

### Listings

For landlords: the property's address and location on the map, description, photos, rent, availability and the plan chosen. A published listing is public, but never with your e-mail or phone number unless you write them in it.

### Messages and viewings

Messages you exchange with other users, viewing requests and bookings, reports and blocks. Message drafts you have not sent stay in your own browser.

### Rental applications

If you apply for a home: identity documents, proof of income and employment, references, household members, credit information you provide, and the electronic signature you give. These files are encrypted where we store them, each access is logged, and they are shown only to the landlords you choose and to staff who handle applications.

### Leases and payments

Leases you prepare or sign, with the signers' names and signatures and the time of signing; payments you make (amount, plan or service, status, receipt). Card details are entered with our payment provider and never reach our servers.

### Technical information

The address and browser of the device used for each session, the searches you make (to suggest homes and to improve the search), anonymous counts of listing views, and security logs of sign-in attempts.

## 3. Why we use it

- To run your account and the service you ask for: publish listings, deliver messages, book viewings, send applications, sign leases and process payments.
- To keep the service safe: prevent fraud and abuse, limit repeated attempts, moderate listings and conversations.
- To send the e-mails the service needs (confirmations, receipts, reminders) and, only if you ask for them, alerts and newsletters, which you can stop at any time.
- To meet our legal obligations (accounting, tax, requests from authorities with legal authority).

We do not sell personal information and we do not use it for advertising profiles.

## 4. Consent

We ask for your consent when you open an account and whenever we want to use information for a new purpose. You may withdraw your consent at any time, subject to legal or contractual limits; we will tell you what withdrawing means for the service (for example, we cannot send an application without your documents).

## 5. Who can see it

- Other users see what you choose to share: your public listing, your messages to them, the application you send them.
- Our staff see what they need for their task, with permissions limited by role.
- Service providers act on our instructions under contracts that protect the information: hosting, e-mail delivery, payment processing and map services. Some of them may store information outside Quebec or Canada; before doing so we assess the protection it will receive, as Law 25 requires.
- Authorities, when the law requires it.

## 6. Cookies and local storage

We do not use advertising or cross-site tracking cookies. The site uses:

- a **locale** cookie that remembers your language for one year;
- local storage in your browser for your session token, your user id, your language, and drafts of a listing, a rental application or a message so that you do not lose them;
- session storage, erased when you close the tab, for forms in progress and an anonymous random id used to count a listing view once per visit.

You can clear them from your browser's settings; you will then be signed out and drafts will be lost.

## 7. How long we keep it

- Account information: as long as the account is open, then deleted or anonymised within 90 days of closing, except what the law requires us to keep.
- Rental applications and their documents: deleted 12 months after they were last sent or updated, or sooner if you delete them.
- Messages: kept while both accounts exist, so that each party keeps a record.
- Leases, payments and receipts: 7 years, for accounting and tax obligations.
- Security logs: 12 months.

## 8. Security

Passwords are hashed, identity documents and sensitive fields are encrypted, connections use HTTPS, and access by staff is limited and logged. If an incident involving personal information presents a risk of serious injury, we notify the people concerned and the Commission d'accès à l'information du Québec or the Office of the Privacy Commissioner of Canada, and keep a register of incidents.

## 9. Your rights

You may ask to access the personal information we hold about you, to correct it, to have it deleted or de-indexed where the law allows, to receive computerised information you provided in a structured, commonly used technological format, and to be told about decisions made exclusively by automated processing. Write to the person in charge named above. If you are not satisfied with our answer, you may complain to the Commission d'accès à l'information du Québec or to the Office of the Privacy Commissioner of Canada.

## 10. Minors

The service is for adults. We do not knowingly collect information about people under 14 without the consent of a parent or guardian.

## 11. Changes

We publish each new version of this policy on this page with its version number and effective date; earlier versions remain available.
`;
