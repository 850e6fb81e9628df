import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint | undefined;

/** The rule of how import paths are written, which has its own cases (importPaths.test.ts). */
export const IMPORT_PATHS = 'house/import-paths';

/**
 * The rules of eslint.config.js that fire on `code` as the repository's file `file` (which need not
 * exist), with their messages: how the lint rules' cases are run. The import-path rule's findings
 * are left out unless asked for (the guard's cases write paths both ways).
 */
export async function findings(
  file: string,
  code: string,
  { importPaths = false } = {},
): Promise<{ rule: string | null; message: string }[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => importPaths || m.ruleId !== IMPORT_PATHS)
    .map((m) => ({ rule: m.ruleId, message: m.message }));
}
