/** The `tabula` executable. */
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { main } from './main';

let lines: AsyncIterator<string> | undefined;

let code: number;
try {
  code = await main(process.argv.slice(2), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(text.endsWith('\n') || text.startsWith('\r') ? text : `${text}\n`),
    tty: process.stderr.isTTY === true,
    readLine: async () => {
      lines ??= createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
      const next = await lines.next();
      return next.done ? undefined : next.value;
    },
    writeFile: (path, text) => writeFileSync(path, text),
    readFile: (path) => readFileSync(path, 'utf8'),
  });
} catch (err) {
  // Not a usage error: a bug in tabula or in a game. The stack helps whoever fixes it.
  process.stderr.write(`tabula: unexpected error (a bug in tabula or in a game, please report it):\n${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  code = 1;
}
process.exit(code);
