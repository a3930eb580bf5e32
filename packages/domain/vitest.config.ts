import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The rules are pure functions: a worker keeps the modules it loaded from one file to the next
    // instead of loading them again for each (loading was nine tenths of this suite's time), and
    // both cores take files, where Vitest would keep one free.
    isolate: false,
    maxWorkers: '100%',
  },
});
