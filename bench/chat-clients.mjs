/**
 * The people of the chat benchmark (chat.mjs): renters who sign up, open a conversation about one
 * listing, and listen to it over a WebSocket (graphql-ws), as the /message page does.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql } from './bench-server.mjs';

const SIGN_UP = `mutation($data: SignUpInput!) { signUp(data: $data) { confirmationSentTo } }`;
const CONFIRM_SIGN_UP = `mutation($token: String!) { confirmSignUp(token: $token) { token user { id } } }`;
const SIGN_UP_LINK = /\/signup\/confirm\?token=([\w%-]+)/;
/** How long a sign-up's e-mail may take to reach the bench's mailbox. */
const MAIL_WAIT_MS = 30_000;
const CREATE_BOOKING = `mutation($data: CreateBookingInput!) { createBooking(data: $data) { room } }`;
const POST = `mutation($room: ID!, $text: String) { createMessage(room: $room, text: $text) { id } }`;

/** A GraphQL request from its own client address: the server trusts the local proxy's header. */
async function asClient(origin, n, query, variables, token) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // One address per renter, as real sign-ups come from many: the sign-up limit is per address.
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`${query.slice(0, 40)}: ${body.errors[0].message}`);
  return body.data;
}

/** The token of the sign-up link `mailbox` (e2e/fake-mailbox.mjs) received for `email`. */
async function signUpToken(mailbox, email) {
  const deadline = performance.now() + MAIL_WAIT_MS;
  while (performance.now() < deadline) {
    const link = mailbox
      .messagesTo(email)
      .map((m) => SIGN_UP_LINK.exec(m.text))
      .find(Boolean);
    if (link) return decodeURIComponent(link[1]);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no sign-up link reached ${email}`);
}

/**
 * `count` renters, each with a conversation about `listingId`, made `parallel` at a time. Each
 * signs up and confirms through the link the server mails to `mailbox`, as a person would.
 */
export async function makeRenters(origin, listingId, count, mailbox, parallel = 8) {
  const renters = [];
  let next = 0;
  const run = `${Date.now().toString(36)}`;
  async function worker() {
    while (next < count) {
      const n = next++;
      const email = `chat-${run}-${n}@bench.example`;
      await asClient(origin, n + 1, SIGN_UP, {
        data: {
          email,
          password: 'Bench-Passw0rd!',
          firstName: 'Bench',
          lastName: `Renter ${n}`,
          userType: 'RENTER',
          acceptTerms: true,
        },
      });
      const { confirmSignUp: signUp } = await asClient(origin, n + 1, CONFIRM_SIGN_UP, {
        token: await signUpToken(mailbox, email),
      });
      const { createBooking } = await asClient(
        origin,
        n + 1,
        CREATE_BOOKING,
        { data: { listing: listingId, text: 'Hello! Is it available?' } },
        signUp.token,
      );
      renters.push({ n, token: signUp.token, userId: signUp.user.id, roomId: createBooking.room });
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  return renters.sort((a, b) => a.n - b.n);
}

/**
 * Subscribes `renter` to their room on `origin`'s WebSocket; `onMessage(text, receivedAt)` is
 * called for each message pushed. Resolves once the server has acknowledged the subscription.
 */
export function listen(origin, renter, onMessage) {
  const client = createClient({
    url: `${origin.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${renter.token}` },
    lazy: false,
    retryAttempts: 0,
  });
  return new Promise((resolve, reject) => {
    const stop = client.subscribe(
      { query: `subscription { roomMessages(roomId: "${renter.roomId}") { text } }` },
      {
        next: ({ data, errors }) => {
          if (errors?.length) reject(new Error(errors[0].message));
          else onMessage(data.roomMessages.text, performance.now());
        },
        error: reject,
        complete: () => undefined,
      },
    );
    // graphql-ws has no "subscribed" event: `ready` (below) tells when the first push arrives.
    client.on('connected', () => resolve({ close: () => (stop(), client.dispose()) }));
  });
}

/**
 * Waits until every renter's subscription is live: each posts a greeting in their own room, again
 * after `retryMs` until it has been pushed back, `parallel` at a time. A push published before the
 * server has set a subscription up (its Redis SUBSCRIBE, say) reaches nobody, so measuring before
 * this would count set-up time, and lost greetings, as delivery.
 */
export async function ready(origin, renters, received, { parallel = 8, retryMs = 2000 } = {}) {
  let next = 0;
  async function worker() {
    while (next < renters.length) {
      const renter = renters[next++];
      const text = `ready-${renter.n}`;
      for (let attempt = 0; !received.has(text); attempt++) {
        if (attempt === 5) throw new Error(`${text} was never pushed back`);
        await post(origin, renter, text);
        const until = performance.now() + retryMs;
        while (!received.has(text) && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
      }
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Posts one message in the renter's own room; resolves with the time the request was sent. */
export async function post(origin, renter, text) {
  const sentAt = performance.now();
  await graphql(origin, POST, { room: renter.roomId, text }, renter.token);
  return sentAt;
}
