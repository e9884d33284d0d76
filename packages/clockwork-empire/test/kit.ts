/**
 * The core kit's properties for Clockwork Empire, shared by the two conformance files (vitest runs
 * files in parallel, so the kit is split in two halves by property name). Kit runs per property:
 * env `TABULA_KIT_RUNS`, else 6.
 */
import { gameProperties, type Invariant, type KitProperty } from '@tabula/core/testing';
import * as pkg from '../src/index';
import { clockworkEmpire, PROVISIONAL_SET, RESOURCES, RULES, resampleHidden, type ClockworkEvent, type ClockworkState } from '../src/index';

/** Clockwork Empire's own laws, checked after every action of random games. */
export const laws: Invariant<ClockworkState, ClockworkEvent>[] = [
  {
    name: "each player's 6 dice are in hand, on slots, on white spaces or removed",
    check(s) {
      for (let seat = 0; seat < s.players; seat++) {
        const p = s.seats[seat]!;
        const onSlots = Object.values(s.slots).reduce((n, slots) => n + slots.filter((d) => d?.owner === seat).length, 0);
        const onWhite = Object.values(s.whiteDice).reduce((n, owners) => n + owners.filter((o) => o === seat).length, 0);
        const total = p.diceInHand + onSlots + onWhite + p.diceRemoved;
        if (total !== RULES.dicePerPlayer || p.diceInHand < 0) return `seat ${seat}: ${p.diceInHand} in hand + ${onSlots} on slots + ${onWhite} on white spaces + ${p.diceRemoved} removed ≠ ${RULES.dicePerPlayer}`;
      }
      return undefined;
    },
  },
  {
    name: 'resources in supply + players = players × 2 per type',
    check(s) {
      for (let r = 0; r < RESOURCES.length; r++) {
        const held = s.seats.reduce((n, p) => n + p.resources[r]!, 0);
        if (s.supply[r]! < 0 || s.seats.some((p) => p.resources[r]! < 0)) return `a negative ${RESOURCES[r]} count`;
        if (held + s.supply[r]! !== s.players * RULES.supplyPerPlayer) return `${RESOURCES[r]}: ${held} held + ${s.supply[r]} supply`;
      }
      return undefined;
    },
  },
  {
    name: 'cards in deck + discard + hands + built = deck size, each once',
    check(s) {
      const all = [...s.deck, ...s.discard, ...s.seats.flatMap((p) => [...p.hand, ...p.built.flatMap((b) => b.cards)])].sort();
      const ids = (s.set ?? PROVISIONAL_SET).cards.map((c) => c.id).sort();
      return JSON.stringify(all) === JSON.stringify(ids) ? undefined : `cards: ${all.length} of ${ids.length}`;
    },
  },
  {
    name: 'at most 3 gods per player; every god beside its area or held once',
    check(s) {
      if (s.seats.some((p) => p.gods.length > RULES.godLimit)) return 'a player holds more than 3 gods';
      const all = [...Object.values(s.gods).flat(), ...s.seats.flatMap((p) => p.gods)].sort();
      return JSON.stringify(all) === JSON.stringify((s.set ?? PROVISIONAL_SET).gods.map((g) => g.id).sort()) ? undefined : `gods: ${all.join(',')}`;
    },
  },
  {
    name: 'VP is never negative',
    check(s) {
      if (s.seats.some((p) => p.vp < 0)) return 'negative VP';
      return undefined;
    },
  },
];

/** Every kit property, with Clockwork Empire's laws and leak check, for 3 and 4 players. */
export function kitProperties(): KitProperty[] {
  return gameProperties(clockworkEmpire, {
    configs: [{ players: 3 }, { players: 4 }],
    invariants: laws,
    resample: resampleHidden,
    exports: pkg,
    runs: Number(process.env.TABULA_KIT_RUNS) || 6,
  });
}

/**
 * The first half, by name; the second file runs every other property, so a property added to the
 * kit is never left out. The split balances their run times.
 */
export const FIRST_HALF = [/^determinize/, /^every legal action/, /^replay/, /^games end/, /^legal actions are unique/, /^the simulator/];
export const inFirstHalf = (p: KitProperty): boolean => FIRST_HALF.some((re) => re.test(p.name));
