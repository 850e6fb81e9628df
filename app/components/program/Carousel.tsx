import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { programCopy } from '../../i18n/pages/program.js';
import { island } from '../../islands/island.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { CarouselDots, useCarouselAround } from '../../lib/useCarousel.js';

/**
 * Embla's `duration` is a spring constant, not milliseconds: at its friction a move covers 99% of
 * its distance after about 32 ms per unit, so a transition of `ms` needs `ms / 32`.
 */
function emblaDuration(ms: number): number {
  return Math.round(ms / 32);
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export interface CarouselProps {
  /** Accessible name of the carousel, in the current language. */
  label: string;
  slides: ReactNode[];
  /** `row`: several cards per view (3 on desktop, 1 on phones), `banner`: one full-width picture. */
  variant?: 'row' | 'banner';
  /** Autoplay: delay between slides and transition time in ms, looping (banner carousels). */
  autoplay?: { delayMs: number; speedMs: number };
}

/**
 * A keyboard-operable Embla carousel: previous/next buttons, one dot per group of slides, focus
 * moving into a hidden slide scrolls it into view; autoplay pauses on hover and focus, has a
 * pause button and stays off when the visitor prefers reduced motion. The slides are the server's
 * HTML; only the controls run script.
 */
export function Carousel({ label, slides, variant = 'row', autoplay }: CarouselProps) {
  const copy = usePageCopy(programCopy).carousel;
  // Before the script runs the stylesheet hides the controls of a row that fits (few); then Embla knows.
  const few = slides.length <= (variant === 'banner' ? 1 : 3);
  return (
    <section
      className={`pg-carousel pg-carousel--${variant}${few ? ' pg-carousel--few' : ''}${
        variant === 'row' && slides.length < 3 ? ' pg-carousel--under' : ''
      }`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="pg-carousel__viewport">
        <div className="pg-carousel__track">
          {slides.map((slide, i) => (
            <div
              key={i}
              className="pg-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(copy.slide, { index: i + 1, count: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && <CarouselControls count={slides.length} autoplay={autoplay ?? null} />}
    </section>
  );
}

/** The controls under a carousel's slides, and its motion. */
export const CarouselControls = island(
  'CarouselControls',
  function CarouselControls({
    count,
    autoplay,
  }: {
    count: number;
    autoplay: CarouselProps['autoplay'] | null;
  }) {
    const copy = usePageCopy(programCopy).carousel;
    const reducedMotion = useReducedMotion();
    const controls = useRef<HTMLDivElement>(null);
    const [embla] = useCarouselAround(
      controls,
      '.pg-carousel',
      '.pg-carousel__viewport',
      {
        align: 'start',
        slidesToScroll: 'auto',
        containScroll: 'trimSnaps',
        loop: Boolean(autoplay),
        duration: autoplay ? emblaDuration(autoplay.speedMs) : 25,
      },
      autoplay
        ? { delay: autoplay.delayMs, stopOnInteraction: false, stopOnMouseEnter: true, playOnInit: false }
        : undefined,
    );
    const [snaps, setSnaps] = useState<number[]>([]);
    const [selected, setSelected] = useState(0);
    const [canPrev, setCanPrev] = useState(false);
    const [canNext, setCanNext] = useState(false);
    const [playing, setPlaying] = useState(false);

    const sync = useCallback(() => {
      if (!embla) return;
      setSnaps(embla.scrollSnapList());
      setSelected(embla.selectedScrollSnap());
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    }, [embla]);

    useEffect(() => {
      if (!embla) return;
      sync();
      embla.on('select', sync).on('reInit', sync);
      return () => {
        embla.off('select', sync).off('reInit', sync);
      };
    }, [embla, sync]);

    useEffect(() => {
      const plugin = embla?.plugins().autoplay;
      if (!plugin) return;
      const onPlay = () => setPlaying(true);
      const onStop = () => setPlaying(false);
      embla.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
      if (!reducedMotion && count > 1) plugin.play();
      return () => {
        embla.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
      };
    }, [embla, reducedMotion, count]);

    const togglePlay = () => {
      const plugin = embla?.plugins().autoplay;
      if (!plugin) return;
      if (plugin.isPlaying()) plugin.stop();
      else plugin.play();
    };

    /** Previous (-1) or next (1): off at either end, unless autoplay makes the carousel loop. */
    const step = (direction: -1 | 1) => (
      <ControlButton
        label={direction < 0 ? copy.previous : copy.next}
        onClick={() => (direction < 0 ? embla?.scrollPrev() : embla?.scrollNext())}
        disabled={!autoplay && !(direction < 0 ? canPrev : canNext)}
      >
        <path
          d={direction < 0 ? 'M15 5 8 12l7 7' : 'm9 5 7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        />
      </ControlButton>
    );

    return (
      <div className="pg-carousel__controls" ref={controls} hidden={embla ? snaps.length <= 1 : undefined}>
        {autoplay && (
          <ControlButton label={playing ? copy.pause : copy.play} onClick={togglePlay}>
            {playing ? (
              <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
            ) : (
              <path d="M8 5v14l11-7z" fill="currentColor" />
            )}
          </ControlButton>
        )}
        {step(-1)}
        <CarouselDots
          block="pg-carousel"
          count={snaps.length}
          selected={selected}
          goTo={copy.goTo}
          onSelect={(index) => embla?.scrollTo(index)}
        />
        {step(1)}
      </div>
    );
  },
);

/** A round control under the carousel; children are its icon's paths. */
function ControlButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="pg-carousel__button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        {children}
      </svg>
    </button>
  );
}
