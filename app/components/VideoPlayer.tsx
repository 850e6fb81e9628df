import { useState } from 'react';
import { island } from '../islands/island.js';
import { useTranslation } from '../i18n/useTranslation.js';
import { usePosterUrl } from './Picture.js';

export type VideoState = 'never' | 'playing' | 'paused';

/** A poster with a play overlay; a click starts playback and shows the controls (docs/product.md §2). */
export const VideoPlayer = island(
  'VideoPlayer',
  function VideoPlayer({
    src,
    poster,
    title,
    disabled = false,
  }: {
    src: string;
    poster: string;
    title: string;
    disabled?: boolean;
  }) {
    const { t } = useTranslation();
    const [state, setState] = useState<VideoState>('never');
    const posterUrl = usePosterUrl(poster);
    return (
      <div className="video-player" data-state={state}>
        <video
          src={state === 'never' ? undefined : src}
          poster={posterUrl}
          controls={state !== 'never'}
          preload="none"
          playsInline
          onPlay={() => setState('playing')}
          onPause={() => setState('paused')}
          ref={(video) => {
            if (video && state === 'playing' && video.paused && !video.ended)
              void video.play().catch(() => setState('paused'));
          }}
          aria-label={title}
        />
        {state === 'never' && (
          <button
            type="button"
            className="video-player__play"
            disabled={disabled}
            onClick={() => setState('playing')}
            aria-label={`${t('common.play')}: ${title}`}
          >
            <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
              <circle cx="32" cy="32" r="31" fill="rgba(11,42,74,.75)" stroke="#fff" strokeWidth="2" />
              <path d="M26 20 46 32 26 44Z" fill="#fff" />
            </svg>
          </button>
        )}
      </div>
    );
  },
);
