import { useTranslation } from '../i18n/useTranslation.js';

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
        <a href={toPage(page - 1)}>{t('common.previous')}</a>
      ) : (
        <span aria-disabled="true">{t('common.previous')}</span>
      )}
      {numbers.map((n, i) => (
        <span key={n} className="pagination__item">
          {i > 0 && n - numbers[i - 1]! > 1 && <span aria-hidden="true">…</span>}
          <a
            href={toPage(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('common.page', { page: n })}
          >
            {n}
          </a>
        </span>
      ))}
      {page < pages ? (
        <a href={toPage(page + 1)}>{t('common.next')}</a>
      ) : (
        <span aria-disabled="true">{t('common.next')}</span>
      )}
    </nav>
  );
}
