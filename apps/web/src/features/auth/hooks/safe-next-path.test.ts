import { expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

it.each([
  [null, '/'],
  ['', '/'],
  ['/profile', '/profile'],
  ['/search?city=Ottawa', '/search?city=Ottawa'],
  ['https://evil.example', '/'],
  ['//evil.example', '/'],
  ['/\\evil.example', '/'],
  ['profile', '/'],
])('%s -> %s', (next, expected) => {
  expect(safeNextPath(next)).toBe(expected);
});
