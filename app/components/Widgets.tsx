import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { Link, useNavigate } from 'react-router';
import { href, pxToRem, useLang } from '../lib/lang.js';
import { breadcrumbList, JsonLd, useLdSite } from '../lib/structuredData.js';
import { usePosterUrl } from './Picture.js';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Page title band with breadcrumbs (home first), which search engines also get as a BreadcrumbList.
 * `heading: false` when the page's own h1 is further down (an article's headline): the band's
 * title then looks the same but is not a heading.
 */
export function PageHeader({
  title,
  crumbs,
  image,
  heading = true,
}: {
  title: string;
  crumbs: Crumb[];
  image?: string;
  heading?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const ld = useLdSite();
  return (
    <div
      className="page-header"
      style={
        image
          ? {
              backgroundImage: `linear-gradient(90deg, rgba(11,42,74,.92), rgba(11,42,74,.55)), url(${image})`,
            }
          : undefined
      }
    >
      <div className="container">
        <nav aria-label="Breadcrumb" className="breadcrumbs">
          <ol>
            <li>
              <Link to={href('/', lang)}>{t('common.home')}</Link>
            </li>
            {crumbs.map((crumb, i) => (
              <li key={i}>
                {crumb.to ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {heading ? <h1>{title}</h1> : <p className="page-header__title">{title}</p>}
      </div>
      <JsonLd data={breadcrumbList(ld, [{ label: t('common.home'), to: href('/', lang) }, ...crumbs])} />
    </div>
  );
}

export interface Tab {
  key: string;
  label: string;
  to: string;
}

/** Tabs that are links: the choice lives in the URL query and survives a reload. */
export function LinkTabs({ tabs, active, label }: { tabs: Tab[]; active: string; label: string }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On a narrow screen the chosen tab may sit off to the side: bring it into the strip's view
    // (the strip only, never the page).
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (strip && current)
      strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  return (
    <nav className="link-tabs" aria-label={label}>
      <ul ref={list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.key === active ? 'page' : undefined}
              preventScrollReset={false}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A card's picture as a link to its entry: out of the tab order and hidden from screen readers,
 * since the card's title links there too.
 */
export function MediaLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className} tabIndex={-1} aria-hidden="true">
      {children}
    </Link>
  );
}

/** Previous / page numbers / next, each a link to `toPage(n)`. */
export function Pagination({
  page,
  count,
  limit,
  toPage,
}: {
  page: number;
  count: number;
  limit: number;
  toPage: (page: number) => string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / limit));
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav className="pagination" aria-label={t('common.pagination')}>
      {page > 1 ? (
        <Link to={toPage(page - 1)}>{t('common.previous')}</Link>
      ) : (
        <span aria-disabled="true">{t('common.previous')}</span>
      )}
      {numbers.map((n, i) => (
        <span key={n} className="pagination__item">
          {i > 0 && n - numbers[i - 1]! > 1 && <span aria-hidden="true">…</span>}
          <Link
            to={toPage(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('common.page', { page: n })}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < pages ? (
        <Link to={toPage(page + 1)}>{t('common.next')}</Link>
      ) : (
        <span aria-disabled="true">{t('common.next')}</span>
      )}
    </nav>
  );
}

/** HTML content written by staff (sanitised by the server), with pixel sizes in rem. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: pxToRem(html) }} />;
}

/** Goes back one page, or raises a custom event when `custom` is on (docs/product.md §2). */
export function BackButton({ custom = false }: { custom?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn btn--ghost"
      onClick={() => (custom ? window.dispatchEvent(new CustomEvent('custom-back')) : navigate(-1))}
    >
      ← {t('common.back')}
    </button>
  );
}

export type VideoState = 'never' | 'playing' | 'paused';

/** A poster with a play overlay; a click starts playback and shows the controls (docs/product.md §2). */
export function VideoPlayer({
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
}

export function Empty({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return <p className="empty">{children ?? t('common.empty')}</p>;
}
