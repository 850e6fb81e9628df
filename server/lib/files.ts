import crypto from 'node:crypto';
import fs from 'node:fs';

/** Writes `data` to `file` through a temporary name, so a reader never sees half a file. */
export async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}
