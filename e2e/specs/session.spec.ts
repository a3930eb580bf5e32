import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { graphql } from '../fixtures/graphql';
import { expect, test } from '../fixtures/test';
import { signInWithTwoFactor } from '../fixtures/two-factor';

test('a type change made by staff reaches the open page through the subscription', async ({
  page,
  request,
  signInAsNewUser,
}) => {
  let subscribed = false;
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      if (String(frame.payload).includes('"type":"subscribe"')) subscribed = true;
    });
  });
  const user = await signInAsNewUser();
  await expect.poll(() => subscribed).toBe(true);

  const login = await signInWithTwoFactor(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  await graphql(
    request,
    'mutation($data: UpdateUserTypeInput!) { updateUserType(data: $data) { id userType } }',
    { data: { email: user.email, userType: 'LANDLORD' } },
    login.token,
  );

  // The landlord's List Your Property leads to /building; no reload happened.
  await expect(
    page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'List Your Property' }),
  ).toHaveAttribute('href', '/building');
});
