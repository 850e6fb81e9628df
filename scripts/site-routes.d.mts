/** Every screen of docs/product.md §2 with the queries that pick its tabs and items (no language prefix). */
export function siteRoutes(siteUrl: string): Promise<string[]>;
