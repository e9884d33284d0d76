/**
 * Under `apply`, the rules read the fields `rules/access.ts` manages from the state before the
 * action until this action writes them through its helpers. A direct read or write of one of
 * those fields elsewhere in the rules would read stale values or draft what should not be, so
 * the rules' sources may name them only through the helpers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const RULES_DIR = new URL('../src/rules/', import.meta.url);
/** The fields `access.ts` manages (its `Field` type). */
const FIELDS = ['sectors', 'stock', 'stacks', 'dice', 'exhausted', 'steps', 'vp', 'outOfGame', 'diceThisRound', 'diceTakenBySeat', 'gaveToNeutral', 'donors', 'visit', 'track', 'tileClocks'];
const DIRECT = new RegExp(`\\b(?:s|state|draft)\\.(${FIELDS.join('|')})\\b`);

describe('access discipline', () => {
  it('the rules touch the managed fields only through rules/access.ts', () => {
    const offences: string[] = [];
    for (const file of readdirSync(RULES_DIR).filter((f) => f.endsWith('.ts') && f !== 'access.ts')) {
      readFileSync(new URL(file, RULES_DIR), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.replace(/\/\/.*$/, '').replace(/^\s*(\/\*\*|\*).*$/, '');
          if (DIRECT.test(code)) offences.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offences).toEqual([]);
  });

  it('the list of fields is the one access.ts declares', () => {
    const source = readFileSync(new URL('access.ts', RULES_DIR), 'utf8');
    // The quoted names in its type declarations (`Field`, `ArrayField`, `TableField`).
    const typeLines = source.split('\n').filter((line) => /^(export )?type \w+ = /.test(line));
    const declared = typeLines.flatMap((line) => [...line.matchAll(/'([a-zA-Z]+)'/g)].map((m) => m[1]));
    expect(new Set(declared)).toEqual(new Set(FIELDS));
  });
});
