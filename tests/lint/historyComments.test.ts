import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Source says what the code is and why, not which issue or decision brought it: a comment or a
 * test title that cites "issue 12", "decision 96", "#45", "(d. 12)", "see 162" or "issue-40" sends
 * the reader to the history instead of telling them. docs/ and Markdown files may cite; data files
 * (JSON) and media are not read.
 */
const root = path.resolve(import.meta.dirname, '../..');

const CITATION = new RegExp(
  [
    /\b[Ii]ssues?[ -]#?\d+\b(?!\/\d)/.source, // "issue 12", "issues 12", "issue-40"; not a magazine's "issue 26/2025"
    /\b[Dd]ecisions?(\.md)? #?\d+/.source, // "decision 96", "decisions 136 and 138", "decisions.md 52"
    /\([Dd]\. ?\d+\)/.source, // "(d. 12)"
    /\b[Ss]ee #?\d{2,3}\b(?! ?(ms|s|px|%|KB|MB|GB|kB|°))/.source, // "see 162"
    /(?<![&\w#'"/|])#\d{1,4}\b/.source, // "#45", not an HTML entity "&#39;"
  ].join('|'),
);

/** What looks like a citation and is not: a CSS colour such as `#000;` or `#999 !important`. */
const CSS_COLOUR = /#[0-9a-fA-F]{3,8}(?=\s*(;|!important))/g;

/** This file, whose examples are citations. */
const SELF = 'tests/lint/historyComments.test.ts';

const SKIP = /\.(json|mp4|png|jpe?g|webp|gif|svg|ico|woff2?|ttf|otf|pdf|zip|gz|br)$/i;

/** The repository's source files as git knows them, outside docs/ and Markdown. */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 })
    .split('\0')
    .filter(
      (file) =>
        file !== '' &&
        !file.startsWith('docs/') &&
        !file.endsWith('.md') &&
        !SKIP.test(file) &&
        file !== SELF,
    );
}

/** Each line of `text` that cites an issue or a decision, as "line: text". */
export function citations(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (CITATION.test(line.replace(CSS_COLOUR, ''))) found.push(`${index + 1}: ${line.trim()}`);
  });
  return found;
}

describe('comments and test titles cite no issue or decision', () => {
  it('tells a citation from what only looks like one', () => {
    expect(citations('// The sizing it came with (issue 23).')).toHaveLength(1);
    expect(citations('/* a working draft (decision 96) */')).toHaveLength(1);
    expect(citations('// the same step (decisions 136 and 138)')).toHaveLength(1);
    expect(citations('/* in this order (docs/decisions.md 52). */')).toHaveLength(1);
    expect(citations('# fixed in #45')).toHaveLength(1);
    expect(citations('// kept (d. 12)')).toHaveLength(1);
    expect(citations('// see 162')).toHaveLength(1);
    expect(citations("it('works (issue-40)', …)")).toHaveLength(1);
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
