import { readFileSync } from 'node:fs';

/** Where to look for the example in a README. */
export interface ReadmeExampleOptions {
  /** The first ```ts block after this heading line (e.g. `'## Writing a game'`); default: the README's first ```ts block. */
  after?: string;
}

/**
 * Checks that a README shows an example file verbatim, so that the code a reader copies is code the
 * test suite runs. The example may end with one `export { … };` line, for tests to import its
 * values; the README leaves that line out. Returns `undefined` when they agree, else a message
 * saying what differs.
 */
export function readmeExampleMismatch(readme: URL, example: URL, options: ReadmeExampleOptions = {}): string | undefined {
  const text = readFileSync(readme, 'utf8');
  const start = options.after === undefined ? 0 : text.indexOf(options.after);
  if (start < 0) return `${readme.pathname} has no heading "${options.after}"`;
  const block = /```ts\n([\s\S]*?)```/.exec(text.slice(start))?.[1];
  if (block === undefined) return `${readme.pathname} has no \`\`\`ts block${options.after ? ` after "${options.after}"` : ''}`;
  const code = readFileSync(example, 'utf8').replace(/\nexport \{[^}]*\};\n$/, '\n');
  if (block === code) return undefined;
  const a = block.split('\n');
  const b = code.split('\n');
  let line = 0;
  while (line < a.length && a[line] === b[line]) line++;
  return `the README's example and ${example.pathname} differ from line ${line + 1}: README ${JSON.stringify(a[line] ?? '(end)')}, example ${JSON.stringify(b[line] ?? '(end)')}`;
}
