import type { Seat } from '@tabula/core';
import type { SafeIsle } from './data/board';
import type { Creature, Terrain, TileBack } from './data/tiles';
import type { HexIndex } from './geometry';
import type { EndReason } from './state';

/**
 * Why an explorer died or a boat was destroyed. The volcano (S7.1) kills the explorers not on a
 * safe isle when it ends the game; it destroys no boat.
 */
export type Cause = 'seaSerpent' | 'shark' | 'whale' | 'whirlpool' | 'volcano';

/**
 * What happened, in order. Every event is public except the removal of a tile that goes into the
 * remover's hand: a private `tileRemoved` (with an `audience`), whose back and id only the remover
 * sees; every other seat and spectators get its redacted form (`survive.eventsFor`), which keeps
 * the public fact: who removed which face from which hex. Explorer values never appear before the
 * end (`gameEnded`).
 */
export type SurviveEvent =
  | { type: 'explorerPlaced'; seat: Seat; colour: number; explorer: number; hex: HexIndex }
  | { type: 'boatPlaced'; seat: Seat; boat: number; hex: HexIndex }
  | { type: 'turnStarted'; seat: Seat; turn: number }
  | { type: 'stepSkipped'; seat: Seat; step: 'tile' | 'move' | 'remove' | 'creature' }
  | { type: 'tilePlayed'; seat: Seat; tile: number; back: TileBack }
  | { type: 'explorerMoved'; explorer: number; how: 'walk' | 'swim' | 'board' | 'dolphin'; from: HexIndex; to: HexIndex; boat: number | null }
  | { type: 'explorerSaved'; explorer: number; isle: SafeIsle }
  | { type: 'explorerKilled'; explorer: number; hex: HexIndex; by: Cause }
  | { type: 'explorersAdrift'; explorers: number[]; hex: HexIndex }
  | { type: 'boatMoved'; boat: number; from: HexIndex; to: HexIndex; by: 'sail' | 'winds' }
  | { type: 'boatDestroyed'; boat: number; hex: HexIndex; by: Cause }
  /** S4.2, S6: a tile with a green back, resolved at once: public, and it reveals the back. */
  | { type: 'tileRemoved'; seat: Seat; hex: HexIndex; terrain: Terrain; tile: number; back: TileBack }
  /** S4.2: a tile with a red or defence back, into the remover's hand: private to the remover. */
  | { type: 'tileRemoved'; seat: Seat; hex: HexIndex; terrain: Terrain; tile: number; back: TileBack; audience: Seat[] }
  /** The same, as the other seats and spectators see it: the face removed, not the tile or its back. */
  | { type: 'tileRemoved'; seat: Seat; hex: HexIndex; terrain: Terrain; audience: Seat[]; redacted: true }
  | { type: 'creaturePlaced'; creature: number; kind: Creature; hex: HexIndex }
  | { type: 'boatLaunched'; boat: number; hex: HexIndex; aboard: number[] }
  | { type: 'boarderChosen'; explorer: number; boat: number }
  | { type: 'supplyEmpty'; piece: 'shark' | 'whale' | 'boat' }
  | { type: 'whirlpool'; hex: HexIndex; area: HexIndex[] }
  | { type: 'creatureRemoved'; creature: number; kind: Creature; hex: HexIndex; by: 'whirlpool' | 'killShark' | 'killWhale' }
  | { type: 'dieRolled'; seat: Seat; face: number; creature: Creature }
  | { type: 'creatureMoved'; creature: number; kind: Creature; from: HexIndex; to: HexIndex; by: 'die' | 'tile' }
  | { type: 'defenceOffered'; seats: Seat[]; attack: 'shark' | 'whale'; hex: HexIndex }
  | { type: 'defended'; seat: Seat; tile: number; back: TileBack }
  | { type: 'defencePassed'; seat: Seat }
  /**
   * S7.1: the volcano tile was revealed at `hex`; the eruption destroys the terrain tiles still on
   * the island, at the hexes `destroyed` (ascending; they go to the discard). An `explorerKilled`
   * (`by: 'volcano'`) follows for every explorer not on a safe isle, then `gameEnded`.
   */
  | { type: 'volcano'; hex: HexIndex; destroyed: HexIndex[] }
  | { type: 'gameEnded'; reason: EndReason; scores: number[]; winners: Seat[]; values: number[] };

/** A `tileRemoved` event, in any of its forms. */
type TileRemoved = Extract<SurviveEvent, { type: 'tileRemoved' }>;

/**
 * A private event as `viewer` (outside its audience) may see it: a kept tile's removal without its
 * id and back. The only private event is `tileRemoved` of a red or defence tile.
 */
export function redactEvent(event: SurviveEvent, _viewer: Seat | null): SurviveEvent {
  if (event.type !== 'tileRemoved' || !('audience' in event) || 'redacted' in event) return event;
  const e = event as TileRemoved & { audience: Seat[] };
  return { type: 'tileRemoved', seat: e.seat, hex: e.hex, terrain: e.terrain, audience: [...e.audience], redacted: true };
}

/**
 * Event types that reveal hidden information publicly, so that the action emitting one is never
 * undone (see core's match store): a green back shown on removal (`tileRemoved`), a red tile played
 * (`tilePlayed`), a defence tile played (`defended`), and every explorer value at the end
 * (`gameEnded`). A kept tile's `tileRemoved` is private, which is an undo barrier of its own.
 */
export const REVEALING: readonly SurviveEvent['type'][] = Object.freeze(['tileRemoved', 'tilePlayed', 'defended', 'gameEnded']);
