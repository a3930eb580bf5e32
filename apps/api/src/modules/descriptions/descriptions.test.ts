import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http';
import type { CreatedUser } from '../../test/factories';

const GENERATE = `mutation($d: ListingDescriptionFactsInput!, $l: Locale) { generateListingDescription(data: $d, locale: $l) }`;
const SCAN = `mutation($u: [String!]!) { scanImage(urls: $u) }`;
const UPLOAD = `mutation($f: [Upload!]!, $p: FilePathType!) { multipleFileUpload(files: $f, pathType: $p) { url } }`;

let fake: FakeHttpServer;
beforeAll(async () => {
  fake = await startFakeHttpServer();
});
afterAll(() => fake.close());

async function uploadPicture(api: TestApi, user: CreatedUser, pathType = 'LISTING_PICTURE'): Promise<string> {
  const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#00a857' } })
    .jpeg()
    .toBuffer();
  const r = await api.upload<{ multipleFileUpload: { url: string }[] }>(
    UPLOAD,
    { f: [null], p: pathType },
    { 'f.0': new File([new Uint8Array(jpeg)], 'a.jpg') },
    { token: user.token },
  );
  return r.data!.multipleFileUpload[0]!.url;
}

describe('generateListingDescription', () => {
  let api: TestApi;
  let landlord: CreatedUser;
  beforeAll(async () => {
    api = await createTestApi();
    landlord = await api.factories.user({ userType: 'LANDLORD' });
  });
  afterAll(() => api.close());

  it('writes from the facts with the built-in writer, in the asked language', async () => {
    const d = {
      property_type: 'CONDO',
      neighbor: 'Kitsilano',
      monthly_price: 2100,
      appliances: ['dishwasher'],
    };
    const en = await api.execute<{ generateListingDescription: string }>(
      GENERATE,
      { d },
      { token: landlord.token },
    );
    expect(en.data?.generateListingDescription).toMatch(/condo in Kitsilano/);
    expect(en.data?.generateListingDescription).toMatch(/\$2,100/);
    const fr = await api.execute<{ generateListingDescription: string }>(
      GENERATE,
      { d, l: 'fr' },
      { token: landlord.token },
    );
    expect(fr.data?.generateListingDescription).toMatch(/lave-vaisselle/);
  });

  it('checks the facts', async () => {
    const r = await api.execute(
      GENERATE,
      { d: { lease_term: 121, num_spots: 21 } },
      { token: landlord.token },
    );
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
    expect(r.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ path: 'lease_term', key: 'max' }),
      expect.objectContaining({ path: 'num_spots', key: 'max' }),
    ]);
  });

  it("answers 'Failed to create Description' when the language model fails", async () => {
    const llm = await createTestApi({ env: { LLM_URL: fake.url, LLM_API_KEY: 'k' } });
    try {
      const user = await llm.factories.user({ userType: 'LANDLORD' });
      fake.answer(() => ({ json: { choices: [{ message: { content: 'From the model.' } }] } }));
      const ok = await llm.execute<{ generateListingDescription: string }>(
        GENERATE,
        { d: { bedrooms: 'STUDIO' } },
        { token: user.token },
      );
      expect(ok.data?.generateListingDescription).toBe('From the model.');
      // The model reads the facts by their labels in the asked language, never the stored codes.
      expect(JSON.parse(JSON.parse(fake.requests.at(-1)!.body).messages[1].content)).toEqual({
        bedrooms: 'Studio',
      });
      fake.answer(() => ({ status: 500, json: {} }));
      const failed = await llm.execute<{ generateListingDescription: string }>(
        GENERATE,
        { d: {} },
        { token: user.token },
      );
      expect(failed).toMatchObject({ data: { generateListingDescription: 'Failed to create Description' } });
      const fr = await llm.execute<{ generateListingDescription: string }>(
        GENERATE,
        { d: {}, l: 'fr' },
        { token: user.token },
      );
      expect(fr.data?.generateListingDescription).toBe('Échec de la création de la description');
    } finally {
      await llm.close();
    }
  });
});

describe('scanImage', () => {
  it('answers VISION_NOT_CONFIGURED without a vision provider, after checking the addresses', async () => {
    const api = await createTestApi();
    try {
      const landlord = await api.factories.user({ userType: 'LANDLORD' });
      const url = await uploadPicture(api, landlord);
      expect(errorCodes(await api.execute(SCAN, { u: [url] }, { token: landlord.token }))).toEqual([
        'VISION_NOT_CONFIGURED',
      ]);
      const bad = await api.execute(SCAN, { u: ['https://example.com/a.jpg'] }, { token: landlord.token });
      expect(bad.errors?.[0]?.extensions?.fields).toEqual([
        expect.objectContaining({ path: 'urls.0', key: 'url' }),
      ]);
      const many = await api.execute(
        SCAN,
        { u: Array.from({ length: 61 }, () => url) },
        { token: landlord.token },
      );
      expect(many.errors?.[0]?.extensions?.fields).toEqual([
        expect.objectContaining({ path: 'urls', key: 'max' }),
      ]);
    } finally {
      await api.close();
    }
  });

  it('sends readable pictures to the vision model and returns the features', async () => {
    const api = await createTestApi({ env: { VISION_URL: fake.url, VISION_API_KEY: 'v' } });
    try {
      const landlord = await api.factories.user({ userType: 'LANDLORD' });
      const other = await api.factories.user({ userType: 'LANDLORD' });
      const url = await uploadPicture(api, landlord);
      fake.answer(() => ({
        json: { choices: [{ message: { content: '["Hardwood floors", "Balcony"]' } }] },
      }));
      const r = await api.execute<{ scanImage: string[] }>(
        SCAN,
        { u: [url, `http://localhost:3000${url}`] },
        { token: landlord.token },
      );
      expect(r.data?.scanImage).toEqual(['Hardwood floors', 'Balcony']);
      const body = JSON.parse(fake.requests.at(-1)!.body) as {
        messages: { content: { type: string; image_url?: { url: string } }[] }[];
      };
      const images = body.messages[0]!.content.filter((c) => c.type === 'image_url');
      expect(images).toHaveLength(1);
      expect(images[0]?.image_url?.url).toMatch(/^data:image\/jpeg;base64,/);
      expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer v');

      const privateUrl = await uploadPicture(api, landlord, 'GOVT_PROOF');
      expect(errorCodes(await api.execute(SCAN, { u: [privateUrl] }, { token: other.token }))).toEqual([
        'FILE_NOT_FOUND',
      ]);
      expect(
        errorCodes(
          await api.execute(
            SCAN,
            { u: ['/files/5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69'] },
            { token: landlord.token },
          ),
        ),
      ).toEqual(['FILE_NOT_FOUND']);

      fake.answer(() => ({ status: 502, json: {} }));
      expect(errorCodes(await api.execute(SCAN, { u: [url] }, { token: landlord.token }))).toEqual([
        'VISION_FAILED',
      ]);
    } finally {
      await api.close();
    }
  });
});
