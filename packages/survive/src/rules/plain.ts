/**
 * The state's arrays that the rules read entry by entry many times per action, as plain arrays.
 * A state's arrays are frozen, and Node 20's optimized code reads a frozen array's entries several
 * times slower than a plain array's; core's `plainReader` keeps one plain copy per frozen array,
 * shared by every action until the array changes (the board's land changes once a turn at most).
 * Read what these return; change the state only through core's `mutable`.
 */
import type { Seat } from '@tabula/core';
import { plainReader } from '@tabula/core/internal';
import type { Boat, CreatureToken, Explorer, SurviveState } from '../state';

const land = plainReader<boolean>();
const board = plainReader<number | null>();
const explorers = plainReader<Explorer>();
const boats = plainReader<Boat>();
const creatures = plainReader<CreatureToken>();
const owners = plainReader<Seat>();

/** `s.land`, to read. */
export const landOf = (s: SurviveState): readonly boolean[] => land(s.land);
/** `s.board`, to read. */
export const boardOf = (s: SurviveState): readonly (number | null)[] => board(s.board);
/** `s.explorers`, to read. */
export const explorersOf = (s: SurviveState): readonly Explorer[] => explorers(s.explorers);
/** `s.boats`, to read. */
export const boatsOf = (s: SurviveState): readonly Boat[] => boats(s.boats);
/** `s.creatures`, to read. */
export const creaturesOf = (s: SurviveState): readonly CreatureToken[] => creatures(s.creatures);
/** `s.colourOwner`, to read. */
export const colourOwnersOf = (s: SurviveState): readonly Seat[] => owners(s.colourOwner);
