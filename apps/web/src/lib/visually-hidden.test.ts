import { expect, it } from 'vitest';
import { visuallyHidden } from './visually-hidden';

it('is a 1px clipped box: sizes in px, since a bare 1 in sx means 100%', () => {
  expect(visuallyHidden).toMatchObject({
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  });
});
