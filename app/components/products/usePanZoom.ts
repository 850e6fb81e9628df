import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

/** The most a picture is enlarged beyond its fitted size. */
const MAX_SCALE = 6;
/** A click enlarges to the picture's own pixels, at least this much. */
const CLICK_SCALE = 2.5;
/** A press that moves farther than this (px) is a drag, not a click. */
const DRAG_SLOP = 4;

interface View {
  scale: number;
  x: number;
  y: number;
}
const FIT: View = { scale: 1, x: 0, y: 0 };

/**
 * Mouse and keyboard zoom for the picture in `stage`, as photo viewers do: a click zooms in at the
 * point clicked and a second click fits the picture again; the wheel zooms around the pointer
 * (and never scrolls the page); a drag pans the enlarged picture; `zoomBy`/`fit` for + − 0. The
 * picture is scaled from its top-left corner by the stage's `--zoom-*` custom properties; touch is
 * left to the browser (pinch).
 */
export function usePanZoom(stage: RefObject<HTMLElement | null>, picture: string) {
  const [view, setViewState] = useState<View>(FIT);
  // The view as last set (several wheel events may come before React draws once).
  const latest = useRef<View>(FIT);
  const setView = (next: View) => {
    latest.current = next;
    setViewState(next);
  };
  const drag = useRef<{ id: number; x: number; y: number; from: View; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const pointer = useRef('');

  /** The picture's fitted box on the screen, before any scaling or moving (the stage is its offset parent). */
  const fitted = () => {
    const img = stage.current?.querySelector('img');
    const frame = stage.current?.getBoundingClientRect();
    if (!img || !frame) return null;
    return {
      img,
      left: frame.left + img.offsetLeft,
      top: frame.top + img.offsetTop,
      width: img.offsetWidth,
      height: img.offsetHeight,
    };
  };

  /** Keeps the enlarged picture over the place it fits in: no empty band on a side it could fill. */
  const clamp = (next: View, box: { width: number; height: number }): View => {
    if (next.scale <= 1) return FIT;
    return {
      scale: next.scale,
      x: Math.min(0, Math.max(box.width * (1 - next.scale), next.x)),
      y: Math.min(0, Math.max(box.height * (1 - next.scale), next.y)),
    };
  };

  /** Scales to `target`, keeping the picture's point under (px, py) in place (the centre by default). */
  const zoomTo = (target: number, px?: number, py?: number) => {
    const box = fitted();
    if (!box) return;
    const current = latest.current;
    const scale = Math.min(MAX_SCALE, Math.max(1, target));
    // Where the picture's corner is drawn now, and the point in its own (fitted) pixels.
    const left = box.left + current.x;
    const top = box.top + current.y;
    const x = px ?? left + (box.width * current.scale) / 2;
    const y = py ?? top + (box.height * current.scale) / 2;
    const ratio = scale / current.scale;
    setView(
      clamp({ scale, x: current.x - (x - left) * (ratio - 1), y: current.y - (y - top) * (ratio - 1) }, box),
    );
  };

  const zoomBy = (factor: number) => zoomTo(latest.current.scale * factor);
  const fit = () => setView(FIT);

  // Another picture opens fitted.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- fit only sets the state
  useEffect(() => fit(), [picture]);

  // React's wheel listener is passive: only a listener of our own may keep the page from scrolling.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      // A notch of a mouse wheel (100 px) zooms by about a fifth; a touchpad's small steps smoothly.
      const pixels = event.deltaMode === 1 ? event.deltaY * 33 : event.deltaY;
      zoomTo(latest.current.scale * Math.exp(-pixels / 500), event.clientX, event.clientY);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- zoomTo reads the element and the view afresh each time
  }, [stage]);

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      dragged.current = false;
      pointer.current = event.pointerType;
      if (event.pointerType !== 'mouse' || event.button !== 0 || latest.current.scale <= 1) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = {
        id: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        from: latest.current,
        moved: false,
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const start = drag.current;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (!start.moved && Math.hypot(dx, dy) < DRAG_SLOP) return;
      start.moved = true;
      const box = fitted();
      if (box) setView(clamp({ scale: start.from.scale, x: start.from.x + dx, y: start.from.y + dy }, box));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (drag.current?.id !== event.pointerId) return;
      dragged.current = drag.current.moved;
      drag.current = null;
    },
    onClick(event: MouseEvent<HTMLElement>) {
      // A drag's release is no click; nor is a touch (the phone pinches) or a key (detail 0).
      if (dragged.current || pointer.current !== 'mouse' || event.detail === 0) return;
      if (latest.current.scale > 1) return fit();
      const box = fitted();
      if (!box) return;
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.left + box.width &&
        event.clientY >= box.top &&
        event.clientY <= box.top + box.height;
      if (inside)
        zoomTo(Math.max(CLICK_SCALE, box.img.naturalWidth / box.width), event.clientX, event.clientY);
    },
  };

  const style = {
    '--zoom-scale': view.scale,
    '--zoom-x': `${view.x}px`,
    '--zoom-y': `${view.y}px`,
  } as CSSProperties;
  return { zoomed: view.scale > 1, style, handlers, zoomBy, fit };
}
