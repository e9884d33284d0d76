import type { Seat } from '@tabula/core';
import type { SafeIsle } from './data/board';
import type { Creature, Terrain, TileBack } from './data/tiles';
import type { HexIndex } from './geometry';
import type { EndReason } from './state';

/** Why an explorer died or a boat was destroyed. */
export type Cause = 'seaSerpent' | 'shark' | 'whale' | 'whirlpool';

/**
 * What happened, in order. Every event is public except those with an `audience` (only those
 * seats may see them): a red tile's back goes only to its remover. Explorer values never appear
 * before the end.
 */
export type SurviveEvent =
  | { type: 'explorerPlaced'; seat: Seat; colour: number; explorer: number; hex: HexIndex }
  | { type: 'boatPlaced'; seat: Seat; colour: number; boat: number; hex: HexIndex }
  | { type: 'turnStarted'; seat: Seat; turn: number }
  | { type: 'stepSkipped'; seat: Seat; step: 'tile' | 'move' | 'remove' | 'creature' }
  | { type: 'tilePlayed'; seat: Seat; tile: number; back: TileBack }
  | { type: 'explorerMoved'; explorer: number; how: 'walk' | 'swim' | 'board' | 'dolphin'; from: HexIndex; to: HexIndex; boat: number | null }
  | { type: 'explorerSaved'; explorer: number; isle: SafeIsle }
  | { type: 'explorerKilled'; explorer: number; hex: HexIndex; by: Cause }
  | { type: 'explorersAdrift'; explorers: number[]; hex: HexIndex }
  | { type: 'boatMoved'; boat: number; from: HexIndex; to: HexIndex; by: 'sail' | 'winds' }
  | { type: 'boatDestroyed'; boat: number; hex: HexIndex; by: Cause }
  | { type: 'tileRemoved'; seat: Seat; hex: HexIndex; terrain: Terrain; back: TileBack | null }
  | { type: 'tileKept'; seat: Seat; tile: number; back: TileBack; audience: Seat[] }
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
  | { type: 'volcano'; hex: HexIndex }
  | { type: 'gameEnded'; reason: EndReason; scores: number[]; winners: Seat[]; values: number[] };
