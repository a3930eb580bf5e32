import { expect, it } from 'vitest';
import { coverPicture } from './cover-picture';

it('the cover is the first building picture, else the first unit picture', () => {
  const p = (order: number) => ({ cardUrl: `/files/${order}`, order });
  expect(coverPicture({ pictures: [p(2), p(1)], units: [{ pictures: [p(0)] }] })?.cardUrl).toBe('/files/1');
  expect(coverPicture({ pictures: [], units: [{ pictures: [] }, { pictures: [p(5), p(3)] }] })?.cardUrl).toBe(
    '/files/3',
  );
  expect(coverPicture({ pictures: [], units: [] })).toBeNull();
});
