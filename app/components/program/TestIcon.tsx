/** Line icons of the eight diagnostic tests on /customer_service?index=5 (drawn for this site). */
const PATHS: Record<string, string> = {
  // pressure against travel: a hysteresis loop on axes
  signature: 'M6 40V8M6 40h36M10 34c6-2 10-12 16-18s10-6 12-6M10 36c8 0 12-8 16-14s8-10 14-10',
  // a step command and the valve following it
  step: 'M6 36h12V14h24M6 38h14c2 0 3-2 4-8s2-14 6-14h12',
  // two surfaces rubbing, with a jagged stick-slip trace
  friction: 'M6 30h36M6 38h36M12 30v-8h14v8M8 16l4-4 4 4 4-4 4 4 4-4 4 4 4-4 4 4',
  // a coil spring between two plates
  spring: 'M12 8h24M12 40h24M24 8v4l-8 3 16 4-16 4 16 4-16 4 8 3v6',
  // a seat with a drop escaping
  leak: 'M8 20h12v-8h8v8h12M8 28h32M24 32c-3 4-4 6-4 8a4 4 0 0 0 8 0c0-2-1-4-4-8Z',
  // an arc showing a partial travel of a valve stem
  stroke: 'M10 34a16 16 0 0 1 28 0M24 34l8-12M24 34v0M20 40h8M24 10v4M12 15l3 3M36 15l-3 3',
  // a positioner box with a gauge and a signal line
  positioner: 'M10 10h28v28H10ZM24 31a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM24 24l4-4M4 20h6M4 28h6',
  // a sound wave and an ear-like receiver
  acoustic: 'M6 24h6l4-10 6 20 6-16 4 6h4M36 14a12 12 0 0 1 0 20M40 10a18 18 0 0 1 0 28',
};

export function TestIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className="pg-test__icon">
      <path
        d={PATHS[name] ?? PATHS.signature}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
