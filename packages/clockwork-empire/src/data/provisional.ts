/**
 * C9 [P]: the provisional component set. Nothing of the real board, clockworker cards or machine
 * gods is public: this set is designed to exercise every rule, and is replaceable through the
 * `set` option (validated by `validateSet`).
 */
import { deepFreeze } from '@tabula/core';
import type { AreaColour, AreaId, CardColour, DataSource, Resource, SpaceId } from './components';
import type { Effect, GodTerm } from './vocabulary';

/** A clockworker card (C6). */
export interface ClockworkerCard {
  /** Unique among cards and gods. */
  id: string;
  /** Its printed name. */
  name: string;
  /** One of the 6 area colours, or white (C9). */
  colour: CardColour;
  /** Resources printed on the card, in resource order; their number also counts for evolution (C6.3). */
  cost: Resource[];
  /** VP gained when built (C4 Factory). */
  vp: number;
  /** Used when the card is tapped on a space of its colour (C2.5). */
  ability: Effect[];
}

/** A machine god (C7). */
export interface GodCard {
  /** Unique among cards and gods. */
  id: string;
  /** Its printed name (C8.1–C8.2 name two of them). */
  name: string;
  /** The area it lies beside (C1.4). */
  area: AreaId;
  /** Scored before all other gods (C8.1: Wrath of Destruction and Strife). */
  first?: boolean;
  /** Its end-game text, in the god vocabulary (C7). */
  text: GodTerm[];
}

/** Everything a game's board and cards are made of. */
export interface ComponentSet {
  /** A name for the set. */
  name: string;
  /** `provisional` for {@link PROVISIONAL_SET}; a set given through the `set` option becomes `user`. */
  source: DataSource;
  /** Every space in loop order, Temple first; the Canyon is left out with 3 players. */
  loop: SpaceId[];
  /** Each area's colour, all six distinct. */
  colours: Record<AreaId, AreaColour>;
  /** Two per area (C1.4). */
  gods: GodCard[];
  /** The clockworker deck. */
  cards: ClockworkerCard[];
}

const card = (id: string, name: string, colour: CardColour, cost: Resource[], vp: number, ability: Effect[]): ClockworkerCard => ({ id, name, colour, cost, vp, ability });
const ALL: Resource[] = ['steel', 'gear', 'glass', 'spring', 'crystal'];
const COMMON: Resource[] = ['steel', 'gear', 'glass', 'spring'];
const RUINS: Resource[] = ['gear', 'glass', 'spring'];

/**
 * C9 [P]: the default component set, designed (not printed) so that every rule is exercised.
 * Tagged `source: 'provisional'`; replace it with the `set` option. Deeply frozen: copy it
 * (`structuredClone`) to build a set of your own from it.
 */
export const PROVISIONAL_SET: ComponentSet = deepFreeze({
  name: 'Tabula provisional set 1',
  source: 'provisional',
  loop: ['temple', 'railway', 'exchange', 'factory', 'bridge', 'laboratory', 'canyon', 'ruins', 'highlands', 'fortress'],
  colours: { temple: 'purple', exchange: 'yellow', factory: 'red', laboratory: 'blue', ruins: 'green', fortress: 'grey' },
  gods: [
    { id: 'ishtar', name: 'Omnipotent Ishtar', area: 'temple', text: [{ op: 'vpPer', count: { of: 'godArrivalVp' }, per: 1, vp: 1 }] },
    { id: 'chronos', name: 'Chronos the Keeper', area: 'temple', text: [{ op: 'vpPer', count: { of: 'gods' }, per: 1, vp: 2 }] },
    { id: 'mammon', name: 'Mammon of Cogs', area: 'exchange', text: [{ op: 'vpPer', count: { of: 'resources', resource: 'crystal' }, per: 1, vp: 2 }] },
    { id: 'crown', name: 'Crown of Ascendancy', area: 'exchange', text: [{ op: 'mostOf', count: { of: 'vp' }, most: 5, tied: 2 }] },
    { id: 'wrath', name: 'Wrath of Destruction and Strife', area: 'factory', first: true, text: [{ op: 'takeFromEach', vp: 3 }] },
    { id: 'forgefather', name: 'Forge-Father', area: 'factory', text: [{ op: 'vpPer', count: { of: 'built' }, per: 1, vp: 1 }] },
    { id: 'brassmind', name: 'Mind of Brass', area: 'laboratory', text: [{ op: 'vpPer', count: { of: 'hand' }, per: 1, vp: 1 }] },
    { id: 'evolver', name: 'The Evolver', area: 'laboratory', text: [{ op: 'vpPer', count: { of: 'evolved' }, per: 1, vp: 3 }] },
    { id: 'dustmother', name: 'Dust Mother', area: 'ruins', text: [{ op: 'vpPer', count: { of: 'resources' }, per: 2, vp: 1 }] },
    { id: 'sleeper', name: 'The Sleeper Below', area: 'ruins', text: [{ op: 'vpPer', count: { of: 'diceRemoved' }, per: 1, vp: 2 }] },
    { id: 'tyrant', name: 'Iron Tyrant', area: 'fortress', text: [{ op: 'mostOf', count: { of: 'diceOnSlots' }, most: 4, tied: 2 }] },
    { id: 'warden', name: 'Warden of Gates', area: 'fortress', text: [{ op: 'flat', vp: 3 }, { op: 'vpPer', count: { of: 'built', colour: 'grey' }, per: 1, vp: 1 }] },
  ],
  cards: [
    card('P1', 'Chapel Bellringer', 'purple', ['gear'], 0, [{ op: 'gainVp', n: 1 }]),
    card('P2', 'Incense Automaton', 'purple', ['glass', 'spring'], 1, [{ op: 'gainVp', n: 1 }, { op: 'draw', n: 1 }]),
    card('P3', 'Choir Engine', 'purple', ['steel', 'glass'], 1, [{ op: 'gainVp', n: 2 }]),
    card('P4', 'Oracle Mechanism', 'purple', ['glass', 'spring', 'crystal'], 2, [{ op: 'basic', area: 'laboratory' }]),
    card('P5', 'High Priest Automaton', 'purple', ['steel', 'gear', 'crystal'], 3, [{ op: 'gainVp', n: 3 }]),
    card('Y1', 'Coin Counter', 'yellow', ['spring'], 0, [{ op: 'gain', resource: 'crystal', n: 1 }]),
    card('Y2', 'Broker Clock', 'yellow', ['gear', 'glass'], 1, [{ op: 'choose', from: COMMON, n: 1 }]),
    card('Y3', 'Ledger Engine', 'yellow', ['steel', 'spring'], 1, [{ op: 'stealVp', n: 1 }]),
    card('Y4', 'Arbitrage Engine', 'yellow', ['gear', 'spring', 'crystal'], 2, [{ op: 'basic', area: 'exchange' }]),
    card('Y5', 'Golden Scale', 'yellow', ['glass', 'crystal', 'crystal'], 3, [{ op: 'gainVp', n: 2 }]),
    card('R1', 'Riveter', 'red', ['steel'], 0, [{ op: 'gain', resource: 'steel', n: 1 }]),
    card('R2', 'Assembly Arm', 'red', ['steel', 'gear'], 1, [{ op: 'untapAll' }]),
    card('R3', 'Foundry Golem', 'red', ['steel', 'steel'], 1, [{ op: 'basic', area: 'factory' }]),
    card('R4', 'Press Titan', 'red', ['steel', 'gear', 'spring'], 2, [{ op: 'gainVp', n: 2 }]),
    card('R5', 'Forge Colossus', 'red', ['steel', 'steel', 'crystal'], 3, [{ op: 'choose', from: RUINS, n: 2 }]),
    card('B1', 'Lens Grinder', 'blue', ['glass'], 0, [{ op: 'draw', n: 1 }]),
    card('B2', 'Calculator', 'blue', ['gear', 'glass'], 1, [{ op: 'draw', n: 2 }]),
    card('B3', 'Tinker', 'blue', ['glass', 'spring'], 1, [{ op: 'untapAll' }]),
    card('B4', 'Difference Engine', 'blue', ['gear', 'glass', 'crystal'], 2, [{ op: 'draw', n: 1 }, { op: 'gainVp', n: 1 }]),
    card('B5', 'Analytical Engine', 'blue', ['glass', 'glass', 'crystal'], 3, [{ op: 'basic', area: 'laboratory' }]),
    card('G1', 'Scavenger', 'green', ['gear'], 0, [{ op: 'choose', from: RUINS, n: 1 }, { op: 'extraSteps', n: 1 }]),
    card('G2', 'Digger', 'green', ['gear', 'spring'], 1, [{ op: 'choose', from: RUINS, n: 2 }]),
    card('G3', 'Relic Hound', 'green', ['steel', 'glass'], 1, [{ op: 'gain', resource: 'crystal', n: 1 }]),
    card('G4', 'Excavator', 'green', ['steel', 'gear', 'spring'], 2, [{ op: 'choose', from: ALL, n: 1 }, { op: 'gainVp', n: 1 }]),
    card('G5', 'Archaeologist Engine', 'green', ['spring', 'spring', 'crystal'], 3, [{ op: 'gainVp', n: 2 }]),
    card('S1', 'Sentry', 'grey', ['steel'], 0, [{ op: 'stealVp', n: 1 }]),
    card('S2', 'Pickpocket', 'grey', ['steel', 'spring'], 1, [{ op: 'stealResource', n: 1 }]),
    card('S3', 'Quartermaster', 'grey', ['steel', 'glass'], 1, [{ op: 'gain', resource: 'steel', n: 2 }]),
    card('S4', 'Siege Engine', 'grey', ['steel', 'steel', 'gear'], 2, [{ op: 'stealVp', n: 2 }]),
    card('S5', 'Iron Warden', 'grey', ['steel', 'spring', 'crystal'], 3, [{ op: 'stealResource', n: 2 }]),
    card('W1', 'Porter', 'white', ['gear'], 0, [{ op: 'gainVp', n: 1 }]),
    card('W2', 'Surveyor', 'white', ['spring'], 0, [{ op: 'extraSteps', n: 2 }]),
    card('W3', 'Conductor', 'white', ['steel', 'gear'], 1, [{ op: 'choose', from: COMMON, n: 1 }]),
    card('W4', 'Bridge Keeper', 'white', ['glass', 'spring'], 1, [{ op: 'gainVp', n: 2 }]),
    card('W5', 'Mountain Guide', 'white', ['gear', 'glass', 'crystal'], 2, [{ op: 'untapAll' }, { op: 'gainVp', n: 1 }]),
  ],
} satisfies ComponentSet);
