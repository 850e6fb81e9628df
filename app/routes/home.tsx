import { useTranslation } from 'react-i18next';
import { text, useLang } from '../lib/lang.js';
import { pageMeta } from '../lib/meta.js';
import { siteData } from '../lib/siteData.js';
import type { Route } from './+types/home';

/** Home / (the full screen is built in the public-site issue). */
export async function loader({ context }: Route.LoaderArgs) {
  return { tree: await context.services.categories.productTree() };
}

export function meta({ matches }: Route.MetaArgs) {
  const data = siteData(matches);
  return data ? pageMeta({ lang: data.lang, origin: data.origin, path: '/' }) : [];
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useTranslation();
  const data = siteData(matches);
  return (
    <div className="container section">
      <h1>{text(data?.site, 'company_name', lang)}</h1>
      <p>{t('meta.description')}</p>
      <ul>
        {loaderData.tree.map((category) => (
          <li key={category.id}>{text(category, 'cate_name', lang)}</li>
        ))}
      </ul>
    </div>
  );
}
