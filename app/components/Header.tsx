import { useTranslation } from '../i18n/useTranslation.js';
import { href, text, useLang } from '../lib/lang.js';
import { usePagePath, usePageQuery } from '../lib/page.js';
import { activeSecond, activeTop, SECOND_NAV, stripLang, TOP_NAV } from '../lib/nav.js';
import type { ProductMenuCategory } from '../lib/types.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { MenuButton } from './MenuButton.js';
import { SearchBox } from './SearchBox.js';

export function Header({
  productMenu,
  logo,
  companyName,
}: {
  productMenu: ProductMenuCategory[];
  logo: string;
  companyName: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const path = stripLang(usePagePath());
  const top = activeTop(path, usePageQuery());
  const second = activeSecond(path);

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <nav aria-label={t('nav.menu')} className="topbar__nav">
            <ul>
              <TopNavItems active={top} />
            </ul>
          </nav>
          <div className="topbar__tools">
            <SearchBox />
            <LanguageSwitch />
          </div>
        </div>
      </div>
      <div className="mainbar">
        <div className="container mainbar__inner">
          {/* The logo and this bar load whole pages (docs/product.md §2). */}
          <a className="brand" href={href('/', lang)}>
            <img src={logo} alt={companyName} width="180" height="48" />
          </a>
          <nav aria-label={t('nav.productCenter')} className="mainbar__nav">
            <ul>
              {SECOND_NAV.map((entry) => (
                <li key={entry.key} className={entry.key === 'productCenter' ? 'has-menu' : undefined}>
                  <SecondNavLink entry={entry} active={second} />
                  {entry.key === 'productCenter' && productMenu.length > 0 && (
                    <ProductMenu categories={productMenu} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <MenuButton />
        </div>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden>
        <div className="container">
          <SearchBox id="mobile-search" />
          <ul>
            <TopNavItems active={top} />
            {SECOND_NAV.map((entry) => (
              <li key={entry.key}>
                <SecondNavLink entry={entry} active={second} />
              </li>
            ))}
          </ul>
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}

/** The top bar's entries, in the bar and in the phone menu. */
function TopNavItems({ active }: { active: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return TOP_NAV.map((entry) => (
    <li key={entry.key}>
      <a href={href(entry.path, lang)} aria-current={active === entry.key ? 'page' : undefined}>
        {t(`nav.${entry.key}`)}
      </a>
    </li>
  ));
}

/** A second-bar entry: a plain link, as these pages load whole (docs/product.md §2). */
function SecondNavLink({ entry, active }: { entry: (typeof SECOND_NAV)[number]; active: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <a href={href(entry.path, lang)} aria-current={active === entry.key ? 'page' : undefined}>
      {t(`nav.${entry.key}`)}
    </a>
  );
}

/** The Product Center dropdown: every category with its children (docs/product.md §2). */
function ProductMenu({ categories }: { categories: ProductMenuCategory[] }) {
  const lang = useLang();
  return (
    <div className="product-menu">
      <div className="product-menu__grid">
        {categories.map((category, index) => (
          <div key={category.id} className="product-menu__group">
            <a
              className="product-menu__title"
              href={href(`/prod_list?index=${index}&parentId=${category.id}`, lang)}
            >
              {text(category, 'cate_name', lang)}
            </a>
            <ul>
              {category.cate_list.map((child) => (
                <li key={child.id}>
                  <a href={href(`/prod_list?index=${index}&parentId=${category.id}&sonId=${child.id}`, lang)}>
                    {text(child, 'cate_name', lang)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
