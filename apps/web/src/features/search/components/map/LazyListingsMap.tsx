import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingsMapProps } from './map-types';

/*
 * The listings map for pages: Leaflet, the clusterer and their CSS load in a chunk of their own the
 * first time a map is rendered, with a skeleton meanwhile. Render it once the page's own content is
 * on screen, so the map never delays it. Props: see map-types.ts.
 */

const loadMap = () => import('./ListingsMap').then((m) => ({ default: m.ListingsMap }));

class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function MapSkeleton({ height }: { height: number | string }) {
  const { t } = useTranslation('search');
  return (
    <Skeleton
      variant="rectangular"
      role="status"
      aria-label={t('map.loading')}
      sx={{ height, width: '100%', transform: 'none' }}
    />
  );
}

export function LazyListingsMap(props: ListingsMapProps) {
  const { t } = useTranslation('search');
  // A new lazy component per attempt: React.lazy remembers a failed import for good.
  const [attempt, setAttempt] = useState(() => ({ n: 0, LoadedMap: lazy(loadMap) }));
  const { LoadedMap } = attempt;
  return (
    <ChunkBoundary
      key={attempt.n}
      fallback={
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setAttempt((a) => ({ n: a.n + 1, LoadedMap: lazy(loadMap) }))}
            >
              {t('map.retry')}
            </Button>
          }
        >
          {t('map.loadError')}
        </Alert>
      }
    >
      <Suspense fallback={<MapSkeleton height={props.height} />}>
        <LoadedMap {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
