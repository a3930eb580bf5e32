/*
 * Obvious crawlers and scripts by their User-Agent, so search engines and link previews do not
 * count as visitors in a listing's figures. Deliberately coarse: a bot that poses as a browser
 * passes, and a real browser is never refused anything on this ground (it only goes uncounted).
 * Headless Chrome is not named: automated browser tests of the product drive it.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|pingdom|monitor|curl\/|wget\/|python-requests|httpclient|okhttp|go-http-client|node-fetch|axios\//i;

/** True for a missing User-Agent or one that names a crawler, a preview fetcher or a script. */
export function isLikelyBot(userAgent: string | null | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return BOT_AGENT.test(userAgent);
}
