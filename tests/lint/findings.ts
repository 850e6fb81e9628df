import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint | undefined;

/**
 * The rules of eslint.config.js that fire on `code` as the repository's file `file` (which need not
 * exist), with their messages: how the lint rules' cases are run.
 */
export async function findings(
  file: string,
  code: string,
): Promise<{ rule: string | null; message: string }[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}
