import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';

/* Shared by the boost tests: the landlord's two boost calls. */

export const BOOST_QUOTE = `query($id: ID!) {
  boostQuote(listingId: $id) { lines { kind name amountCents } subtotalCents taxes { component ratePer amountCents } taxCents totalCents province } }`;
export const BOOST = `mutation($id: ID!, $key: String!, $price: Int!) {
  boostListing(id: $id, idempotencyKey: $key, price: $price) {
    checkoutUrl daysLeft listing { id isPremium premiumName premiumStart premiumEnd premiumDaysLeft } } }`;

export interface BoostAnswer {
  checkoutUrl: string | null;
  daysLeft: number;
  listing: {
    id: string;
    isPremium: boolean;
    premiumName: string | null;
    premiumEnd: string | null;
    premiumDaysLeft: number;
  };
}

export const boostAs = (api: TestApi, by: CreatedUser, id: string, key: string, price: number) =>
  api.execute<{ boostListing: BoostAnswer }>(BOOST, { id, key, price }, { token: by.token });

export const setBoostPrice = async (api: TestApi, admin: CreatedUser, cents: number) => {
  const r = await api.execute(
    `mutation($v: String!) { updatePremium(where: { name: "BOOST_PRICE" }, data: { value: $v }) { value } }`,
    { v: String(cents) },
    { token: admin.token },
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
};
