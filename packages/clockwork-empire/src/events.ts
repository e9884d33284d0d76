import type { Seat } from '@tabula/core';
import type { AreaId, Resource, SpaceId, WhiteSpaceId } from './data/components';

/** A draw as its drawer sees it: the cards themselves, for `audience` (the drawing seat) only. */
export interface DrewEvent {
  type: 'drew';
  /** Who drew. */
  seat: Seat;
  /** How many cards (fewer than asked when the deck and the discards run out). */
  count: number;
  /** The cards drawn, in order: the drawer's secret. */
  cards: string[];
  /** `[seat]`: the only seat that sees the cards. */
  audience: Seat[];
}

/** {@link DrewEvent} as every other viewer sees it: who drew and how many, not which cards. */
export interface DrewRedacted {
  type: 'drew';
  /** Who drew. */
  seat: Seat;
  /** How many cards. */
  count: number;
  /** `[seat]`, kept from the private event. */
  audience: Seat[];
  /** Marks the redacted form. */
  redacted: true;
}

/**
 * What happened, in order. Every event is public except `drew`, which is private to the drawing
 * seat (`audience: [seat]`, with the cards); every other viewer receives its redacted form
 * ({@link DrewRedacted}: the seat and the count) through `clockworkEmpire.eventsFor`.
 */
export type ClockworkEvent =
  /** C1.3, C4 Laboratory, abilities: a seat drew cards (private: see {@link DrewEvent}). */
  | DrewEvent
  | DrewRedacted
  /** The discards were shuffled into a new deck (of `cards` cards, in a secret order). */
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
  /** C4 Temple P1 and a card's `basic` ability: the basic effect of `space` is used (it may then do nothing). */
  | { type: 'basicUsed'; seat: Seat; space: SpaceId }
  | { type: 'vpGained'; seat: Seat; vp: number; reason: string }
  | { type: 'vpTaken'; seat: Seat; from: Seat; vp: number; reason: string }
  | { type: 'resourceGained'; seat: Seat; resource: Resource; n: number; reason: string }
  | { type: 'resourcePaid'; seat: Seat; resource: Resource; n: number; reason: string }
  | { type: 'resourceTaken'; seat: Seat; from: Seat; resource: Resource }
  | { type: 'resourceReturned'; seat: Seat; resource: Resource }
  /** C3.1–C3.2: die `die` of this turn's roll, of face `value`, on slot `slot`. */
  | { type: 'placed'; seat: Seat; area: AreaId; die: number; slot: number; value: number; displaced: Seat | null }
  | { type: 'released'; seat: Seat; area: AreaId; slot: number }
  | { type: 'godTaken'; seat: Seat; area: AreaId; god: string; dieValue: number }
  /** C4 white spaces */
  | { type: 'boughtBack'; seat: Seat; space: WhiteSpaceId; paid: Resource }
  /** C6: a card from the builder's hand, now face up in front of them. */
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

/**
 * Event types that show hidden cards to everyone, or follow a shuffle: a card discarded face up
 * (the mulligan, the Laboratory, the hand limit), a card built from a hand, and a reshuffle of the
 * discards into a new secret deck. An action that emits one cannot be undone (nor can one that
 * emits `drew`, which is private, or rolls a die).
 */
export const REVEALING_EVENTS = ['discarded', 'built', 'reshuffled'] as const satisfies readonly ClockworkEvent['type'][];

/**
 * A private event as a viewer outside its audience receives it: `drew` keeps the seat and the
 * count, not the cards. (Every other event is public and never redacted.)
 */
export function redactEvent(event: ClockworkEvent, _viewer: Seat | null): ClockworkEvent {
  if (event.type === 'drew') return { type: 'drew', seat: event.seat, count: event.count, audience: [...event.audience], redacted: true };
  return event;
}
