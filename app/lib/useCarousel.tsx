import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';
import { fill } from './copy.js';

/**
 * An Embla carousel whose code loads after hydration: the server-rendered first slides show at
 * once, and the carousel library stays out of the page's first-load JavaScript (docs/design.md, Budgets).
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

/**
 * A carousel's dots: one button per stop, named "go to N" in the page's language, the current one
 * marked for screen readers and styles (`{block}__dots`, `{block}__dot`).
 */
export function CarouselDots({
  block,
  count,
  selected,
  goTo,
  onSelect,
}: {
  block: string;
  count: number;
  selected: number;
  /** The button's name, with `{index}` for the stop's number. */
  goTo: string;
  onSelect(index: number): void;
}) {
  return (
    <div className={`${block}__dots`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={`${block}__dot`}
          aria-label={fill(goTo, { index: index + 1 })}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
