/* Version 1 of the Terms of Use, in English (Markdown subset of richTextFromMarkdown). */
export const TERMS_EN = `
These Terms of Use govern your use of Rentals.ca, a Canadian marketplace where renters find homes and landlords list and rent them. By creating an account or using the site you accept these terms and our [Privacy Policy](/privacy). If you do not accept them, do not use the service.

## 1. Who we are

Rentals.ca is operated from Montréal, Quebec, Canada. You can reach us through the [contact page](/contact-us). Where these terms say "we" or "us", they mean the operator of Rentals.ca; "you" means the person using the service.

## 2. Your account

- You must be at least 18 years old, or the age of majority in your province, to open an account.
- The information you give us (name, e-mail, phone, account type) must be true and kept up to date.
- You are responsible for keeping your password secret and for what is done with your account. Tell us at once if you think someone else has used it.
- One person, one account. Accounts may not be sold or transferred.
- You can close your account at any time from your profile or by writing to us.

## 3. Listings

Landlords and property managers who publish a listing promise that:

- they own the property or are authorised by its owner to rent it;
- the address, rent, availability, photos and description are accurate and not misleading, and are updated or removed when the unit is rented;
- the listing complies with the human rights and residential tenancy laws of the province where the property is, including the rules against discrimination;
- the photos and texts are theirs or are used with permission.

We review listings before they appear and may refuse, hide or remove a listing that breaks these terms or the law, without notice. We do not own, inspect or manage the properties listed, and we are not a party to any lease unless we say so in writing.

## 4. Messaging and viewings

Messages between renters and landlords go through our messaging service so that both sides keep a record. Do not send spam, threats, harassment, discriminatory remarks or requests for payment outside the ways the site offers. You may report or block another user; our staff review reports and may read the conversation concerned to handle them. Viewing requests and bookings are arrangements between the renter and the landlord; please show up or cancel in time.

## 5. Rental applications and identity documents

A renter may prepare a rental application with identity documents, proof of income, references and other information, and choose which landlords receive it. You must only upload documents that are yours and genuine. A landlord who receives an application may use it only to assess that rental and must not copy it, keep it longer than needed or share it. Applications are encrypted where we store them and access to them is logged.

## 6. Leases signed online

The site lets a landlord prepare a lease and both parties sign it electronically. Each signer confirms their identity and that they intend to be bound by their electronic signature, as the electronic commerce laws of the provinces allow. The lease is between the landlord and the tenant; it must follow the mandatory form and rules of the province (for example the Ontario standard lease or the mandatory Quebec lease form), and its legal effect does not depend on us.

## 7. Plans and payments

Some services are paid: listing plans, boosts that show a listing higher, premium services and deposits collected through the site. Prices are shown in Canadian dollars before you pay, with applicable taxes. Payments are processed by our payment provider; we do not store your full card number. A receipt is sent for every payment. Unless the law or the plan's description says otherwise, fees for a service already delivered (for example a boost that has run) are not refundable; a refund we grant is made to the original means of payment.

## 8. Rules of conduct

You agree not to:

- post false, fraudulent or duplicate listings, or ask for money before a viewing for a property you cannot rent;
- refuse or treat a person differently for a reason protected by human rights law (race, religion, sex, sexual orientation, family status, disability, receipt of public assistance and the other grounds listed in your province's law);
- collect other users' personal information, scrape the site or use automated means to access it beyond what robots.txt allows;
- interfere with the security or operation of the service, or try to reach accounts or data that are not yours.

## 9. Moderation

Our staff may review content, suspend or close an account, hide a listing or end a conversation to protect users or comply with the law. Where it is safe and lawful to do so, we tell you why and you may ask us to reconsider by writing to us.

## 10. Content you provide

You keep your rights in what you post. You give us a non-exclusive, royalty-free licence to host, show, translate and adapt it (for example to resize photos or show a listing in French and English) for the purpose of running and promoting the service, for as long as it is on the site.

## 11. Liability

The service is provided as it is. We do our best to keep it available and accurate, but we do not guarantee that a listing is accurate, that a property is available or suitable, or that a user is who they say they are. To the extent the law allows, we are not liable for indirect damages, or for losses arising from a transaction between users. Nothing in these terms limits rights you have under consumer protection law, including Quebec's Consumer Protection Act.

## 12. Changes to these terms

We may change these terms. A new version is published on this page with its version number and effective date, and earlier versions stay available. When we publish a new version you will be asked to accept it the next time you sign in; if you do not, you may close your account.

## 13. Law and language

These terms are governed by the laws of the province where you live and the federal laws of Canada that apply there. They are available in English and in French; both versions are equally authoritative.
`;
