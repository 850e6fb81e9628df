import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The service areas (server/services/content, desk, platform, staff) import one another in one
 * direction only: platform is the floor, content builds on it, staff on both, and the desk on all
 * three. A cycle between two areas means neither can be read (or built) without the other. Type
 * imports count too: they tie the areas' designs together just the same. ESLint's import plugin
 * is not installed, so the imports are read here with a pattern.
 */
const SERVICES = path.resolve(import.meta.dirname, '../../server/services');

/** The module names a source imports or re-exports, statically or with import(). */
function importsOf(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) names.push(m[1]!);
  return names;
}

/** Which areas each area imports: from every .ts file in it (tests excluded: they set up anything). */
export function areaImports(root: string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const areas = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  for (const area of areas) {
    const to = new Set<string>();
    const files = fs.readdirSync(path.join(root, area), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const full = path.join(root, area, file);
      for (const name of importsOf(fs.readFileSync(full, 'utf8'))) {
        if (!name.startsWith('.')) continue;
        const target = path.relative(root, path.resolve(path.dirname(full), name));
        const other = target.split(path.sep)[0]!;
        if (!target.startsWith('..') && areas.includes(other) && other !== area) to.add(other);
      }
    }
    edges.set(area, to);
  }
  return edges;
}

/** The cycles among the areas, each as the path that closes it ("a → b → a"); none, []. */
export function areaCycles(edges: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const walk = (area: string, trail: string[]) => {
    for (const next of edges.get(area) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const loop = trail.slice(at);
        // One name per cycle, whichever area it was entered from: start at its first name.
        const first = loop.indexOf([...loop].sort()[0]!);
        const turned = [...loop.slice(first), ...loop.slice(0, first)];
        cycles.add([...turned, turned[0]].join(' → '));
      } else walk(next, [...trail, next]);
    }
  };
  for (const area of edges.keys()) walk(area, [area]);
  return [...cycles].sort();
}

describe('the service areas', () => {
  it('import one another without a cycle', () => {
    const edges = areaImports(SERVICES);
    expect([...edges.keys()].sort()).toEqual(['content', 'desk', 'platform', 'staff']);
    expect(areaCycles(edges)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const edges = new Map([
      ['platform', new Set<string>()],
      ['content', new Set(['platform'])],
      ['staff', new Set(['content', 'desk'])],
      ['desk', new Set(['staff', 'platform'])],
    ]);
    expect(areaCycles(edges)).toEqual(['desk → staff → desk']);
    edges.get('platform')!.add('desk');
    expect(areaCycles(edges)).toEqual([
      'content → platform → desk → staff → content',
      'desk → platform → desk',
      'desk → staff → desk',
    ]);
  });
});
