/**
 * C4: each coloured area's basic effect and its two privileges (P1, P2), written in the effect
 * vocabulary. Source: the rulebook (translated); not replaceable by options.
 */
import { deepFreeze } from '@tabula/core';
import { RULES, type AreaId, type Resource } from './components';
import type { Effect } from './vocabulary';

/** One coloured area's effects (C4). */
export interface AreaRules {
  /** Resolved by whoever acts there (C3.3). */
  readonly basic: readonly Effect[];
  /** Privilege k is held by the die on slot k (C3.3 [D]); passive effects last while held. */
  readonly privileges: readonly [readonly Effect[], readonly Effect[]];
}

/** The resources the Ruins give (C4). */
const RUINS_RESOURCES: Resource[] = ['gear', 'glass', 'spring'];

/** C4: the rulebook's effects of each coloured area (not replaceable: they are the rules). Deeply frozen. */
export const AREA_RULES: Readonly<Record<AreaId, AreaRules>> = deepFreeze({
  temple: { basic: [{ op: 'gainVp', n: 1 }], privileges: [[{ op: 'useBasic' }], [{ op: 'gainVp', n: 1 }]] },
  exchange: { basic: [{ op: 'exchange', pay: 2 }], privileges: [[{ op: 'exchangePrice', n: 1 }], [{ op: 'repeat' }]] },
  factory: { basic: [{ op: 'factory' }], privileges: [[{ op: 'repeat' }], [{ op: 'substitute', n: 1 }]] },
  laboratory: {
    basic: [{ op: 'laboratory' }],
    privileges: [
      [
        { op: 'handLimit', n: 6 },
        { op: 'evolutionTries', n: 1 },
      ],
      [{ op: 'evolutionThreshold', n: -3 }],
    ],
  },
  ruins: {
    basic: [{ op: 'choose', from: RUINS_RESOURCES, n: 2 }],
    privileges: [[{ op: 'choose', from: RUINS_RESOURCES, n: 1 }], [{ op: 'resourceLimit', n: 9 }]],
  },
  fortress: {
    basic: [{ op: 'gain', resource: 'steel', n: 1 }],
    privileges: [[{ op: 'stealVp', n: 1 }], [{ op: 'stealResource', n: 1 }]],
  },
} satisfies Record<AreaId, AreaRules>);

/**
 * C4: the basic effect of the white spaces (+1 VP), which Temple P1 may borrow like a coloured
 * area's. The buy-back is not part of it: the rulebook lists it apart, as an option of a player
 * who stops there.
 */
export const WHITE_SPACE_BASIC: readonly Effect[] = deepFreeze([{ op: 'gainVp', n: RULES.whiteSpaceVp }]);

/** The resource the Exchange gives with its VP (C4). */
export const EXCHANGE_GIVES: Resource = 'crystal';
/** The VP the Exchange gives (C4). */
export const EXCHANGE_VP = 1;
/** Resources paid to maintain (C4 Factory). */
export const MAINTAIN_COST = 1;
