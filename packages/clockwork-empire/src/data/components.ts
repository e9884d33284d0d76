/**
 * The rulebook's component names and numbers (C1–C8), source: the translated rules. Rules code
 * reads every number from here; the provisional board and cards are in `provisional.ts`. Every
 * constant is deeply frozen: the rules read them at run time, and no caller may change them.
 */
import { deepFreeze } from '@tabula/core';

/** Where a piece of component data comes from. */
export type DataSource = (typeof DATA_SOURCES)[number];

/** Where data comes from: the rulebook, our provisional design (C9), or a user's set option. */
export const DATA_SOURCES = deepFreeze(['rulebook', 'provisional', 'user'] as const);

/** C1.2: the five resources, in resource order (payments are listed in this order). */
export const RESOURCES = deepFreeze(['steel', 'gear', 'glass', 'spring', 'crystal'] as const);
/** A resource type (C1.2). */
export type Resource = (typeof RESOURCES)[number];

/** The six coloured areas (C4), whose rules are the rulebook's. */
export const AREAS = deepFreeze(['temple', 'exchange', 'factory', 'laboratory', 'ruins', 'fortress'] as const);
/** A coloured area (C4). */
export type AreaId = (typeof AREAS)[number];

/** The white spaces (C4); the Canyon is used with 4 players only. */
export const WHITE_SPACES = deepFreeze(['railway', 'bridge', 'highlands', 'canyon'] as const);
/** A white space (C4). */
export type WhiteSpaceId = (typeof WHITE_SPACES)[number];

/** Every space of the loop. */
export type SpaceId = AreaId | WhiteSpaceId;
/** Every space: the areas, then the white spaces (not the loop order, which is data). */
export const SPACES: readonly SpaceId[] = deepFreeze([...AREAS, ...WHITE_SPACES]);

/** The six area colours (C9) and white, the colour of the white spaces and of white clockworkers. */
export const AREA_COLOURS = deepFreeze(['purple', 'yellow', 'red', 'blue', 'green', 'grey'] as const);
/** One of the six area colours. */
export type AreaColour = (typeof AREA_COLOURS)[number];
/** White: the white spaces' colour, and white clockworkers'. */
export const WHITE = 'white' as const;
/** A clockworker's colour: an area colour or white. */
export type CardColour = AreaColour | typeof WHITE;
/** Every card colour: the six area colours, then white. */
export const CARD_COLOURS: readonly CardColour[] = deepFreeze([...AREA_COLOURS, WHITE]);

/** A buy-back price at a white space (C4): the resources accepted, or any resource. */
export type BuybackPrice = readonly Resource[] | 'any';

/** The rulebook's numbers. */
export const RULES = deepFreeze({
  /** C1.1 */
  minPlayers: 3,
  maxPlayers: 4,
  /** C1.1 */
  dicePerPlayer: 6,
  dieSides: 6,
  /** C1.2: the supply holds players × this of each resource. */
  supplyPerPlayer: 2,
  /** C1.3 */
  startHand: 4,
  /** C1.5: one die of each player on each of these spaces at setup. */
  startDiceSpaces: ['railway', 'bridge', 'highlands'] as readonly WhiteSpaceId[],
  /** C1.6: start VP by seat. */
  startVp: [0, 1, 2, 3] as readonly number[],
  /** C1.7 */
  startSpace: 'temple' as SpaceId,
  /** C1.8 */
  handLimit: 4,
  resourceLimit: 6,
  /** C4: the Canyon is in the loop from this many players. */
  canyonPlayers: 4,
  canyon: 'canyon' as WhiteSpaceId,
  /** C2.4: VP paid to each pawn already on the space. */
  arrivalToll: 1,
  /** C2.6 */
  godArrivalVp: 2,
  /** C3.1, C7 */
  godLimit: 3,
  /** C9 design data, not printed in the rules: privilege slots per area (slot k grants privilege k). */
  slotsPerArea: 2,
  /** C4: white spaces. */
  whiteSpaceVp: 1,
  buybackPrices: [['crystal'], ['crystal', 'steel'], 'any', 'any'] as readonly BuybackPrice[],
  /** C6.3: evolution tries per turn (Laboratory P1 adds one). */
  evolutionTriesPerTurn: 1,
  /** C6.3 */
  evolveMinCards: 2,
  evolveMinThreshold: 1,
  /** C5.1 */
  endVp: 50,
  /** C8.3 */
  builtVp: 1,
  colourMajority: { most: 3, tied: 1 },
  /** C8.4 */
  handMajority: { most: 4, tied: 2 },
  resourceMajority: { most: 4, tied: 2 },
  /** C8.3–C8.4 [ours], not in the rules: at least this many to rank in a majority. */
  majorityMin: 1,
} as const);
