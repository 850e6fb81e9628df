import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Source says what the code is and why, not which issue or decision brought it: a comment or a
 * test title that names an issue or a decision by its number sends the reader to the history
 * instead of telling them. docs/ and Markdown files may cite; data files (JSON) and media are not
 * read. (This file's own examples are written with N for the number, so it passes its own scan.)
 */
const root = path.resolve(import.meta.dirname, '../..');

const CITATION = new RegExp(
  [
    /\b[Ii]ssues?[ -]#?\d+\b(?!\/\d)/.source, // "issue" or "issues" and a number, or hyphenated; not a magazine's issue number/year
    /\b[Dd]ecisions?(\.md)? #?\d+/.source, // "decision", "decisions" or "decisions.md" and a number
    /\([Dd]\. ?\d+\)/.source, // "d." and a number in brackets
    /\b[Ss]ee #?\d{2,3}\b(?! ?(ms|s|px|%|KB|MB|GB|kB|°))/.source, // "see" and a bare number (not a quantity)
    /(?<![&\w#'"/|])#\d{1,4}\b/.source, // a hash and a number, not an HTML entity
  ].join('|'),
);

/** What looks like a citation and is not: a CSS colour such as `#000;` or `#999 !important`. */
const CSS_COLOUR = /#[0-9a-fA-F]{3,8}(?=\s*(;|!important))/g;

const SKIP = /\.(json|mp4|png|jpe?g|webp|gif|svg|ico|woff2?|ttf|otf|pdf|zip|gz|br)$/i;

/** The repository's source files as git knows them, outside docs/ and Markdown. */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 })
    .split('\0')
    .filter((file) => file !== '' && !file.startsWith('docs/') && !file.endsWith('.md') && !SKIP.test(file));
}

/** Each line of `text` that cites an issue or a decision, as "line: text". */
export function citations(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (CITATION.test(line.replace(CSS_COLOUR, ''))) found.push(`${index + 1}: ${line.trim()}`);
  });
  return found;
}

/** An example citation: N stands for its number. */
const cite = (text: string) => citations(text.replaceAll('N', '7'));

describe('comments and test titles cite no issue or decision', () => {
  it('tells a citation from what only looks like one', () => {
    expect(cite('// The sizing it came with (issue N).')).toHaveLength(1);
    expect(cite('/* a working draft (decision N) */')).toHaveLength(1);
    expect(cite('// the same step (decisions N and N)')).toHaveLength(1);
    expect(cite('/* in this order (docs/decisions.md N). */')).toHaveLength(1);
    expect(cite('# fixed in #NN')).toHaveLength(1);
    expect(cite('// kept (d. N)')).toHaveLength(1);
    expect(cite('// see NNN')).toHaveLength(1);
    expect(cite("it('works (issue-N)', …)")).toHaveLength(1);
    expect(citations("  background: #000;\n  color: #999 !important;\n  const q = '&#39;';")).toEqual([]);
    expect(citations('"en": "Process Industry Weekly Review, issue 26/2025"')).toEqual([]);
    expect(citations('// see 3 s after the load; docs/product.md §2')).toEqual([]);
  });

  it('finds none in the sources', () => {
    const offending = sourceFiles().flatMap((file) =>
      citations(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(offending).toEqual([]);
  });
});
