import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useRef, useState, type RefObject } from 'react';
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
 * The carousel around an island of controls: the slides are the server's HTML, never hydrated;
 * the controls find the carousel's root (`rootSelector`, an ancestor of theirs) and its viewport
 * (`viewportSelector` inside it) and drive them.
 */
export function useCarouselAround(
  controls: RefObject<HTMLElement | null>,
  rootSelector: string,
  viewportSelector: string,
  options: EmblaOptionsType,
  autoplay?: Partial<AutoplayOptionsType>,
): [EmblaCarouselType | undefined, HTMLElement | null] {
  const [setViewport, api] = useCarousel(options, autoplay);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const found = controls.current?.closest<HTMLElement>(rootSelector) ?? null;
    setRoot(found);
    setViewport(found?.querySelector<HTMLElement>(viewportSelector) ?? null);
  }, [controls, rootSelector, viewportSelector, setViewport]);
  return [api, root];
}

/** Marks the slides other than the selected one hidden and out of reach (`selector` finds the slides). */
export function showOnlySlide(root: HTMLElement, selector: string, selected: number): void {
  root.querySelectorAll<HTMLElement>(selector).forEach((slide, index) => {
    const hidden = index !== selected;
    slide.toggleAttribute('inert', hidden);
    if (hidden) slide.setAttribute('aria-hidden', 'true');
    else slide.removeAttribute('aria-hidden');
  });
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
