import Skeleton from '@mui/material/Skeleton';
import { Component, lazy, Suspense, type ReactNode } from 'react';

/*
 * The listing page's 'Book a viewing' box as a chunk of its own, so the public page's first load
 * does not carry it: the page renders it once in the browser (near the screen), and a skeleton
 * meanwhile. Should the chunk fail to load, the box is left out: the page's contact button stays.
 */

const LoadedBox = lazy(() => import('./ViewingSlotsBox').then((m) => ({ default: m.ViewingSlotsBox })));

class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function LazyViewingSlotsBox({ listingId }: { listingId: string }) {
  return (
    <LeaveOutOnError>
      {/* The box's own loading state says what loads; this one only keeps its place. */}
      <Suspense fallback={<Skeleton variant="rounded" height={220} aria-hidden />}>
        <LoadedBox listingId={listingId} />
      </Suspense>
    </LeaveOutOnError>
  );
}
