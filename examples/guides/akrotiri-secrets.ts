import { createMatch } from '@tabula/core';
import { akrotiri, type AkrotiriView, type GoalId, type Tier } from '@tabula/akrotiri';

/** What a seat holds, as a view may show it: the cards themselves, or only what their backs tell. */
export interface Holding {
  tile: string | 'face down' | null;
  maps: string[] | Record<Tier, number>; // the cards, or how many of each tier
  goals: GoalId[] | { count: number; faceUp: GoalId[] }; // the cards, or how many, and those taken face up
}

/** What `seat` holds, as `view` shows it. */
export function holdingOf(view: AkrotiriView, seat: number): Holding {
  const s = view.seats[seat]!;
  return {
    tile: s.tile ?? (s.hasTile ? 'face down' : null), // the Oracle's tile is face up for everyone
    maps: s.maps ?? s.mapCounts,
    goals: s.goals ?? { count: s.goalCount, faceUp: s.openGoals },
  };
}

// Each screen gets its own seat's handle, never the match: the state holds every hand and deck.
const match = createMatch(akrotiri, { players: 2, seed: 'secrets', options: { startPlayer: 0 } });
const me = match.seat(0);
const them = match.seat(1);
// Setup is played as actions: tiles and cubes, then each seat keeps one of the goal cards it drew.
while (me.view().pending?.kind !== 'keepGoal') {
  const seat = match.getSnapshot().activeSeats[0]!;
  match.seat(seat).apply(match.seat(seat).legalActions()[0]!);
}
const offered = me.view().pending;                         // { kind: 'keepGoal', seat: 0, drawn: [two goal ids], drawnCount: 2 }
const offeredToThem = them.view().pending;                 // { kind: 'keepGoal', seat: 0, drawn: null, drawnCount: 2 }
me.apply(me.legalActions()[0]!);                           // keep the first
const kept = me.log().at(-1);                              // { seat: 0, action: { type: 'keepGoal', goal: … } }
const seenKept = them.log().at(-1);                        // { seat: 0, action: { type: 'keepGoal', redacted: true } }
const mine = holdingOf(me.view(), 0);                      // the map cards and the goal card themselves
const theirs = holdingOf(them.view(), 0);                  // { tile: null, maps: { easy: 1, normal: 1, hard: 0 }, goals: { count: 1, faceUp: [] } }

export { match, me, them, offered, offeredToThem, kept, seenKept, mine, theirs };
