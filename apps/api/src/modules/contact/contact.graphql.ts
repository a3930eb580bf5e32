import { CONTACT_TOPICS } from '@rentals/domain/contact/topics';
import { contactMessageSchema, contactReplySchema } from '@rentals/domain/contact/schemas';
import { staffPageSchema } from '@rentals/domain/paging';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import {
  contactRepliesOf,
  getContactMessage,
  listContactMessages,
  markContactMessageHandled,
  replyToContactMessage,
  sendContactMessage,
  type ContactMessagePage,
  type ContactMessageView,
  type ContactReplyView,
} from './contact.service';
// Registers what a user's data export holds of this domain (modules/privacy).
import './contact-data-export';

/* /contact-us (anyone) and its messages in the staff inbox (inbox view to read, inbox edit to answer). */

builder.enumType('ContactTopic', {
  description:
    'The topics of /contact-us: RENTING, LISTING (my property), PAYMENTS (and plans), ACCOUNT, OTHER.',
  values: CONTACT_TOPICS,
});

const ContactReplyAuthorRef = builder
  .objectRef<NonNullable<ContactReplyView['author']>>('ContactReplyAuthor')
  .implement({
    description: 'The staff member who answered.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The user.' }),
      firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
      lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
      email: t.exposeString('email', { description: 'E-mail.' }),
    }),
  });

const ContactReplyRef = builder.objectRef<ContactReplyView>('ContactReply').implement({
  description: 'A staff answer to a contact message, e-mailed to the sender.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The answer.' }),
    body: t.exposeString('body', { description: 'What was sent.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was sent.', resolve: (r) => r.createdAt }),
    author: t.field({
      type: ContactReplyAuthorRef,
      nullable: true,
      description: 'Who answered; null once their account is gone.',
      resolve: (r) => r.author,
    }),
  }),
});

const ContactMessageRef = builder.objectRef<ContactMessageView>('ContactMessage').implement({
  description: 'A /contact-us message: a conversation of the staff inbox.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The message.' }),
    name: t.exposeString('name', { description: "The sender's name." }),
    email: t.exposeString('email', { description: "The sender's e-mail, where answers go." }),
    topic: t.string({ description: 'A ContactTopic value.', resolve: (m) => m.topic }),
    message: t.exposeString('message', { description: 'What they wrote.' }),
    context: t.exposeString('context', {
      nullable: true,
      description: 'What they were reading when they wrote (e.g. a help article), if any.',
    }),
    locale: t.exposeString('locale', {
      description: 'The language they wrote in (en or fr); answers go in it.',
    }),
    userId: t.exposeID('userId', { nullable: true, description: 'Their account, when they were signed in.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was sent.', resolve: (m) => m.createdAt }),
    handledAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When staff marked it handled (answering does); null while it waits.',
      resolve: (m) => m.handledAt,
    }),
    replyCount: t.exposeInt('replyCount', { description: 'How many answers were sent.' }),
    replies: t.field({
      type: [ContactReplyRef],
      description: 'The answers, oldest first.',
      resolve: (m, _args, ctx) => contactRepliesOf(ctx.db, m.id),
    }),
  }),
});

const ContactMessagePageRef = builder.objectRef<ContactMessagePage>('ContactMessagePage').implement({
  description: 'A page of contact messages.',
  fields: (t) => ({
    items: t.field({ type: [ContactMessageRef], description: 'This page.', resolve: (p) => p.items }),
    count: t.exposeInt('count', { description: 'How many in all.' }),
    unhandledCount: t.exposeInt('unhandledCount', { description: 'How many are not handled.' }),
  }),
});

builder.queryFields((t) => ({
  contactMessages: t.field({
    type: ContactMessagePageRef,
    description:
      'Contact messages, those not handled first, then newest first, 10 a page by default: staff with inbox view.',
    authScopes: { staff: 'inbox:view' },
    args: {
      first: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) => listContactMessages(ctx.db, parseInput(staffPageSchema, args)),
  }),
  contactMessage: t.field({
    type: ContactMessageRef,
    description: 'One contact message with its answers: staff with inbox view. CONTACT_MESSAGE_NOT_FOUND.',
    authScopes: { staff: 'inbox:view' },
    args: { id: t.arg.id({ required: true, description: 'The message.' }) },
    resolve: (_r, args, ctx) => getContactMessage(ctx.db, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  sendContactMessage: t.boolean({
    description:
      "/contact-us: stores the message (name, email, topic, message, context; `website` is a honeypot), e-mails the support address and a copy to the sender in the caller's language. Anyone may call it; counted per client address and per mailbox (TOO_MANY_ATTEMPTS past the limit); VALIDATION_FAILED with each field.",
    authScopes: { public: true },
    args: { data: t.arg({ type: 'JSON', required: true, description: 'The message.' }) },
    resolve: (_r, args, ctx) => sendContactMessage(ctx, parseInput(contactMessageSchema, args.data)),
  }),
  replyToContactMessage: t.field({
    type: ContactMessageRef,
    description:
      'Answers a contact message by e-mail in the sender’s language, keeps the answer and marks the message handled: staff with inbox edit.',
    authScopes: { staff: 'inbox:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The message.' }),
      body: t.arg.string({ required: true, description: 'The answer (plain text).' }),
    },
    resolve: (_r, args, ctx) =>
      replyToContactMessage(
        ctx,
        requireViewer(ctx.viewer),
        parseInput(contactReplySchema, { id: String(args.id), body: args.body }),
      ),
  }),
  markContactMessageHandled: t.field({
    type: ContactMessageRef,
    description: "'Mark handled' and 'Mark not handled' of a contact message: staff with inbox edit.",
    authScopes: { staff: 'inbox:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The message.' }),
      handled: t.arg.boolean({ required: true, description: 'Handled or not.' }),
    },
    resolve: (_r, args, ctx) =>
      markContactMessageHandled(ctx.db, requireViewer(ctx.viewer), String(args.id), args.handled),
  }),
}));
