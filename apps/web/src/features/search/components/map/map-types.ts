/*
 * The props of the listings map, in a file of their own so pages can type them without pulling
 * Leaflet into their chunk (the map itself is loaded lazily by LazyListingsMap).
 */

/** A map viewport in degrees, as the API's MapBoundsInput. */
export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/**
 * A marker's own colours, e.g. a listing state's on the staff map tracker. `text` must keep WCAG AA
 * contrast (4.5:1) on `background`. Without them a marker is /search's green, or brown when premium.
 */
export interface MarkerColour {
  background: string;
  text: string;
}

/** One listing on the map. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  title: string;
  /** Shown on the marker and in its popup, already formatted ('$2,400/month'); none shows a dot. */
  price?: string | null;
  /** A line under the title in the popup, e.g. the address. */
  subtitle?: string | null;
  premium?: boolean;
  /** The marker's colours instead of the default ones (the selected marker stays dark). */
  colour?: MarkerColour | null;
}

export interface ListingsMapProps {
  points: readonly MapPoint[];
  /** The accessible name of the map region. */
  label: string;
  /** CSS height of the map. */
  height: number | string;
  /** This point's marker is highlighted and drawn above the others. */
  selectedId?: string | null;
  /**
   * After every move, the new viewport; `byUser` is false for the moves the map makes itself
   * (the first view, fitting the points), true for drags, zooms, keys and popups.
   */
  onBoundsChange?: (bounds: MapBounds, byUser: boolean) => void;
  /** The first view; without it the map fits the points (or shows Toronto when there are none). */
  initialBounds?: MapBounds | null;
  /** Fit the view to the points each time they change (off while the viewport is a search filter). */
  fitToPoints?: boolean;
  /** The closest zoom when fitting points: a single marker is not shown at street level by default. */
  maxFitZoom?: number;
}
