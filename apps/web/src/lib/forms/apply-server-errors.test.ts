import { expect, it, vi } from 'vitest';
import { applyServerErrors } from './apply-server-errors';

it('puts each API field issue on its field, with the placeholder values the message needs', () => {
  const setError = vi.fn();
  const placed = applyServerErrors(
    {
      code: 'VALIDATION_FAILED',
      params: {},
      fields: [
        { path: 'leaseTerm', key: 'max', message: 'Maximum number should be 120', params: { max: 120 } },
        { path: 'unknownField', key: 'required', message: 'x' },
      ],
    },
    setError,
    ['leaseTerm', 'title'],
  );
  expect(placed).toBe(true);
  expect(setError).toHaveBeenCalledTimes(1);
  expect(setError).toHaveBeenCalledWith(
    'leaseTerm',
    { type: 'server', message: 'max', types: { max: '120' } },
    { shouldFocus: true },
  );
});

it('answers false when no issue matches a field of the form', () => {
  expect(applyServerErrors({ code: 'NO_ACCESS', params: {}, fields: [] }, vi.fn(), ['title'])).toBe(false);
});
