import type { WebSocketRoute } from '@playwright/test';
import { graphql } from '../fixtures/graphql';
import { login } from '../fixtures/listings';
import { CREATE_MESSAGE, landlordWithListing, messages, openConversation } from '../fixtures/messaging';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 16: a conversation left open through a dropped connection. The subscription's pushes sent
 * while the socket is down are lost; when it connects again the page reads the newest messages,
 * so what was sent meanwhile shows, once, and the live pushes carry on.
 */

test('messages sent while the connection is down show once after it comes back', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const { session: landlord, listing } = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  const room = await openConversation(request, renter.token, listing.id, 'Is the unit still free?');

  // Every subscription socket goes through this route, which notes the conversation's
  // subscription starting on it: while `down`, new sockets are turned away with 1013 'Try again
  // later', which the client retries.
  const sockets: { page: WebSocketRoute; server: WebSocketRoute; subscribed: boolean }[] = [];
  let down = false;
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    if (down) {
      void ws.close({ code: 1013, reason: 'Try again later' });
      return;
    }
    const socket = { page: ws, server: ws.connectToServer(), subscribed: false };
    ws.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"subscribe"') && message.includes('roomMessages'))
        socket.subscribed = true;
      socket.server.send(message);
    });
    sockets.push(socket);
  });
  const subscribedSockets = () => sockets.filter((s) => s.subscribed).length;

  await storeSession(page, landlord, `/message?room=${room}`);
  const log = messages(page);
  await expect(log.getByText('Is the unit still free?')).toBeVisible();

  // Live first: a message pushed on the open socket.
  await expect.poll(subscribedSockets).toBe(1);
  await graphql(request, CREATE_MESSAGE, { room, text: 'Could I visit on Saturday?' }, renter.token);
  await expect(log.getByText('Could I visit on Saturday?')).toBeVisible();

  // The connection drops; two messages are sent while it is down, so their pushes reach nobody.
  // (Two: the conversation list's refresh brings a room's last message; the first is the catch-up's.)
  down = true;
  for (const socket of sockets) {
    void socket.server.close();
    void socket.page.close({ code: 1012, reason: 'Service restart' });
  }
  const sentMeanwhile = 'Sent while you were offline';
  await graphql(request, CREATE_MESSAGE, { room, text: sentMeanwhile }, renter.token);
  const lastMeanwhile = 'And one more';
  await graphql(request, CREATE_MESSAGE, { room, text: lastMeanwhile }, renter.token);
  await page.waitForTimeout(500);
  await expect(log.getByText(sentMeanwhile)).toHaveCount(0);

  // It comes back: the page catches up on what it missed, once.
  down = false;
  await expect.poll(subscribedSockets, { timeout: 30_000 }).toBe(2);
  await expect(log.getByText(sentMeanwhile)).toHaveCount(1);
  await expect(log.getByText(lastMeanwhile)).toHaveCount(1);

  // Live again on the new socket, still without doubles.
  await graphql(request, CREATE_MESSAGE, { room, text: 'Saturday at 10 works.' }, renter.token);
  await expect(log.getByText('Saturday at 10 works.')).toHaveCount(1);
  await expect(log.getByText(sentMeanwhile)).toHaveCount(1);
  await expect(log.getByText('Could I visit on Saturday?')).toHaveCount(1);
});
