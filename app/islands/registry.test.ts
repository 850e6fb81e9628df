import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandLoaders } from './registry.js';

/** Every `island('Name', …)` the site's components make. */
function islandsInSource(): string[] {
  const app = path.resolve(import.meta.dirname, '..');
  const names: string[] = [];
  for (const file of fs.readdirSync(app, { recursive: true }) as string[]) {
    if (!file.endsWith('.tsx')) continue;
    for (const match of fs.readFileSync(path.join(app, file), 'utf8').matchAll(/\bisland\(\s*'(\w+)'/g))
      names.push(match[1]!);
  }
  return names.sort();
}

describe('the islands registry', () => {
  it('names every island the components make (one the browser cannot find would never hydrate)', () => {
    expect(Object.keys(islandLoaders).sort()).toEqual(islandsInSource());
  });

  it('loads, under each name, the island its module made under that name', async () => {
    for (const [name, load] of Object.entries(islandLoaders)) {
      const component = await load();
      expect(component.displayName, name).toBe(`Island(${name})`);
    }
  });
});
