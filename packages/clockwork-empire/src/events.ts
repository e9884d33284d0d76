import type { Seat } from '@tabula/core';
import type { AreaId, Resource, SpaceId, WhiteSpaceId } from './data/components';

/**
 * What happened, in order. Every event is public except `cardsDrawn`, which carries its
 * `audience` (the drawing seat): a server must send it to that seat only.
 */
export type ClockworkEvent =
  /** C1.3, C4 Laboratory, abilities: a seat drew `count` cards (public). */
  | { type: 'drew'; seat: Seat; count: number }
  /** The drawn cards themselves: for `audience` only. */
  | { type: 'cardsDrawn'; audience: Seat[]; cards: string[] }
  /** The discards were shuffled into a new deck. */
  | { type: 'reshuffled'; cards: number }
  /** A card discarded face up (mulligan, Laboratory, hand limit). */
  | { type: 'discarded'; seat: Seat; card: string; reason: 'mulligan' | 'laboratory' | 'limit' }
  | { type: 'mulliganDone'; seat: Seat }
  | { type: 'turnStarted'; seat: Seat; round: number }
  /** C2.1: the dice in hand, rolled. */
  | { type: 'rolled'; seat: Seat; faces: number[] }
  | { type: 'kept'; seat: Seat; die: number; face: number }
  | { type: 'tapped'; seat: Seat; clockworker: number; step: 1 | -1 }
  | { type: 'moved'; seat: Seat; from: SpaceId; to: SpaceId; steps: number }
  /** C2.4 */
  | { type: 'tollPaid'; seat: Seat; to: Seat; vp: number }
  /** C2.5 */
  | { type: 'activated'; seat: Seat; clockworker: number; cards: string[] }
  | { type: 'vpGained'; seat: Seat; vp: number; reason: string }
  | { type: 'vpTaken'; seat: Seat; from: Seat; vp: number; reason: string }
  | { type: 'resourceGained'; seat: Seat; resource: Resource; n: number; reason: string }
  | { type: 'resourcePaid'; seat: Seat; resource: Resource; n: number; reason: string }
  | { type: 'resourceTaken'; seat: Seat; from: Seat; resource: Resource }
  | { type: 'resourceReturned'; seat: Seat; resource: Resource }
  /** C3.1–C3.2 */
  | { type: 'placed'; seat: Seat; area: AreaId; slot: number; value: number; displaced: Seat | null }
  | { type: 'released'; seat: Seat; area: AreaId; slot: number }
  | { type: 'godTaken'; seat: Seat; area: AreaId; god: string; dieValue: number }
  /** C4 white spaces */
  | { type: 'boughtBack'; seat: Seat; space: WhiteSpaceId; paid: Resource }
  /** C6 */
  | { type: 'built'; seat: Seat; card: string; paid: Resource[] }
  | { type: 'maintained'; seat: Seat; paid: Resource; untapped: number }
  | { type: 'untapped'; seat: Seat; count: number }
  | { type: 'evolutionRolled'; seat: Seat; clockworkers: number[]; threshold: number; face: number; success: boolean }
  /** An effect with nothing to do (no target, empty supply). */
  | { type: 'effectSkipped'; seat: Seat; step: string; why: string }
  | { type: 'turnEnded'; seat: Seat }
  | { type: 'roundEnded'; round: number }
  /** C8: one line of final scoring. */
  | { type: 'scored'; seat: Seat; vp: number; reason: string }
  | { type: 'gameEnded'; scores: number[]; winners: Seat[] };
