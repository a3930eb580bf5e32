import Box from '@mui/material/Box';

/** The chart's drawing height in its own units; it scales with the block's width. */
const HEIGHT = 40;
/** A day with nothing counted still shows as a hairline, so the days stay readable as a row. */
const BASELINE = 1;

/**
 * A small bar chart of one figure per day, drawn as inline SVG (no chart library): one bar per
 * day, the highest day at full height. The chart is one image to assistive technologies, named
 * by `label`, which says in words what it shows.
 */
export function StatsBars({ values, label }: { values: readonly number[]; label: string }) {
  const max = Math.max(1, ...values);
  const width = values.length * 4;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      sx={{ display: 'block', width: '100%', height: 40, color: 'primary.main' }}
    >
      {values.map((value, i) => {
        const height = Math.max(BASELINE, (value / max) * HEIGHT);
        return (
          <rect
            key={i}
            x={i * 4 + 0.5}
            y={HEIGHT - height}
            width={3}
            height={height}
            fill="currentColor"
            opacity={value ? 1 : 0.3}
          />
        );
      })}
    </Box>
  );
}
