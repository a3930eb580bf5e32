import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { openRoom } from '../../modules/messaging/test-rooms';
import { startHttpTestServer, type HttpTestServer } from '../http-server';

/*
 * Object level over the WebSocket (OWASP API1:2023): a signed-in user subscribing to a conversation
 * they are not in, over a real graphql-ws connection, is answered ROOM_NOT_FOUND, and none of the
 * room's messages reach them while its participants receive them. The same denial over HTTP (SSE)
 * is a row of the authorization matrix (messaging.rows.ts, "others' conversation").
 */

const ROOM_MESSAGES = 'subscription($r: ID!) { roomMessages(roomId: $r) { room text } }';
const POST = 'mutation($room: ID!, $text: String) { createMessage(room: $room, text: $text) { id } }';

type Event = FormattedExecutionResult<{ roomMessages: { room: string; text: string } }>;

let server: HttpTestServer;
const clients: Client[] = [];
beforeAll(async () => {
  server = await startHttpTestServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await server.close();
});

/** Every result the subscription of `token` gets, an error the server sends included, until it ends. */
function subscribe(token: string, roomId: string) {
  const client = createClient({
    url: `${server.base.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  clients.push(client);
  const received: Event[] = [];
  let onFirst: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (onFirst = resolve));
  const ended = new Promise<void>((resolve) => {
    client.subscribe<Event['data']>(
      { query: ROOM_MESSAGES, variables: { r: roomId } },
      {
        next: (result) => {
          received.push(result as Event);
          onFirst();
        },
        error: (error) => {
          const errors = (Array.isArray(error) ? error : [error]) as Event['errors'];
          received.push({ errors });
          onFirst();
          resolve();
        },
        complete: resolve,
      },
    );
  });
  return { received, first, ended };
}

describe('a subscription to another user’s conversation over the WebSocket', () => {
  it('is denied with ROOM_NOT_FOUND, and the room’s messages never reach it', async () => {
    const room = await openRoom(server.api);
    const outsider = await server.api.factories.user({ userType: 'RENTER' });
    const participant = subscribe(room.renter.token, room.roomId);
    const intruder = subscribe(outsider.token, room.roomId);

    // The participant's subscription is registered a moment after it is sent: post until it hears one.
    for (let attempt = 0; attempt < 50 && participant.received.length === 0; attempt++) {
      const posted = await server.api.execute(
        POST,
        { room: room.roomId, text: `Private note ${attempt}` },
        { token: room.landlord.token },
      );
      expect(posted.errors).toBeUndefined();
      await Promise.race([participant.first, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    expect(participant.received[0]?.data?.roomMessages.text).toMatch(/^Private note/);

    // Ended by the server with the denial; a subscription let in would have the messages instead.
    await Promise.race([intruder.ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
    expect(intruder.received.map((r) => r.errors?.map((e) => e.extensions?.code))).toEqual([
      ['ROOM_NOT_FOUND'],
    ]);
    expect(intruder.received[0]!.data ?? null).toBeNull();
  });
});
