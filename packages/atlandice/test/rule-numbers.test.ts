/** Tests and README cite rules by the numbers of docs/rules/atlandice.md, and only those. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DOC = readFileSync(new URL('../../../docs/rules/atlandice.md', import.meta.url), 'utf8');
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const RULES_DIR = new URL('./rules/', import.meta.url);
/** A rule number: A4.1a, A10.3, A8, a tile effect (J1 … F3, M1–M3) or BM. */
const ID = /\b(A\d{1,2}(?:\.\d{1,2}[a-c]?)?|[JLIF][1-3]|M[1-3](?:–M[1-3])?|BM)\b/g;

/** The numbers the rules reference defines: its sections and bold labels (M1–M3 also stands for M1, M2 and M3). */
function defined(): Set<string> {
  const out = new Set<string>([...DOC.matchAll(/^## (A\d+) /gm)].map((m) => m[1]!));
  for (const [, label] of DOC.matchAll(/^\s*- \*\*([^*]+)\*\*/gm)) {
    out.add(label!);
    if (label === 'M1–M3') ['M1', 'M2', 'M3'].forEach((m) => out.add(m));
  }
  return out;
}

/** The test titles (`it('…')`) of the files in `dir`. */
function titlesIn(dir: URL): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/\bit\(\s*(['`])(.*?)\1/g)].map((m) => m[2]!));
}
const ruleTestTitles = () => titlesIn(RULES_DIR);
const allTestTitles = () => [...titlesIn(RULES_DIR), ...titlesIn(new URL('./', import.meta.url))];

describe('rule numbers', () => {
  it('A1–A10 the rules reference defines every number the tests cite', () => {
    const ok = defined();
    const cited = allTestTitles().flatMap((t) => [...t.matchAll(ID)].map((m) => m[1]!));
    expect(cited.length).toBeGreaterThan(100);
    expect([...new Set(cited)].filter((id) => !ok.has(id))).toEqual([]);
  });

  it('A1–A10 every rule test names its rule first', () => {
    const unnamed = ruleTestTitles().filter((t) => !/^(\$\{tile\}|(A\d|[JLIMF]\d|BM)\S*)/.test(t));
    expect(unnamed).toEqual([]);
  });

  it('A1–A10 the README cites only numbers the rules reference defines, and links to it', () => {
    const ok = defined();
    const cited = [...README.matchAll(ID)].map((m) => m[1]!);
    expect([...new Set(cited)].filter((id) => !ok.has(id))).toEqual([]);
    // An absolute link: a relative one would break on the registry's page.
    expect(README).toContain('](https://github.com/tabula-games/tabula/blob/main/docs/rules/atlandice.md)');
  });
});
