import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDraft, produce } from 'immer';
import { akrotiri } from '../game';
import type { AkrotiriState } from '../state';
import { assign, edit, editSeat, performing, read, seatOf } from './access';

const fresh = (): AkrotiriState => akrotiri.setup({ players: 2, seed: 'access' });

/** Every object and array in `value`, deeply frozen. */
const deepFrozen = (value: unknown): boolean =>
  typeof value !== 'object' || value === null || (Object.isFrozen(value) && Object.values(value).every(deepFrozen));

describe('rules/access', () => {
  it('on a draft: reads are never drafts, see every write, and copy each edited part once', () => {
    const base = fresh();
    const next = produce(base, (draft) => {
      performing(draft as AkrotiriState, () => {
        const s = draft as AkrotiriState;
        expect(isDraft(read(s, 'seats'))).toBe(false);
        expect(read(s, 'seats')).toBe(base.seats);
        const p = editSeat(s, 0);
        expect(p).not.toBe(base.seats[0]);
        expect(editSeat(s, 0)).toBe(p);
        p.drachmas += 5;
        expect(seatOf(s, 0).drachmas).toBe(base.seats[0]!.drachmas + 5);
        expect(seatOf(s, 1)).toBe(base.seats[1]);
        const market = edit(s, 'market');
        expect(edit(s, 'market')).toBe(market);
        market.red -= 1;
        expect(read(s, 'market').red).toBe(base.market.red - 1);
        assign(s, 'steps', []);
        expect(read(s, 'steps')).toEqual([]);
        expect(read(s, 'tileDeck')).toBe(base.tileDeck);
      });
    });
    expect(next.seats[0]!.drachmas).toBe(base.seats[0]!.drachmas + 5);
    expect(next.seats[1]).toBe(base.seats[1]);
    expect(next.market.red).toBe(base.market.red - 1);
    expect(next.steps).toEqual([]);
    expect(next.tileDeck).toBe(base.tileDeck);
    expect(deepFrozen(next)).toBe(true);
    // The state before is left as it was.
    expect(base).toEqual(fresh());
  });

  it('on a plain state: reads and writes are the state\'s own, changed in place', () => {
    const s = structuredClone(fresh());
    performing(s, () => {
      expect(read(s, 'seats')).toBe(s.seats);
      const seats = s.seats;
      const p = editSeat(s, 1);
      expect(p).toBe(seats[1]);
      p.drachmas = 9;
      assign(s, 'cubes', [{ x: 0, y: -2, quadrant: 'NW', color: 'red' }]);
    });
    expect(s.seats[1]!.drachmas).toBe(9);
    expect(s.cubes).toHaveLength(1);
    expect(Object.isFrozen(s.seats[1])).toBe(false);
  });

  it('copies a seat or turn with fields other than the usual ones as a spread would', () => {
    const s = fresh();
    const odd = { ...s, seats: [{ extra: 1, ...s.seats[0]! }, s.seats[1]!] } as unknown as AkrotiriState;
    const next = produce(odd, (draft) => {
      performing(draft as AkrotiriState, () => {
        editSeat(draft as AkrotiriState, 0).drachmas = 7;
      });
    });
    expect(Object.keys(next.seats[0]!)).toEqual(Object.keys(odd.seats[0]!));
    expect(next.seats[0]!.drachmas).toBe(7);
  });

  it('states that apply returns are frozen through and through', () => {
    let s = fresh();
    for (let i = 0; i < 80 && !akrotiri.isOver(s); i++) {
      const seat = akrotiri.activeSeats(s)[0]!;
      const legal = akrotiri.legalActions(s, seat);
      const out = akrotiri.apply(s, seat, legal[(i * 7) % legal.length]!);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
      expect(deepFrozen(s)).toBe(true);
    }
  });
});

describe('access discipline', () => {
  const RULES_DIR = new URL('./', import.meta.url);
  /** The fields `access.ts` manages (its `Field` types). */
  const FIELDS = ['seats', 'market', 'mapDecks', 'turn', 'components', 'board', 'cubes', 'temples', 'tileDeck', 'tileDiscards', 'goalDeck', 'revealedGoals', 'steps', 'final'];
  const DIRECT = new RegExp(`\\b(?:s|state|draft)\\.(${FIELDS.join('|')})\\b`);

  it('the rules touch the managed fields only through rules/access.ts (setup builds the state, before any action)', () => {
    const offences: string[] = [];
    for (const file of readdirSync(RULES_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'access.ts' && f !== 'setup.ts')) {
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
    const typeLines = source.split('\n').filter((line) => /^(export )?type \w+ = /.test(line));
    const declared = typeLines.flatMap((line) => [...line.matchAll(/'([a-zA-Z]+)'/g)].map((m) => m[1]));
    expect(new Set(declared)).toEqual(new Set(FIELDS));
  });
});
