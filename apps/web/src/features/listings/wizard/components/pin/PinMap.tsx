import 'leaflet/dist/leaflet.css';
import './pin-map.css';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinMapConfigDocument } from '../../api/listing-wizard-operations';
import type { PinPoint } from './pinned-address';

/*
 * A Leaflet map with one pin the user places: a click puts it there, and it can be dragged. Loaded
 * only through PinPlaceDialog's lazy import, so Leaflet stays out of the wizard's own chunk. The
 * map moves with the arrow keys once focused; the dialog's latitude and longitude fields place the
 * pin without a pointer. Without tiles (offline, tests) the map is a blank canvas that still works.
 */

/** Close enough to see the streets around the pin. */
const PIN_ZOOM = 14;

export interface PinMapProps {
  point: PinPoint;
  onPointChange: (point: PinPoint) => void;
  height: number;
}

const rounded = (latLng: L.LatLng): PinPoint => ({
  // About a metre: more digits would only be noise in the fields.
  lat: Math.round(latLng.lat * 1e5) / 1e5,
  lng: Math.round(latLng.lng * 1e5) / 1e5,
});

export default function PinMap({ point, onPointChange, height }: PinMapProps) {
  const { t } = useTranslation('listingWizard');
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const { data: config } = useQuery(PinMapConfigDocument);
  const tileUrl = config?.siteConfig.mapTileUrl;
  const attribution = config?.siteConfig.mapAttribution;
  // Leaflet's handlers call the latest callback without being bound again.
  const onChange = useRef(onPointChange);
  useEffect(() => {
    onChange.current = onPointChange;
  });
  const firstPoint = useRef(point);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = firstPoint.current;
    const created = L.map(container, { center: [start.lat, start.lng], zoom: PIN_ZOOM });
    const pin = document.createElement('span');
    pin.className = 'pm-pin';
    const marker = L.marker([start.lat, start.lng], {
      draggable: true,
      keyboard: true,
      icon: L.divIcon({ className: 'pm-marker', html: pin, iconSize: undefined }),
    }).addTo(created);
    marker.on('dragend', () => onChange.current(rounded(marker.getLatLng())));
    created.on('click', (event: L.LeafletMouseEvent) => onChange.current(rounded(event.latlng)));
    markerRef.current = marker;
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(container);
    setMap(created);
    return () => {
      resize.disconnect();
      created.remove();
      markerRef.current = null;
      setMap(null);
    };
  }, []);

  useEffect(() => {
    markerRef.current?.getElement()?.setAttribute('aria-label', t('pin.marker'));
  }, [map, t]);

  useEffect(() => {
    if (!map) return;
    const zoom = map.zoomControl;
    zoom.getContainer()?.querySelector('.leaflet-control-zoom-in')?.setAttribute('title', t('pin.zoomIn'));
    zoom.getContainer()?.querySelector('.leaflet-control-zoom-out')?.setAttribute('title', t('pin.zoomOut'));
  }, [map, t]);

  useEffect(() => {
    if (!map || !tileUrl) return;
    // The attribution is shown as text: a configuration value never becomes markup.
    const credit = document.createElement('span');
    credit.textContent = attribution ?? '';
    const tiles = L.tileLayer(tileUrl, { attribution: credit.innerHTML, maxZoom: 19 }).addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, tileUrl, attribution]);

  useEffect(() => {
    const marker = markerRef.current;
    if (!map || !marker) return;
    marker.setLatLng([point.lat, point.lng]);
    if (!map.getBounds().contains(marker.getLatLng())) map.panTo(marker.getLatLng());
  }, [map, point.lat, point.lng]);

  return (
    <Box
      role="region"
      aria-label={t('pin.map')}
      sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}
    >
      <Box ref={containerRef} sx={{ position: 'absolute', inset: 0 }} />
    </Box>
  );
}
