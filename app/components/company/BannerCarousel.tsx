import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { BANNER } from '#contract/constants.js';
import { island } from '../../islands/island.js';
import { fill } from '../../lib/copy.js';
import { preloadImage } from '../../lib/preloads.js';
import { CarouselDots, showOnlySlide, useCarouselAround } from '../../lib/useCarousel.js';
import { Picture, SIZES, usePosterUrl } from '../Picture.js';

export interface BannerSlide {
  key: string;
  /** A muted looping video, or else a picture. */
  video?: string;
  image: string;
  title: string;
  subtitle: string;
  actions?: ReactNode;
}

export interface BannerLabels {
  carousel: string;
  slide: string;
  previous: string;
  next: string;
  goTo: string;
  pause: string;
  play: string;
}

/**
 * Embla's scroll `duration` is a spring constant, not milliseconds: 25 brings a full-width slide
 * to rest in about 1050 ms at 60 frames a second, the spec's 1100 ms transition.
 */
const SCROLL_DURATION = 25;

/** The home banner (docs/product.md §2, §9): autoplay every 6 s, looping, with pause, arrows and dots. */
export function BannerCarousel({ slides, labels }: { slides: BannerSlide[]; labels: BannerLabels }) {
  const count = slides.length;
  return (
    <section className="company-banner" aria-roledescription="carousel" aria-label={labels.carousel}>
      <div className="company-banner__viewport">
        <div className="company-banner__track">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className="company-banner__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slide, { index: index + 1, count })}
              aria-hidden={index !== 0 ? true : undefined}
              inert={index !== 0 ? true : undefined}
            >
              {slide.video ? (
                <BannerVideo src={slide.video} poster={slide.image} />
              ) : (
                <Picture
                  className="company-banner__media"
                  src={slide.image}
                  alt=""
                  width="1920"
                  height="800"
                  sizes={SIZES.full}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  priority={index === 0}
                />
              )}
              <div className="company-banner__overlay">
                <div className="container company-banner__copy">
                  <h2 className="company-banner__title">{slide.title}</h2>
                  {slide.subtitle && <p className="company-banner__subtitle">{slide.subtitle}</p>}
                  {slide.actions && <div className="company-banner__actions">{slide.actions}</div>}
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <BannerControls count={count} labels={labels} />
    </section>
  );
}

/**
 * The banner's pause, arrows and dots, and its motion: the slides above are the server's HTML;
 * these controls start the carousel on them once the page's script runs. A visitor who asks for
 * less motion gets a still banner (the film paused) and may press play.
 */
export const BannerControls = island(
  'BannerControls',
  function BannerControls({ count, labels }: { count: number; labels: BannerLabels }) {
    const controls = useRef<HTMLDivElement>(null);
    const [api, root] = useCarouselAround(
      controls,
      '.company-banner',
      '.company-banner__viewport',
      { loop: true, duration: SCROLL_DURATION },
      { delay: BANNER.delayMs, stopOnInteraction: false, stopOnFocusIn: false, playOnInit: !reducedMotion() },
    );
    const [selected, setSelected] = useState(0);
    const [paused, setPaused] = useState(false);
    const pausedRef = useRef(false);

    useEffect(() => {
      if (!root || !reducedMotion()) return;
      root.querySelector('video')?.pause();
      pausedRef.current = true;
      setPaused(true);
    }, [root]);

    useEffect(() => {
      if (!api || !root) return;
      const onSelect = () => {
        const index = api.selectedScrollSnap();
        setSelected(index);
        showOnlySlide(root, '.company-banner__slide', index);
      };
      // A drag restarts autoplay; a visitor who paused the banner keeps it paused.
      const onPlay = () => {
        if (pausedRef.current) api.plugins().autoplay?.stop();
      };
      onSelect();
      api.on('select', onSelect).on('autoplay:play', onPlay);
      // Browser tests wait for this: the buttons now move the slides.
      root.dataset.carouselReady = 'true';
      return () => {
        api.off('select', onSelect).off('autoplay:play', onPlay);
        delete root.dataset.carouselReady;
      };
    }, [api, root]);

    const togglePause = useCallback(() => {
      const plugin = api?.plugins().autoplay;
      if (!plugin) return;
      const next = !pausedRef.current;
      pausedRef.current = next;
      setPaused(next);
      if (next) plugin.stop();
      else plugin.play();
    }, [api]);

    if (count < 2) return <div ref={controls} hidden />;
    return (
      <div className="company-banner__controls" ref={controls}>
        <div className="container company-banner__controls-inner">
          <button
            type="button"
            className="company-banner__button"
            onClick={togglePause}
            aria-label={paused ? labels.play : labels.pause}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <StepButton
            direction="left"
            className="company-banner__button"
            onClick={() => api?.scrollPrev()}
            label={labels.previous}
          />
          <CarouselDots
            block="company-banner"
            count={count}
            selected={selected}
            goTo={labels.goTo}
            onSelect={(index) => api?.scrollTo(index)}
          />
          <StepButton
            direction="right"
            className="company-banner__button"
            onClick={() => api?.scrollNext()}
            label={labels.next}
          />
        </div>
      </div>
    );
  },
);

/** A muted looping background video; it plays by itself (the banner's controls pause it for reduced motion). */
function BannerVideo({ src, poster }: { src: string; poster: string }) {
  const posterUrl = usePosterUrl(poster);
  // The poster is the phone's largest paint: asked for in the head, first, not when the parser
  // reaches the video.
  preloadImage({ href: posterUrl, fetchPriority: 'high' });
  return (
    <video
      className="company-banner__media"
      src={src}
      poster={posterUrl}
      muted
      loop
      playsInline
      autoPlay
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      width="1920"
      height="800"
    />
  );
}

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5 8 12l7 7' : 'm9 5 7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A previous / next button of a carousel or strip: a chevron, named by its label; round unless styled. */
export function StepButton({
  direction,
  className = 'company-round-button',
  onClick,
  disabled,
  label,
}: {
  direction: 'left' | 'right';
  className?: string;
  onClick: () => void;
  disabled?: boolean;
  label: string;
}) {
  return (
    <button type="button" className={className} onClick={onClick} disabled={disabled} aria-label={label}>
      <Chevron direction={direction} />
    </button>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
