import {
  bookings,
  conversationReports,
  listingEnquiries,
  messages,
  roomParticipants,
  rooms,
  savedReplies,
} from '../../db/schema/messaging';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/*
 * Conversations are shared: the user gets their own messages and their place in each conversation;
 * of the other participants, only the conversation's id is included, never their messages, names
 * or addresses (those are their data).
 */
registerExportPart({
  domain: 'messaging',
  files: [
    rowsFile(messages, [messages.senderId], {
      name: 'messages',
      note: {
        en: 'The messages you wrote, with their conversation’s id. The other participants’ messages are not included: they are their data.',
        fr: 'Les messages que vous avez écrits, avec l’identifiant de leur conversation. Les messages des autres participants ne sont pas inclus : ce sont leurs données.',
      },
      omit: ['clientId', 'safetyFlags'],
    }),
    rowsFile(roomParticipants, [roomParticipants.userId], {
      name: 'conversations',
      note: {
        en: 'The conversations you take part in: when you joined, last read, blocked. Nothing about the other participants.',
        fr: 'Les conversations auxquelles vous participez : arrivée, dernière lecture, blocage. Rien sur les autres participants.',
      },
    }),
    rowsFile(bookings, [bookings.seekerId], {
      name: 'bookings',
      note: {
        en: 'The homes you asked about.',
        fr: 'Les logements sur lesquels vous avez posé des questions.',
      },
    }),
    rowsFile(listingEnquiries, [listingEnquiries.userId], {
      name: 'enquiries',
      note: {
        en: 'Your enquiries to landlords. The relay e-mail addresses (private keys to the conversation) are left out.',
        fr: 'Vos demandes de renseignements aux propriétaires. Les adresses courriel relais (des clés privées de la conversation) sont exclues.',
      },
      omit: ['fromAddress', 'toAddress', 'ccAddress', 'bccAddress'],
    }),
    rowsFile(conversationReports, [conversationReports.reporterId], {
      name: 'reports',
      note: { en: 'The conversations you reported.', fr: 'Les conversations que vous avez signalées.' },
    }),
    rowsFile(savedReplies, [savedReplies.ownerId], {
      name: 'saved-replies',
      note: { en: 'Your saved replies.', fr: 'Vos réponses enregistrées.' },
    }),
  ],
  excluded: [
    { columns: [rooms.handledBy], reason: "staff's handling of flagged conversations, not data about them" },
  ],
});
