import { copyText } from '../../lib/clipboard.js';
import * as Dialog from '../dialog.js';
import { useState } from 'react';
import { contentCopy } from '../../i18n/pages/content.js';
import { island } from '../../islands/island.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import { JsonLd, useLdSite, videoObject } from '../../lib/structuredData.js';
import { VideoPlayer } from '../VideoPlayer.js';
import type { ItemWire } from './types.js';
import { Picture, SIZES } from '../Picture.js';

type Video = Pick<
  ItemWire,
  'id' | 'title' | 'en_title' | 'summary' | 'en_summary' | 'full_image' | 'files' | 'publish_time_txt'
>;

/** Poster cards of videos; a card plays its clip in a dialog with a "Copy link" button (docs/product.md §2 /cpzy). */
export function VideoGallery({ videos, lazy = true }: { videos: Video[]; lazy?: boolean }) {
  const ld = useLdSite();
  return (
    <>
      <VideoCards videos={videos} lazy={lazy} />
      {videos.map((video) => (
        <JsonLd key={video.id} data={videoObject(ld, video)} />
      ))}
    </>
  );
}

export const VideoCards = island(
  'VideoCards',
  function VideoCards({ videos, lazy }: { videos: Video[]; lazy: boolean }) {
    const lang = useLang();
    const copy = usePageCopy(contentCopy);
    const [playing, setPlaying] = useState<Video | null>(null);
    const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

    function open(video: Video) {
      setCopyState('idle');
      setPlaying(video);
    }

    async function copyLink() {
      if (!playing) return;
      try {
        await copyText(new URL(playing.files, window.location.origin).href);
        setCopyState('copied');
      } catch {
        setCopyState('failed');
      }
    }

    const title = text(playing, 'title', lang);
    return (
      <>
        <ul className="content-videos">
          {videos.map((video) => {
            const name = text(video, 'title', lang);
            return (
              <li key={video.id} className="content-video">
                <button
                  type="button"
                  className="content-video__poster"
                  onClick={() => open(video)}
                  aria-label={fill(copy.video.play, { title: name })}
                  aria-haspopup="dialog"
                >
                  <Picture
                    src={video.full_image}
                    width="800"
                    height="600"
                    alt={name}
                    sizes={SIZES.third}
                    loading={lazy ? 'lazy' : undefined}
                  />
                  <span className="content-video__play" aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="24" height="24">
                      <path d="M8 5v14l11-7z" fill="currentColor" />
                    </svg>
                  </span>
                </button>
                <div className="content-video__body">
                  <h3 className="content-video__title">{name}</h3>
                  <p className="content-video__text">{text(video, 'summary', lang)}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <Dialog.Root open={playing !== null} onOpenChange={(isOpen) => !isOpen && setPlaying(null)}>
          <Dialog.Portal>
            <Dialog.Content
              className="content-dialog content-dialog--video"
              onOpenAutoFocus={(dialog) => {
                // The click on the poster card is the visitor's "play": start the clip at once.
                dialog.querySelector<HTMLButtonElement>('.video-player__play')?.click();
                requestAnimationFrame(() =>
                  dialog.querySelector<HTMLElement>('.content-dialog__close')?.focus(),
                );
              }}
            >
              <div className="content-dialog__head">
                <Dialog.Title className="content-dialog__title">{title}</Dialog.Title>
                <Dialog.Close className="content-dialog__close" aria-label={copy.video.close}>
                  <span aria-hidden="true">×</span>
                </Dialog.Close>
              </div>
              {playing && (
                <VideoPlayer key={playing.id} src={playing.files} poster={playing.full_image} title={title} />
              )}
              <div className="content-dialog__actions">
                <button type="button" className="btn btn--ghost" onClick={() => void copyLink()}>
                  {copy.video.copyLink}
                </button>
                <p className={`content-status content-status--${copyState}`} role="status" aria-live="polite">
                  {copyState === 'copied'
                    ? copy.video.copied
                    : copyState === 'failed'
                      ? copy.video.copyFailed
                      : ''}
                </p>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </>
    );
  },
);
