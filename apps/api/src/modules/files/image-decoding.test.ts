import { describe, expect, it } from 'vitest';
import { IMAGE_DECODE_CONCURRENCY, imageDecodeLoad, withImageDecodeSlot } from './image-decoding';
import { processImage } from './image';
import { makeImage } from './test-files';

/** A promise the test settles itself, standing for a decode in progress. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('withImageDecodeSlot', () => {
  it(`runs at most ${IMAGE_DECODE_CONCURRENCY} decodes at once, the others in arrival order`, async () => {
    const decodes = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    const all = decodes.map((d, i) =>
      withImageDecodeSlot(async () => {
        started.push(i);
        await d.promise;
      }),
    );
    const settled = Promise.allSettled(all);
    await tick();
    expect(started).toEqual([0, 1]);
    expect(imageDecodeLoad()).toEqual({ running: 2, waiting: 4 });
    decodes[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    // A failing decode gives its slot back too.
    decodes[0]!.reject(new Error('corrupt'));
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const d of decodes) d.resolve();
    const results = await settled;
    expect(results.map((r) => r.status)).toEqual(['rejected', ...Array(5).fill('fulfilled')]);
    expect(imageDecodeLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps uploads processed together within the bound', async () => {
    const picture = await makeImage(800, 600);
    const peak = { running: 0, waiting: 0 };
    let done = false;
    // sharp works on libuv's threads, so the event loop is free to look at the load meanwhile.
    const watch = async () => {
      while (!done) {
        const load = imageDecodeLoad();
        peak.running = Math.max(peak.running, load.running);
        peak.waiting = Math.max(peak.waiting, load.waiting);
        await tick();
      }
    };
    const watching = watch();
    const results = await Promise.all(Array.from({ length: 8 }, () => processImage(picture, 400)));
    done = true;
    await watching;
    expect(results.every((r) => r.width === 400)).toBe(true);
    expect(peak.running).toBe(IMAGE_DECODE_CONCURRENCY);
    expect(peak.waiting).toBeGreaterThan(0);
    expect(imageDecodeLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
