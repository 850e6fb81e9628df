import { useEffect, useRef, type ReactNode } from 'react';
import { island } from '../../islands/island.js';

/**
 * A Leaflet map centred on the company with a marker. Leaflet needs `window`, so it is loaded in
 * the browser only; the address card (children) is part of the page, so it stays readable when
 * the map tiles cannot be fetched.
 */
export function ContactMap({ children, ...place }: MapPlace & { children: ReactNode }) {
  return (
    <div className="company-map">
      <MapCanvas {...place} />
      <div className="company-map__card">{children}</div>
    </div>
  );
}

interface MapPlace {
  lat: number;
  lng: number;
  zoom: number;
  tileUrl: string;
  label: string;
}

/** The map itself: Leaflet and its tiles, once the canvas comes near the screen. */
export const MapCanvas = island(
  'MapCanvas',
  function MapCanvas({ lat, lng, zoom, tileUrl, label }: MapPlace) {
    const canvas = useRef<HTMLDivElement>(null);

    useEffect(() => {
      let cancelled = false;
      let remove: (() => void) | undefined;
      const show = () =>
        import('leaflet').then((module) => {
          const node = canvas.current;
          if (cancelled || !node) return;
          // The CommonJS build arrives as the default export once bundled.
          const L = (module as unknown as { default?: typeof module }).default ?? module;
          const map = L.map(node, { center: [lat, lng], zoom, scrollWheelZoom: false });
          map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
          if (tileUrl) {
            L.tileLayer(tileUrl, {
              maxZoom: 19,
              attribution: tileUrl.includes('openstreetmap')
                ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
                : '',
            }).addTo(map);
          }
          // A drawn pin: Leaflet's default icon images are not part of the bundle.
          const icon = L.divIcon({
            className: 'company-map__pin',
            html: '<span></span>',
            iconSize: [32, 42],
            iconAnchor: [16, 42],
          });
          L.marker([lat, lng], { icon, title: label, alt: label, keyboard: false }).addTo(map);
          remove = () => map.remove();
        });
      // Leaflet (43 KB gzip) and the tiles load when the map comes near the screen, not with the
      // page: on a phone the map is far below the first screen.
      const node = canvas.current;
      const stop = () => {
        cancelled = true;
        remove?.();
      };
      if (!node || typeof IntersectionObserver === 'undefined') {
        void show();
        return stop;
      }
      const watch = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          watch.disconnect();
          void show();
        },
        { rootMargin: '100px' },
      );
      watch.observe(node);
      return () => {
        watch.disconnect();
        stop();
      };
    }, [lat, lng, zoom, tileUrl, label]);

    return <div ref={canvas} className="company-map__canvas" role="region" aria-label={label} />;
  },
);
