import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay, type LogEntry } from '@tabula/core';
import { checkGolden, type GoldenCase, type GoldenRecord } from '@tabula/core/testing';
import { akrotiri, type AkrotiriOptions } from '../src/index';
import { greedyAkrotiri } from './greedy';

const dir = fileURLToPath(new URL('./golden', import.meta.url));

/** Seeded games of the greedy bot (test/greedy.ts); `TABULA_UPDATE_GOLDEN=1` records them again. */
const CASES: GoldenCase<AkrotiriOptions>[] = [
  { name: 'greedy-standard', config: { players: 2, seed: 'greedy-a' }, playoutSeed: 'greedy' },
  { name: 'greedy-strategic', config: { players: 2, seed: 'greedy-s', options: { variant: 'strategic' } }, playoutSeed: 'greedy' },
];

describe('golden playthroughs of a greedy bot (the late game random play rarely reaches)', () => {
  it('seeded greedy games play exactly as recorded', () => {
    checkGolden(greedyAkrotiri, CASES, dir);
  });

  it('K5.3 K6.1 the recorded games are legal Akrotiri to the 6th temple, the round completed', () => {
    for (const c of CASES) {
      const record = JSON.parse(readFileSync(`${dir}/${c.name}.json`, 'utf8')) as GoldenRecord<AkrotiriOptions>;
      const out = replay(akrotiri, record.config, record.log.map(([seat, action]): LogEntry => ({ seat, action })));
      if (!out.ok) throw new Error(`${c.name}: move ${out.index} rejected: ${out.error.code}`);
      const s = out.state;
      expect(akrotiri.isOver(s)).toBe(true);
      expect(s.ending).toBe('lastTemple');
      // Some seat excavated all 6 temples; each temple found its own island when placed (the laws).
      expect(s.seats.some((p) => p.templesLeft === 0 && p.excavated.length === 6)).toBe(true);
      // K6.1: both seats had the same number of turns (the last turn is not the start player's).
      expect(s.turn!.seat).not.toBe(s.startPlayer);
      expect(s.turn!.number % 2).toBe(0);
      // K1.4: the 3rd and 5th temples drew goal cards (standard) or took revealed ones (K8).
      const winner = s.seats.find((p) => p.templesLeft === 0)!;
      expect(winner.goals.length).toBe(3);
      if (s.variant === 'strategic') expect(winner.openGoals).toHaveLength(2);
    }
  });
});
