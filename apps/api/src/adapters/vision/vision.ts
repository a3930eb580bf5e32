import type { Config } from '../../config';
import { chatCompletion, type ChatEndpoint } from '../description/openai-chat';

/** A picture to look at: its bytes and content type. */
export interface VisionImage {
  body: Buffer;
  mimeType: string;
}

/** Detects the features shown in listing pictures (scanImage). */
export interface VisionAdapter {
  /** `none` when no provider is configured: scanImage then answers VISION_NOT_CONFIGURED. */
  kind: 'none' | 'llm';
  /** Short feature names seen in the pictures; rejects when the provider fails. */
  detectFeatures(images: VisionImage[]): Promise<string[]>;
}

/** A vision model answers within this long, or the call counts as failed. */
export const VISION_TIMEOUT_MS = 60_000;
/** Most features kept from one answer, and the longest one. */
const MAX_FEATURES = 50;
const MAX_FEATURE_LENGTH = 100;

const PROMPT =
  'These are pictures of a rental home in Canada. List the features a renter would care about that are ' +
  'clearly visible (for example "hardwood floors", "dishwasher", "balcony", "walk-in closet"). ' +
  'Answer with a JSON array of short English strings and nothing else.';

/** The features of an answer: a JSON array (possibly fenced, or under `features`), else one per line or comma. */
export function parseFeatures(answer: string): string[] {
  const unfenced = answer.replace(/^```(?:json)?\s*|\s*```$/g, '').trim();
  let items: unknown[] | null = null;
  try {
    const parsed: unknown = JSON.parse(unfenced);
    if (Array.isArray(parsed)) items = parsed;
    else if (
      parsed &&
      typeof parsed === 'object' &&
      Array.isArray((parsed as { features?: unknown }).features)
    ) {
      items = (parsed as { features: unknown[] }).features;
    }
  } catch {
    items = unfenced.split(/\n|,/);
  }
  const seen = new Set<string>();
  const features: string[] = [];
  for (const item of items ?? []) {
    if (typeof item !== 'string') continue;
    const feature = item
      .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
      .replace(/^["']|["'.]$/g, '')
      .trim()
      .slice(0, MAX_FEATURE_LENGTH);
    if (!feature || seen.has(feature.toLowerCase())) continue;
    seen.add(feature.toLowerCase());
    features.push(feature);
    if (features.length === MAX_FEATURES) break;
  }
  return features;
}

/** An OpenAI-compatible vision chat call; the pictures travel inline as data URLs, so the provider needs no access to /files. */
export function createLlmVisionAdapter(endpoint: ChatEndpoint): VisionAdapter {
  return {
    kind: 'llm',
    async detectFeatures(images) {
      const answer = await chatCompletion(
        endpoint,
        [
          {
            role: 'user',
            content: [
              { type: 'text', text: PROMPT },
              ...images.map((image) => ({
                type: 'image_url' as const,
                image_url: { url: `data:${image.mimeType};base64,${image.body.toString('base64')}` },
              })),
            ],
          },
        ],
        { temperature: 0 },
      );
      return parseFeatures(answer);
    },
  };
}

const notConfigured: VisionAdapter = {
  kind: 'none',
  detectFeatures: () => Promise.reject(new Error('no vision provider is configured')),
};

/** A vision model when VISION_URL is set; otherwise none. */
export function createVisionAdapter(config: Config): VisionAdapter {
  if (!config.VISION_URL) return notConfigured;
  return createLlmVisionAdapter({
    url: config.VISION_URL,
    apiKey: config.VISION_API_KEY,
    model: config.VISION_MODEL,
    timeoutMs: VISION_TIMEOUT_MS,
  });
}
