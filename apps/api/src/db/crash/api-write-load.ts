import { randomUUID } from 'node:crypto';
import { CSRF_HEADER } from '../../graphql/csrf-prevention';
import { makeImage } from '../../modules/files/test-files';
import { listWithUsData } from '../../modules/listings/test-list-with-us';
import { validUnit } from '../../modules/listings/test-listings';
import { CARDS, card, CREATE_CHECKOUT, SANDBOX_PAY } from '../../modules/payments/test-payments';

/*
 * A write load through the API over HTTP, as its clients send it, for the crash tests: landlords
 * list buildings with units (the list-with-us wizard's submission, a picture uploaded first) and
 * pay each one's onboarding deposit in the sandbox checkout; renters send messages in their
 * conversations. Each client records what the API acknowledged (the id it answered), which must
 * be in the database after any crash; a request that failed or got no answer is only counted.
 */

/** The wizard's plans for a paid listing (Viewings Management, a GTA plan): a $300 deposit + 13% HST. */
const PAID_PLAN_IDS = [7];
const DEPOSIT_TOTAL_CENTS = 33_900;
/** Units per listing, each written with its building in one transaction. */
export const UNITS_PER_LISTING = 2;
/** A client's pause after a failed request, so a dead server is not hammered. */
const RETRY_PAUSE_MS = 200;

export interface Acks {
  listings: { id: string; unitIds: string[] }[];
  /** Deposit checkouts opened (payment rows the API answered). */
  checkouts: string[];
  /** Deposits the sandbox answered SUCCEEDED for. */
  payments: { id: string; listingId: string }[];
  messages: { id: string; roomId: string }[];
}

export interface LoadClients {
  url: string;
  torontoId: string;
  landlords: string[];
  /** A renter's session and the conversation they write in. */
  renters: { token: string; roomId: string }[];
}

export interface WriteLoad {
  acks: Acks;
  /** Requests that failed or got no answer. */
  failures(): number;
  /** Resolves once `enough` holds of the acknowledgements. */
  until(enough: (acks: Acks) => boolean, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

class GraphQLFailure extends Error {
  constructor(readonly errors: { message: string; extensions?: Record<string, unknown> }[]) {
    super(JSON.stringify(errors));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send<T>(
  url: string,
  token: string,
  init: { headers: Record<string, string>; body: BodyInit },
) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...init.headers },
    body: init.body,
  });
  const result = (await response.json()) as { data?: T; errors?: GraphQLFailure['errors'] };
  if (result.errors?.length || !result.data) throw new GraphQLFailure(result.errors ?? []);
  return result.data;
}

/** One GraphQL operation over HTTP; throws on a network failure or any GraphQL error. */
export function graphql<T>(url: string, token: string, query: string, variables: Record<string, unknown>) {
  return send<T>(url, token, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
}

const UPLOAD_PICTURE = `mutation($files: [Upload!]!) {
  multipleFileUpload(files: $files, pathType: LISTING_PICTURE) { id } }`;

/** Uploads one small picture as the web app does (a GraphQL multipart request); answers its file id. */
async function uploadPicture(url: string, token: string, shade: number): Promise<string> {
  const image = await makeImage(16, 16, { format: 'png', alpha: shade % 2 === 0 });
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD_PICTURE, variables: { files: [null] } }));
  form.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
  form.append('0', new File([new Uint8Array(image)], `picture-${shade}.png`, { type: 'image/png' }));
  const data = await send<{ multipleFileUpload: { id: string }[] }>(url, token, {
    headers: { [CSRF_HEADER]: '1' },
    body: form,
  });
  return data.multipleFileUpload[0]!.id;
}

const CREATE_LIST_WITH_US = `mutation($data: ListWithUsInput!) { createListWithUs(data: $data) { id unitIds } }`;

/** Lists a building in Toronto with its units as `token`'s landlord; answers its id and unit ids. */
export async function listBuilding(
  url: string,
  token: string,
  torontoId: string,
  planIds: number[],
  n: number,
): Promise<{ id: string; unitIds: string[] }> {
  const picture = await uploadPicture(url, token, n);
  const units = Array.from({ length: UNITS_PER_LISTING }, (_, i) => validUnit({ title: `Unit ${101 + i}` }));
  const data = listWithUsData(torontoId, [picture], { planIds, units }, { title: `Crash Court ${n}` });
  const answer = await graphql<{ createListWithUs: { id: string; unitIds: string[] } }>(
    url,
    token,
    CREATE_LIST_WITH_US,
    { data },
  );
  return answer.createListWithUs;
}

/** A landlord: lists a building, opens its deposit checkout, pays it; again until stopped. */
async function landlordClient(load: Running, token: string) {
  while (!load.stopped) {
    try {
      const listing = await listBuilding(load.url, token, load.torontoId, PAID_PLAN_IDS, load.next++);
      load.acks.listings.push(listing);
      const opened = await graphql<{ createCheckoutSession: { paymentId: string; url: string } }>(
        load.url,
        token,
        CREATE_CHECKOUT,
        { listingId: listing.id, price: DEPOSIT_TOTAL_CENTS, key: randomUUID() },
      );
      const { paymentId, url: checkoutUrl } = opened.createCheckoutSession;
      load.acks.checkouts.push(paymentId);
      const paid = await graphql<{ sandboxPay: { outcome: string } }>(load.url, token, SANDBOX_PAY, {
        id: checkoutUrl.split('/').pop(),
        card: card(CARDS.SUCCEEDS),
      });
      if (paid.sandboxPay.outcome !== 'SUCCEEDED') throw new Error(`sandboxPay: ${paid.sandboxPay.outcome}`);
      load.acks.payments.push({ id: paymentId, listingId: listing.id });
    } catch {
      load.failed++;
      await pause(RETRY_PAUSE_MS);
    }
  }
}

const CREATE_MESSAGE = `mutation($room: ID!, $text: String!, $clientId: ID!) {
  createMessage(room: $room, text: $text, clientId: $clientId) { id } }`;

/** A renter: writes in their conversation until stopped, waiting when the per-minute limit says so. */
async function renterClient(load: Running, renter: LoadClients['renters'][number]) {
  for (let n = 1; !load.stopped; n++) {
    try {
      const answer = await graphql<{ createMessage: { id: string } }>(
        load.url,
        renter.token,
        CREATE_MESSAGE,
        {
          room: renter.roomId,
          text: `Is it still available? (${n})`,
          clientId: randomUUID(),
        },
      );
      load.acks.messages.push({ id: answer.createMessage.id, roomId: renter.roomId });
    } catch (error) {
      const throttled =
        error instanceof GraphQLFailure && error.errors[0]?.extensions?.code === 'MESSAGE_THROTTLED';
      if (throttled) await pause(1000);
      else {
        load.failed++;
        await pause(RETRY_PAUSE_MS);
      }
    }
  }
}

interface Running extends LoadClients {
  acks: Acks;
  stopped: boolean;
  failed: number;
  /** The next listing's number, for distinct titles and pictures. */
  next: number;
}

/** Enough of each kind before a kill that every path has been written many times. */
export const ENOUGH_BEFORE_THE_KILL = (acks: Acks) =>
  acks.listings.length >= 8 && acks.payments.length >= 5 && acks.messages.length >= 40;

/** Starts every client at once; they write until stop(). */
export function startApiWriteLoad(clients: LoadClients): WriteLoad {
  const load: Running = {
    ...clients,
    acks: { listings: [], checkouts: [], payments: [], messages: [] },
    stopped: false,
    failed: 0,
    next: 1,
  };
  const running = [
    ...clients.landlords.map((token) => landlordClient(load, token)),
    ...clients.renters.map((renter) => renterClient(load, renter)),
  ];
  return {
    acks: load.acks,
    failures: () => load.failed,
    async until(enough, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (!enough(load.acks)) {
        if (Date.now() > deadline) throw new Error(`The load did not get there: ${summary(load.acks)}`);
        await pause(50);
      }
    },
    async stop() {
      load.stopped = true;
      await Promise.all(running);
    },
  };
}

/** The acknowledgements counted per kind, for a failing test's message. */
export function summary(acks: Acks): string {
  return `${acks.listings.length} listings, ${acks.checkouts.length} checkouts, ${acks.payments.length} payments, ${acks.messages.length} messages`;
}
