import type { SeedHelpCollectionText } from './seed-entry';

/** Applying for a home, in English: the application, the renter passport and its shares. */
export const APPLYING_EN: SeedHelpCollectionText = {
  locale: 'en',
  title: 'Applying for a home',
  description: 'Fill in a rental application, reuse it as your renter passport, and control who sees it.',
  articles: [
    {
      title: 'Apply for a home',
      description: 'What the rental application asks, how to keep a draft, and what the landlord receives.',
      helpKey: 'application-wizard',
      markdown: `Press **Apply** on a listing to open the rental application for that home. It takes about 15 minutes.

## Before you start
Have at hand your income details, a reference, and your documents: a credit score report, a proof of income and a government ID. You apply as the future **Tenant**, or as a **Guarantor** who fills the form in for the tenant they guarantee.

## Fill it in
1. Press **Start**.
2. Go through the pages with **Next** and **Back**: **Rental Offer**, **Applicant**, **Income**, **Financial Obligations**, **Vehicles**, **Co-occupants**, **Supplementary Documents** and **Signature**. A guarantor skips the vehicles and co-occupants.
3. Press **Save as Draft** at any time: your answers are kept on this device, and in your account when you are logged in. Nothing is sent before you submit.
4. On the last page, sign with a mouse, a pen or a finger, or type your full name, and press **Save signature**.
5. Tick the box that shares your application with the landlord of this listing. The credit check consent is optional.
6. Press **Submit!**. You need an account to submit: your answers wait for you while you log in or sign up.

## After you submit
Your application, your documents, and your social insurance number if you gave it, are shared with the landlord of this listing and with the staff who review applications. The landlord can shortlist, approve or decline it; you are told by message and e-mail. An application not decided within 30 days expires, and the landlord can read your documents for 60 days at most.`,
    },
    {
      title: 'Your renter passport: apply again in one step',
      description: 'Reuse your last application for another home, or download or delete it.',
      markdown: `Your last application is your renter passport. When you apply for another home while logged in, the application’s first page offers it.

## Apply with your passport
1. Press **Apply** on the listing.
2. In **Apply with your renter passport**, press **Review and apply**.
3. Check your offer for this home: everything else comes from the application you already sent.
4. Tick the sharing box, and press **Submit!**.

Prefer to change something? Press **Edit all my answers** to open the full form with your answers and documents, or press **Start** to begin from scratch.

## Download or delete your passport
Open **My Applications** in your account’s side menu. In **Your renter passport**:
- **Download my data** gives you your answers and documents in a zip file.
- **Delete my passport** erases your answers, your social insurance number, your documents and your saved draft from all your applications. Applications still waiting for a decision are withdrawn; landlords keep only the status history. Confirm with **Delete everything**. This cannot be undone.`,
    },
    {
      title: 'Follow, withdraw or stop sharing an application',
      description: 'See where each application stands, who opened it, and take it back.',
      markdown: `**My Applications** in your account’s side menu lists the homes you applied for and where each application stands.

## On each application
- **View my application** shows what you sent, and your share with the landlord: until when it is shared, and each time the landlord opened it.
- **Conversation** opens your conversation with the landlord of the home.

## Take it back
- **Withdraw my application** tells the landlord, who no longer sees your answers and documents.
- **Revoke access** takes the application and its documents away from the landlord at once. If it is still waiting for a decision, it is withdrawn too.

Both cannot be undone: to apply again, send a new application.`,
    },
  ],
};
