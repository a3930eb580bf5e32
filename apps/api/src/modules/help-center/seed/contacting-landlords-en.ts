import type { SeedHelpCollectionText } from './seed-entry';

/** Contacting landlords safely, in English: the first message, scams, reporting and blocking. */
export const CONTACTING_LANDLORDS_EN: SeedHelpCollectionText = {
  locale: 'en',
  title: 'Contacting landlords safely',
  description: 'Write to a landlord, keep the conversation on Rentals, and recognize a scam.',
  articles: [
    {
      title: 'Write to a landlord about a listing',
      description: 'Send your first message from the listing page and follow the answer in Messages.',
      markdown: `## Send the first message
1. Open the listing and press **Contact**. A visitor logs in or signs up first and comes back to the message.
2. Introduce yourself and ask what you want to know: whether the home is still available, when you could visit it.
3. Under **Optional details**, you can add when you would like to move in and how many people would live in the home.
4. Press **Send the message**.

If you already wrote about this listing, the same conversation opens instead of a new one.

## Follow the conversation
The landlord receives your message in their messages and by e-mail. Their answer appears under **Messages** in the header, and we e-mail you when it arrives. In the conversation you can send pictures or PDF files with the attachment button (**Attach a picture or PDF**), and open the listing with **View the listing**.

Keep every exchange in the conversation: it is your record of what was agreed, and our team can only help with what it can read there.`,
    },
    {
      title: 'Spot and avoid rental scams',
      description: 'The signs of a fake listing or a fake landlord, and the rules that keep your money safe.',
      helpKey: 'safe-contact',
      markdown: `Most landlords are honest, but rental scams are common. A scammer copies real pictures, offers a rent below the market, and is in a hurry to get your money.

## Rules that keep you safe
- *Never pay before you have visited the home and signed a lease.* Visit it in person, or send someone you trust.
- Never send an e-transfer, a wire, gift cards or crypto to "hold" a unit. These payments cannot be taken back.
- Keep the conversation on Rentals. A landlord who insists on moving to e-mail, text or another app right away is a warning sign.
- Pay a deposit only once the lease is signed, in the way the lease says, and keep a receipt.
- Share your social insurance number only in a rental application, and only if you agree to a credit check.

## Warning signs
- The landlord is abroad and offers to mail the keys.
- The rent is far below similar homes nearby.
- You are pressed to decide today, before a viewing.
- The pictures appear on other listings under another address or name.

## What Rentals does
When a message asks for money before a viewing, a deposit to hold the unit, or contact off Rentals, the conversation shows **Be careful with this message** with the reason. If a conversation looks like a scam, report it: see "Report or block a conversation". To tell us about a suspicious listing, write to us from **Contact us** with a link to the listing.`,
    },
    {
      title: 'Report or block a conversation',
      description: 'Tell our team about a scam or abuse, and stop someone from writing to you.',
      markdown: `## Report a conversation
1. Open the conversation in **Messages**.
2. Press the three-dot button at the top of the conversation (**Conversation options**) and choose **Report the conversation**.
3. Under **What is wrong?**, choose a reason: **A scam or a request for money**, **Harassment or abusive messages**, **Spam or advertising** or **Something else**.
4. Add what happened if you wish, then press **Send the report**.

Our team reads every report and may contact you. The other person is not told who reported the conversation.

## Block a conversation
In **Conversation options**, choose **Block** and confirm. Nobody can send messages in the conversation any more; the messages stay readable. You can **Unblock** it at any time.

If you paid someone who turned out to be a scammer, also contact your bank at once and report the fraud to your local police and to the Canadian Anti-Fraud Centre.`,
    },
  ],
};
