import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';

/**
 * An Embla carousel whose code loads after hydration: the server-rendered first slides show at
 * once, and the carousel library stays out of the page's first-load JavaScript (DESIGN budget).
 * Options are read once, on the first render, like embla-carousel-react's.
 */
export function useCarousel(
  options: EmblaOptionsType,
  autoplay?: Partial<AutoplayOptionsType>,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const settings = useRef({ options, autoplay });

  useEffect(() => {
    if (!node) return;
    let live = true;
    let instance: EmblaCarouselType | undefined;
    const { options: chosen, autoplay: timing } = settings.current;
    void Promise.all([import('embla-carousel'), timing ? import('embla-carousel-autoplay') : null]).then(
      ([core, plugin]) => {
        if (!live) return;
        instance = core.default(node, chosen, plugin && timing ? [plugin.default(timing)] : []);
        setApi(instance);
      },
    );
    return () => {
      live = false;
      instance?.destroy();
      setApi(undefined);
    };
  }, [node]);

  return [setNode, api];
}
