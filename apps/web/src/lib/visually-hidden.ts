/**
 * Read by screen readers, not shown: the usual visually-hidden box (as MUI's `visuallyHidden` in
 * @mui/utils, which this app does not depend on directly). Sizes are strings in px on purpose: in
 * an `sx` object a bare number up to 1 is a fraction of the parent, so `width: 1` would be 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
