import { describe, expect, it, vi } from 'vitest';
import { deferModule } from './deferred-module';

describe('deferModule', () => {
  it('imports once, however often it is asked for, and tells its subscribers when it has come', async () => {
    const importModule = vi.fn(async () => ({ answer: 42 }));
    const module = deferModule(importModule);
    const listener = vi.fn();
    module.subscribe(listener);
    expect(module.current()).toBeUndefined();

    module.preload();
    const loaded = await module.load();

    expect(importModule).toHaveBeenCalledTimes(1);
    expect(loaded).toEqual({ answer: 42 });
    expect(module.current()).toBe(loaded);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import, and preload swallows the failure', async () => {
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 42 });
    const module = deferModule(importModule);

    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener once it has unsubscribed', async () => {
    const module = deferModule(async () => ({}));
    const listener = vi.fn();
    const unsubscribe = module.subscribe(listener);
    unsubscribe();
    await module.load();
    expect(listener).not.toHaveBeenCalled();
  });
});
