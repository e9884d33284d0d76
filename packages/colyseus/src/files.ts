/**
 * Finished matches as replay files on disk.
 *
 * @module
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MatchFile } from '@tabula/core';

/**
 * An `onFinish` for `tabulaRoom` that writes each finished match to `<dir>/<match id>.json`, the
 * replay file `{ game, config, log }` that `loadMatch` and `tabula replay` read (written whole, then
 * renamed into place, so a reader never sees half a file).
 */
export function replayFiles(dir: string): (file: MatchFile, match: string) => Promise<void> {
  return async (file, match) => {
    await mkdir(dir, { recursive: true });
    const path = join(dir, `${match}.json`);
    const part = `${path}.${process.pid}.part`;
    await writeFile(part, `${JSON.stringify(file, null, 2)}\n`);
    await rename(part, path);
  };
}
