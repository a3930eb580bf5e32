import { contactMessages, contactReplies } from '../../db/schema/site-forms';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** What the user wrote to the team through the contact form. */
registerExportPart({
  domain: 'contact',
  files: [
    rowsFile(contactMessages, [contactMessages.userId], {
      name: 'contact-messages',
      note: {
        en: 'What you wrote to us with the contact form. Our answers reached you by e-mail.',
        fr: 'Ce que vous nous avez écrit avec le formulaire de contact. Nos réponses vous ont été envoyées par courriel.',
      },
    }),
  ],
  excluded: [
    {
      columns: [contactMessages.handledBy, contactReplies.authorId],
      reason: "staff's handling of and answers to others' messages, not data about them",
    },
  ],
});
