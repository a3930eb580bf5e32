import 'leaflet/dist/leaflet.css';
import './listings-map.css';
import Box from '@mui/material/Box';
import * as L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { SiteMapConfigDocument } from '../../api/map-operations';
import type { ListingsMapProps, MapBounds, MapPoint } from './map-types';
import { usePublicQuery } from '../../../../lib/graphql/use-public-query';

/*
 * A Leaflet map of listings with clustered markers. Loaded only through LazyListingsMap, so Leaflet
 * and its CSS stay out of the first page load. Leaflet is driven imperatively from effects: the map
 * is created once, then tiles, markers and the view follow the props.
 *
 * Tiles come from siteConfig (MAP_TILE_URL); when they cannot load (offline, tests) the map is a
 * blank canvas on which markers, clusters, popups and moving still work.
 */

/** Shown before anything else is known: downtown Toronto, the default search city. */
const DEFAULT_VIEW = { center: L.latLng(43.6532, -79.3832), zoom: 11 };
/** Markers closer than this many pixels merge into a cluster. */
const CLUSTER_RADIUS_PX = 60;
/** From this zoom on every listing has its own marker. */
const CLUSTER_MAX_ZOOM = 16;

type PointProps = { id: string };

const boundsOf = (map: L.Map): MapBounds => {
  const b = map.getBounds();
  // Leaflet allows panning past the antimeridian; the API wants real longitudes.
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return {
    north: clamp(b.getNorth(), 90),
    south: clamp(b.getSouth(), 90),
    east: clamp(b.getEast(), 180),
    west: clamp(b.getWest(), 180),
  };
};

/**
 * A marker is a button (Leaflet gives it the role and a tab stop); its name is set here, since its
 * visible text (a price, a count) alone would not say what it is. Leaflet redraws the element on
 * setIcon, so this is called again after each.
 */
function name(marker: L.Marker, label: string) {
  marker.getElement()?.setAttribute('aria-label', label);
}

const pointName = (point: MapPoint) => (point.price ? `${point.title}, ${point.price}` : point.title);

function pinElement(point: MapPoint, selected: boolean): HTMLElement {
  const pin = document.createElement('span');
  pin.className = [
    'lm-pin',
    point.price ? '' : 'lm-pin--dot',
    point.premium ? 'lm-pin--premium' : '',
    point.colour ? 'lm-pin--coloured' : '',
    selected ? 'lm-pin--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (point.colour) {
    // Custom properties, read by .lm-pin--coloured: the selected look still wins over them.
    pin.style.setProperty('--lm-pin-bg', point.colour.background);
    pin.style.setProperty('--lm-pin-fg', point.colour.text);
  }
  pin.textContent = point.price ?? '';
  return pin;
}

export function ListingsMap({
  points,
  label,
  height,
  selectedId = null,
  onBoundsChange,
  initialBounds = null,
  fitToPoints = true,
  maxFitZoom = 15,
}: ListingsMapProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const { data: config } = usePublicQuery(SiteMapConfigDocument);
  const tileUrl = config?.siteConfig.mapTileUrl;
  const attribution = config?.siteConfig.mapAttribution;

  // Handlers read the latest props without re-binding Leaflet events on every render.
  const latest = useRef({ onBoundsChange, navigate, t });
  useEffect(() => {
    latest.current = { onBoundsChange, navigate, t };
  });
  // Set while the map moves itself (fitting the points), so that move is not reported as the user's.
  const selfMoving = useRef(false);
  const firstBounds = useRef(initialBounds);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, { zoomControl: false, ...DEFAULT_VIEW });
    created.on('moveend', () => latest.current.onBoundsChange?.(boundsOf(created), !selfMoving.current));
    created.on('popupopen', (event) => {
      const element = event.popup.getElement();
      element
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', latest.current.t('map.closePopup'));
      element?.querySelector<HTMLElement>('.lm-popup a')?.focus({ preventScroll: true });
    });
    const start = firstBounds.current;
    selfMoving.current = true;
    if (start) {
      created.fitBounds(
        [
          [start.south, start.west],
          [start.north, start.east],
        ],
        { animate: false },
      );
    } else {
      created.fire('moveend');
    }
    selfMoving.current = false;
    // The map's box changes with the layout (list/map toggle, window size): Leaflet must re-measure.
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(container);
    setMap(created);
    return () => {
      resize.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    const zoom = L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') });
    zoom.addTo(map);
    return () => {
      zoom.remove();
    };
  }, [map, t]);

  useEffect(() => {
    if (!map || !tileUrl) return;
    // The attribution is shown as text: a configuration value never becomes markup.
    const credit = document.createElement('span');
    credit.textContent = attribution ?? '';
    const tiles = L.tileLayer(tileUrl, { attribution: credit.innerHTML, maxZoom: 19 });
    tiles.addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, tileUrl, attribution]);

  const index = useMemo(() => {
    const clusters = new Supercluster<PointProps>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
    clusters.load(
      points.map((p) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
        properties: { id: p.id },
      })),
    );
    return clusters;
  }, [points]);

  // A point's marker lives as long as its listing is shown unclustered, so its open popup survives
  // new results (moving the map with "search as I move" refetches them).
  const pointMarkers = useRef(new Map<string, { marker: L.Marker; looks: string; says: string }>());

  useEffect(() => {
    if (!map) return;
    const byId = new Map(points.map((p) => [p.id, p]));
    const clusters = L.layerGroup().addTo(map);
    const markers = pointMarkers.current;

    const popupFor = (point: MapPoint) => {
      const box = document.createElement('div');
      box.className = 'lm-popup';
      // Leaflet's own Escape works only while the map itself has the focus, not inside a popup.
      box.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') map.closePopup();
      });
      if (point.premium) {
        const premium = document.createElement('span');
        premium.className = 'lm-popup__premium';
        premium.textContent = latest.current.t('card.premium');
        box.append(premium);
      }
      const link = document.createElement('a');
      const href = `/listing/${encodeURIComponent(point.id)}`;
      link.href = href;
      link.textContent = point.title;
      link.addEventListener('click', (event) => {
        // A plain click stays in the app; modifier clicks open a tab as links do.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void latest.current.navigate(href);
      });
      box.append(link);
      for (const line of [point.price, point.subtitle]) {
        if (!line) continue;
        const text = document.createElement('span');
        text.textContent = line;
        box.append(text);
      }
      return box;
    };

    const draw = () => {
      const b = map.getBounds();
      const found = index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], map.getZoom());
      const shown = new Set<string>();
      clusters.clearLayers();
      for (const feature of found) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as PointProps | ClusterProperties;
        if ('cluster' in props && props.cluster) {
          const count = props.point_count;
          const badge = document.createElement('span');
          badge.className = 'lm-cluster';
          const size = count < 10 ? 36 : count < 50 ? 44 : 52;
          badge.style.width = badge.style.height = `${size}px`;
          badge.textContent = String(count);
          const zoomIn = () =>
            map.setView(
              [lat, lng],
              Math.min(index.getClusterExpansionZoom(props.cluster_id), map.getMaxZoom()),
            );
          const cluster = L.marker([lat, lng], {
            icon: L.divIcon({ className: 'lm-marker lm-marker--cluster', html: badge, iconSize: undefined }),
            keyboard: true,
            riseOnHover: true,
          })
            .on('click', zoomIn)
            .on('keypress', (event: L.LeafletKeyboardEvent) => {
              if (event.originalEvent.key === 'Enter') zoomIn();
            })
            .addTo(clusters);
          name(cluster, latest.current.t('map.cluster', { count }));
          continue;
        }
        const point = byId.get((props as PointProps).id);
        if (!point) continue;
        shown.add(point.id);
        const selected = point.id === selectedId;
        const icon = () =>
          L.divIcon({
            className: 'lm-marker lm-marker--pin',
            html: pinElement(point, selected),
            iconSize: undefined,
          });
        const looks = `${point.price}|${point.premium}|${point.colour?.background}|${point.colour?.text}|${selected}`;
        const says = `${point.title}|${point.price}|${point.subtitle}|${point.premium}`;
        const existing = markers.get(point.id);
        if (existing) {
          // Redraw only what changed: a new icon or popup would drop the focus it holds.
          if (existing.looks !== looks) {
            existing.marker.setIcon(icon());
            existing.marker.setZIndexOffset(selected ? 1000 : 0);
            name(existing.marker, pointName(point));
          }
          if (existing.says !== says) existing.marker.setPopupContent(popupFor(point));
          markers.set(point.id, { marker: existing.marker, looks, says });
          continue;
        }
        const marker = L.marker([lat, lng], {
          icon: icon(),
          keyboard: true,
          riseOnHover: true,
          zIndexOffset: selected ? 1000 : 0,
        })
          .bindPopup(popupFor(point), { maxWidth: 260 })
          .on('popupclose', (event: L.PopupEvent) => {
            // Closing the popup (Escape, ×) takes away what had the focus: give it back to the marker.
            const focused = document.activeElement;
            if (!focused || focused === document.body || event.popup.getElement()?.contains(focused))
              marker.getElement()?.focus();
          })
          .addTo(map);
        name(marker, pointName(point));
        markers.set(point.id, { marker, looks, says });
      }
      for (const [id, { marker }] of markers) {
        if (shown.has(id)) continue;
        marker.remove();
        markers.delete(id);
      }
    };

    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      clusters.remove();
    };
  }, [map, index, points, selectedId]);

  // Markers of points go with the map.
  useEffect(() => {
    const markers = pointMarkers.current;
    return () => {
      for (const { marker } of markers.values()) marker.remove();
      markers.clear();
    };
  }, [map]);

  // Fit the view to the listings when the set of listings changes, unless the view is the filter.
  const pointsKey = points.map((p) => p.id).join(',');
  useEffect(() => {
    if (!map || !fitToPoints || points.length === 0) return;
    selfMoving.current = true;
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), {
      padding: [40, 40],
      maxZoom: maxFitZoom,
      animate: false,
    });
    selfMoving.current = false;
    // Refit only when which listings are shown changes, not when the same ones come back anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, pointsKey, fitToPoints, maxFitZoom]);

  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        height,
        width: '100%',
        position: 'relative',
        bgcolor: 'grey.200',
        '& .leaflet-container': { font: 'inherit' },
      }}
    >
      <Box ref={containerRef} sx={{ position: 'absolute', inset: 0 }} />
    </Box>
  );
}
