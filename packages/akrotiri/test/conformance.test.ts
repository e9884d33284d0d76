import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { checkGolden, gameProperties, type Invariant } from '@tabula/core/testing';
import {
  akrotiri,
  analyzeBoard,
  COLORS,
  GOAL_IDS,
  islandAt,
  PROVISIONAL_COMPONENTS,
  resampleHidden,
  TIERS,
  type AkrotiriEvent,
  type AkrotiriState,
} from '../src/index';
import * as pkg from '../src/index';

const components = (s: AkrotiriState) => s.components ?? PROVISIONAL_COMPONENTS;

/** Akrotiri's own laws, checked after every action of random games. */
export const laws: Invariant<AkrotiriState, AkrotiriEvent>[] = [
  {
    name: '32 cubes on market + board + boats, 8 of each colour',
    check(s) {
      let total = 0;
      for (const c of COLORS) {
        const n = s.market[c] + s.cubes.filter((x) => x.color === c).length + s.seats.reduce((k, p) => k + p.cargo.filter((x) => x === c).length, 0);
        if (n !== 8) return `${c}: ${n} cubes in play, not 8`;
        if (s.market[c] < 0 || s.market[c] > 8) return `${c}: market holds ${s.market[c]}`;
        total += n;
      }
      return total === 32 ? undefined : `${total} cubes in play, not 32`;
    },
  },
  {
    name: 'drachmas only change by the listed payments (sales, map purchases, excavation costs)',
    check(s, prev, events) {
      if (!prev) return s.seats.every((p) => p.drachmas === 2) ? undefined : 'players do not start with 2 drachmas';
      for (let seat = 0; seat < 2; seat++) {
        let delta = 0;
        for (const e of events) {
          if (e.type === 'cubeSold' && e.seat === seat) delta += e.price;
          if (e.type === 'mapsBought' && e.seat === seat) delta -= e.paid;
          if (e.type === 'templeExcavated' && e.seat === seat) delta -= e.cost;
        }
        const got = s.seats[seat]!.drachmas - prev.seats[seat]!.drachmas;
        if (got !== delta) return `seat ${seat}'s drachmas changed by ${got}, the events explain ${delta}`;
        if (s.seats[seat]!.drachmas < 0) return `seat ${seat} has negative drachmas`;
      }
      return undefined;
    },
  },
  {
    name: 'temples placed + on player boards = 12',
    check(s) {
      const onBoards = s.seats.reduce((n, p) => n + p.templesLeft, 0);
      return s.temples.length + onBoards === 12 ? undefined : `${s.temples.length} placed + ${onBoards} on boards`;
    },
  },
  {
    name: 'one temple per island when it is placed',
    check(s, prev) {
      if (!prev || s.temples.length === prev.temples.length) return undefined;
      const t = s.temples[s.temples.length - 1]!;
      const g = analyzeBoard(prev.board, components(prev));
      const island = islandAt(g, t);
      if (island === 'thera') return 'a temple on Thera';
      return prev.temples.some((o) => islandAt(g, o) === island) ? `a second temple on island ${island}` : undefined;
    },
  },
  {
    name: 'tiles, map cards and goal cards are each conserved',
    check(s) {
      const c = components(s);
      const tiles = [...s.board.tiles.map((t) => t.tile), ...s.tileDeck, ...s.tileDiscards, ...s.seats.flatMap((p) => (p.tile ? [p.tile] : []))].sort();
      if (JSON.stringify(tiles) !== JSON.stringify(c.tiles.map((t) => t.id).sort())) return 'tiles are lost or duplicated';
      const maps = [...TIERS.flatMap((t) => s.mapDecks[t]), ...s.seats.flatMap((p) => [...p.maps, ...p.excavated])].sort();
      if (JSON.stringify(maps) !== JSON.stringify(c.maps.map((m) => m.id).sort())) return 'map cards are lost or duplicated';
      const drawn = s.steps.flatMap((st) => (st.kind === 'keepGoal' ? st.drawn : []));
      const goals = [...s.goalDeck, ...s.revealedGoals, ...drawn, ...s.seats.flatMap((p) => p.goals)].sort();
      if (JSON.stringify(goals) !== JSON.stringify([...GOAL_IDS].sort())) return 'goal cards are lost or duplicated';
      return undefined;
    },
  },
  {
    name: 'actions used never exceed the turn count, boats hold at most 3, hands at most 1 tile',
    check(s) {
      if (s.turn && s.turn.used > s.turn.allowed) return `${s.turn.used} actions used of ${s.turn.allowed}`;
      if (s.seats.some((p) => p.cargo.length > 3)) return 'a boat holds more than 3 cubes';
      if (s.seats.some((p) => p.tileFaceUp && p.tile === null)) return 'a face-up tile in an empty hand';
      if (s.seats.some((p) => p.openGoals.some((g) => !p.goals.includes(g)))) return 'an open goal card not held';
      return undefined;
    },
  },
];

describe('akrotiri conformance (the core kit)', () => {
  for (const p of gameProperties(akrotiri, {
    // Random play rarely excavates 6 temples (about 10,000 actions when it does): the kit's games
    // stop when the tiles run out (the option's guard, K6.1), so that each ends within its limit.
    configs: [
      { players: 2, options: { stopWhenTilesRunOut: true } },
      { players: 2, options: { variant: 'strategic', stopWhenTilesRunOut: true } },
    ],
    invariants: laws,
    resample: resampleHidden,
    exports: pkg,
  })) {
    it(p.name, () => p.run(), 300_000);
  }
});

describe('akrotiri golden playthroughs', () => {
  it('fixed-seed games play exactly as recorded', () => {
    const dir = fileURLToPath(new URL('./golden', import.meta.url));
    checkGolden(
      akrotiri,
      [
        { name: 'standard-a', config: { players: 2, seed: 'golden-a', options: { stopWhenTilesRunOut: true } }, playoutSeed: 'play-a' },
        { name: 'standard-b', config: { players: 2, seed: 'golden-b', options: { stopWhenTilesRunOut: true } }, playoutSeed: 'play-b' },
        { name: 'strategic-a', config: { players: 2, seed: 'golden-c', options: { variant: 'strategic' as const, stopWhenTilesRunOut: true } }, playoutSeed: 'play-c' },
      ],
      dir,
    );
  });
});
