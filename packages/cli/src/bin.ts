/** The `tabula` executable. */
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { main } from './main';

let lines: AsyncIterator<string> | undefined;

const code = await main(process.argv.slice(2), {
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
process.exit(code);
