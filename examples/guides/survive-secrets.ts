import { createMatch } from '@tabula/core';
import { TERRAIN_TILES, hexIndex, survive, type SurviveView, type Terrain, type TileBack } from '@tabula/survive';

/** A tile in a seat's hand as this view may show it: its face always, its back only to its owner. */
export interface HandTile {
  terrain: Terrain;
  back: TileBack | null;
}

/** The tiles in front of `seat`, as `view` shows them. */
export function handOf(view: SurviveView, seat: number): HandTile[] {
  const own = view.hands[seat]; // tile ids: only in the viewer's own view
  if (own) return own.map((tile) => ({ terrain: TERRAIN_TILES[tile]!.terrain, back: TERRAIN_TILES[tile]!.back }));
  return view.handFaces[seat]!.map((terrain) => ({ terrain, back: null })); // others: face down, terrain side up
}

/** An explorer's label: its value where the view shows it, else a question mark. */
export function explorerLabel(view: SurviveView, id: number): string {
  return String(view.explorers[id]!.value ?? '?');
}

// Each screen gets its own seat's handle, never the match: the state holds every value and tile back.
const match = createMatch(survive, { players: 2, seed: 'secrets' });
const me = match.seat(0);
const them = match.seat(1);
me.apply({ type: 'placeExplorer', hex: hexIndex(3, 4)!, value: 6 });

const mine = explorerLabel(me.view(), 0);                  // '6': during setup the owner sees its values
const theirs = explorerLabel(them.view(), 0);              // '?': nobody else does
const heard = them.log();                                  // [{ seat: 0, action: { type: 'placeExplorer', redacted: true, hex: 31 } }]
const watched = explorerLabel(match.seat(null).view(), 0); // '?': nor does a spectator

export { match, me, them, mine, theirs, heard, watched };
