import type { SeedHelpCollectionText } from './seed-entry';

/** Leases, in English: signing as a tenant and preparing one as a landlord. */
export const LEASES_EN: SeedHelpCollectionText = {
  locale: 'en',
  title: 'Leases',
  description:
    'Sign your lease online, or prepare one from an approved application and send it for signature.',
  articles: [
    {
      title: 'Sign your lease online',
      description: 'Review the lease, adopt your signature, sign each place and get the signed copy.',
      helpKey: 'lease-signing',
      userType: 'RENTER',
      markdown: `When a landlord sends you a lease, you get an e-mail, and the lease appears under **Leases** in your account’s side menu. Sign it before the date shown: a lease not signed by everyone within 14 days expires.

## Sign it
1. Open **Leases** and press **Review and sign**.
2. Read **Review the lease**. The PDF is the document you sign: open it with **Read the full lease (PDF)**.
3. Tick the box to agree to sign electronically, and press **Continue**.
4. Press **Adopt your signature**: **Draw** it, or **Type** your full name, add your initials, and press **Adopt and continue**.
5. Tap each place in turn: **Initial each page**, **Initial the additional terms** when there are any, and **Sign here**.
6. Press **Finish and sign**.

If another signer signs before you, we e-mail you when it is your turn. When everyone has signed, we e-mail you the signed lease, and **Download signed lease** gives you your copy.

## Something is wrong in the lease?
Do not sign it. Ask the landlord in your conversation to correct it, or press **Decline to sign** and give your reason: the lease ends for everyone and the landlord is told why.

Pay a deposit or the first rent only once the lease is signed, in the way the lease says, and keep a receipt.`,
    },
    {
      title: 'Prepare a lease and send it for signature',
      description: 'For landlords: from an approved application to a lease signed by everyone.',
      userType: 'LANDLORD',
      markdown: `A lease is prepared from an approved rental application.

## Prepare it
1. In your dashboard, open the **Applications** tab, open the application and **Approve** it.
2. Press **Prepare lease**. The form follows the standard lease: parties, rental unit, term, rent, services and utilities, deposits, smoking, insurance and additional terms.
3. Choose the province: the form shows its deposit limit and the deposits it does not allow. Each additional term is checked against the province’s law as you type, and a clause a tenant is not bound by is pointed out.
4. Choose the **Signing order** and the language, and open **Show the preview** to read the lease as the signers will.
5. Press **Send for signature**, or **Save draft** to finish later.

## Follow the signatures
**Leases** in your side menu shows who has signed and who signs next. **Remind** e-mails the signers; **Void** ends a lease nobody can sign any more, with a reason. Once everyone has signed, the lease is sealed and **Download signed lease** gives you the signed copy.

Some provinces require their own official lease form: the form says so, and that form must also be given to the tenant.`,
    },
  ],
};
