import sharp from 'sharp';

/**
 * Pictures decoded at the same time in this process, across all requests. A 50 Mpx picture takes
 * up to 200 MB while it is decoded, so sixty uploads arriving together must wait their turn
 * instead of all being held in memory at once; two keeps both cores busy.
 */
export const IMAGE_DECODE_CONCURRENCY = 2;

/*
 * libvips keeps the results of recent operations (by default up to 50 MB and 100 operations) to
 * reuse them when the same image is processed again. Every upload is a different image, so that
 * cache never hits here and only keeps the memory of the last pictures after each request: off.
 */
sharp.cache(false);

let running = 0;
const waiting: (() => void)[] = [];

/** How many decodes are running now and how many wait for a slot (for tests and logs). */
export function imageDecodeLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/**
 * Runs sharp work once one of the IMAGE_DECODE_CONCURRENCY slots is free, first come first served.
 * Every decode of uploaded bytes (processing, smaller copies, picture hashes) goes through here.
 */
export async function withImageDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_DECODE_CONCURRENCY) {
    // The finishing decode hands its slot straight to this one, so `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
