import { notFound } from '../lib/http.js';
import { parseLang } from '../../contract/lang.js';
import type { Route } from './+types/home';

/** The home page shell (the full screens are the public-site issue). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = parseLang(params.lang);
  if (!lang) notFound();
  const [site, tree] = await Promise.all([
    context.services.site.get(),
    context.services.categories.productTree(),
  ]);
  return { lang, site, tree };
}

export function meta({ data: page }: Route.MetaArgs) {
  const name = page?.lang === 'zh' ? page.site.company_name : page?.site.en_company_name;
  return [{ title: name ?? 'Maple River Controls' }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, site, tree } = loaderData;
  const zh = lang === 'zh';
  return (
    <main>
      <h1>{zh ? site.company_name : site.en_company_name}</h1>
      <ul>
        {tree.map((category) => (
          <li key={category.id}>{zh ? category.cate_name : category.en_cate_name}</li>
        ))}
      </ul>
    </main>
  );
}
