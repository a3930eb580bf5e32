import { expect, it } from 'vitest';
import { nextProgress, WAITING_CEILING } from './use-timed-progress';

it('rises in steps and stops at 95 while waiting', () => {
  let value = 0;
  for (let i = 0; i < 50; i++) value = nextProgress(value);
  expect(value).toBe(WAITING_CEILING);
  expect(nextProgress(0)).toBeGreaterThan(0);
});
