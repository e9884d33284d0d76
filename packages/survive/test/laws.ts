/** Survive's conservation laws (S1.1, S9), checked after every action of random games. */
import type { Invariant } from '@tabula/core/testing';
import { COMPONENT_COUNTS, TERRAIN_TILES, BOAT_CAPACITY, type SurviveEvent, type SurviveState } from '../src/index';

const CREATURE_COUNTS = { seaSerpent: COMPONENT_COUNTS.seaSerpents, shark: COMPONENT_COUNTS.sharks, whale: COMPONENT_COUNTS.whales };

export const laws: Invariant<SurviveState, SurviveEvent>[] = [
  {
    name: 'per colour, explorers unplaced + on land + aboard + swimming + saved + dead = 10',
    check(s) {
      for (let c = 0; c < s.colours; c++) {
        const mine = s.explorers.filter((e) => e.colour === c);
        const by = (st: string) => mine.filter((e) => e.status === st).length;
        const total = s.unplaced[c]!.length + by('land') + by('boat') + by('sea') + by('saved') + by('dead');
        if (total !== COMPONENT_COUNTS.explorersPerColour || mine.length + s.unplaced[c]!.length !== COMPONENT_COUNTS.explorersPerColour) return `colour ${c}: ${total} explorers`;
        const values = [...mine.map((e) => e.value), ...s.unplaced[c]!].sort((a, b) => a - b);
        if (values.join() !== '1,1,1,2,2,3,3,4,5,6') return `colour ${c}: values ${values.join()}`;
      }
      return undefined;
    },
  },
  {
    name: 'boats on board + supply + destroyed = 12; at most 3 aboard and 1 per space; passengers agree',
    check(s) {
      if (s.boats.length !== COMPONENT_COUNTS.boats) return `${s.boats.length} boats`;
      const spaces = new Set<number>();
      for (const [b, boat] of s.boats.entries()) {
        if (boat.status === 'board') {
          if (boat.hex === null || spaces.has(boat.hex)) return `boat ${b} shares hex ${boat.hex}`;
          if (s.land[boat.hex]) return `boat ${b} on land`;
          spaces.add(boat.hex);
        } else if (boat.hex !== null || boat.passengers.length > 0) return `boat ${b} off the board holds a hex or passengers`;
        if (boat.passengers.length > BOAT_CAPACITY) return `boat ${b} holds ${boat.passengers.length}`;
        for (const id of boat.passengers) {
          const e = s.explorers[id]!;
          if (e.status !== 'boat' || e.boat !== b || e.hex !== boat.hex) return `explorer ${id} listed aboard boat ${b} but is ${e.status} at ${e.hex}`;
        }
      }
      for (const [id, e] of s.explorers.entries()) {
        if ((e.status === 'boat') !== (e.boat !== null)) return `explorer ${id} boat field disagrees with ${e.status}`;
        if (e.status === 'boat' && !s.boats[e.boat!]!.passengers.includes(id)) return `explorer ${id} not in its boat's list`;
        if (e.status === 'land' && !s.land[e.hex]) return `explorer ${id} on land at a sea hex ${e.hex}`;
        if (e.status === 'sea' && s.land[e.hex]) return `swimmer ${id} on land`;
      }
      return undefined;
    },
  },
  {
    name: 'creatures on board + supply + removed = their counts; serpents never in the supply',
    check(s) {
      for (const kind of ['seaSerpent', 'shark', 'whale'] as const) {
        const all = s.creatures.filter((c) => c.kind === kind);
        if (all.length !== CREATURE_COUNTS[kind]) return `${all.length} ${kind}s`;
        if (all.some((c) => (c.status === 'board') !== (c.hex !== null) || (c.hex !== null && s.land[c.hex]))) return `a ${kind} with a bad position`;
      }
      if (s.creatures.some((c) => c.kind === 'seaSerpent' && c.status === 'supply')) return 'a sea serpent in the supply';
      return undefined;
    },
  },
  {
    name: 'tiles on board + removed (in hands or discarded) = 40, each once',
    check(s) {
      const onBoard = s.board.filter((t): t is number => t !== null);
      const all = [...onBoard, ...s.hands.flat(), ...s.discard].sort((a, b) => a - b);
      if (all.length !== TERRAIN_TILES.length || all.some((t, i) => t !== i)) return `tiles: ${all.length}`;
      if (s.board.some((t, hex) => (t !== null) !== (s.land[hex] === true))) return 'board and land disagree';
      return undefined;
    },
  },
  {
    name: 'movement points stay within 0..3',
    check(s) {
      return s.movesLeft < 0 || s.movesLeft > 3 ? `movesLeft ${s.movesLeft}` : undefined;
    },
  },
];
