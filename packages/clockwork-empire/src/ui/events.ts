/**
 * What to animate for a change, from the events a seat received: dice rolled and placed, the pawn
 * moving, cards drawn (face up for their drawer, backs for everyone else), resources and VP
 * changing hands, clockworkers tapped. Framework-free: a UI plays the steps as it likes.
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import type { SeatNames } from '@tabula/core/ui';
import type { AreaId, ClockworkEvent, Resource, SpaceId } from '@tabula/clockwork-empire';
import { clockworkEmpireWords } from './words';

/** The event types where nothing moves: the next view says it all. */
export const QUIET_EVENTS: readonly ClockworkEvent['type'][] = ['kept', 'basicUsed', 'effectSkipped', 'mulliganDone', 'turnStarted', 'turnEnded', 'roundEnded'];

/** Where a die, a card or a resource comes from or goes to. */
export type Place =
  | { space: SpaceId }
  | { slot: number; area: AreaId }
  | { seat: number } // in front of a seat: its hand, its table, its stock
  | 'supply'
  | 'deck'
  | 'discard'
  | 'box'; // out of the game

/** One step of an animation, played in order. */
export type Animation =
  | { kind: 'roll'; seat: number; faces: number[] }
  | { kind: 'pawn'; seat: number; from: SpaceId; to: SpaceId; steps: number }
  | { kind: 'die'; owner: number; from: Place; to: Place }
  | { kind: 'cards'; count: number; ids: string[] | null; from: Place; to: Place } // ids null: backs only
  | { kind: 'resource'; resource: Resource; from: Place; to: Place }
  | { kind: 'vp'; seat: number; vp: number; from?: number } // from: the seat that lost them
  | { kind: 'tap'; seat: number; clockworkers: number[]; untap: boolean }
  | { kind: 'say'; text: string };

/**
 * The animations of a change's events, as `viewer` (a seat, or `null` for a spectator) received
 * them; `say` steps are the events' words for that viewer. A draw is private: its drawer gets
 * `drew` with the cards; everyone else gets it redacted, and sees backs. Every event but the
 * {@link QUIET_EVENTS} gives at least one step.
 *
 * ```ts
 * seat.subscribe(() => play(clockworkEmpireAnimations(seat.getSnapshot().lastEvents, seat.viewer)));
 * ```
 */
export function clockworkEmpireAnimations(events: readonly ClockworkEvent[], viewer: Seat | null = null, names?: SeatNames): Animation[] {
  const out: Animation[] = [];
  const say = (e: ClockworkEvent) => out.push({ kind: 'say', text: clockworkEmpireWords.event(e, viewer, undefined, names) });
  for (const e of events) {
    switch (e.type) {
      case 'drew':
        out.push({ kind: 'cards', count: e.count, ids: 'redacted' in e ? null : e.cards, from: 'deck', to: { seat: e.seat } });
        break;
      case 'discarded':
        out.push({ kind: 'cards', count: 1, ids: [e.card], from: { seat: e.seat }, to: 'discard' });
        break;
      case 'built': // from the hand, face up, onto the builder's table (its cost came first, as `resourcePaid`)
        out.push({ kind: 'cards', count: 1, ids: [e.card], from: { seat: e.seat }, to: { seat: e.seat } });
        break;
      case 'reshuffled':
        out.push({ kind: 'cards', count: e.cards, ids: null, from: 'discard', to: 'deck' });
        break;
      case 'rolled':
        out.push({ kind: 'roll', seat: e.seat, faces: e.faces });
        break;
      case 'moved':
        out.push({ kind: 'pawn', seat: e.seat, from: e.from, to: e.to, steps: e.steps });
        break;
      case 'placed':
        if (e.displaced !== null) out.push({ kind: 'die', owner: e.displaced, from: { slot: e.slot, area: e.area }, to: { seat: e.displaced } });
        out.push({ kind: 'die', owner: e.seat, from: { seat: e.seat }, to: { slot: e.slot, area: e.area } });
        break;
      case 'released':
        out.push({ kind: 'die', owner: e.seat, from: { slot: e.slot, area: e.area }, to: { seat: e.seat } });
        break;
      case 'godTaken': // the highest die here leaves the game; the god goes to the seat
        out.push({ kind: 'die', owner: e.seat, from: { space: e.area }, to: 'box' });
        say(e);
        break;
      case 'boughtBack': // its price came first, as `resourcePaid`
        out.push({ kind: 'die', owner: e.seat, from: { space: e.space }, to: { seat: e.seat } });
        break;
      case 'resourceGained':
        for (let i = 0; i < e.n; i++) out.push({ kind: 'resource', resource: e.resource, from: 'supply', to: { seat: e.seat } });
        break;
      case 'resourcePaid':
        for (let i = 0; i < e.n; i++) out.push({ kind: 'resource', resource: e.resource, from: { seat: e.seat }, to: 'supply' });
        break;
      case 'resourceTaken':
        out.push({ kind: 'resource', resource: e.resource, from: { seat: e.from }, to: { seat: e.seat } });
        break;
      case 'resourceReturned':
        out.push({ kind: 'resource', resource: e.resource, from: { seat: e.seat }, to: 'supply' });
        break;
      case 'vpGained':
      case 'scored':
        out.push({ kind: 'vp', seat: e.seat, vp: e.vp });
        break;
      case 'vpTaken':
        out.push({ kind: 'vp', seat: e.seat, vp: e.vp, from: e.from });
        break;
      case 'tollPaid': // the mover pays each pawn already there
        out.push({ kind: 'vp', seat: e.to, vp: e.vp, from: e.seat });
        break;
      case 'tapped':
      case 'activated':
        out.push({ kind: 'tap', seat: e.seat, clockworkers: [e.clockworker], untap: false });
        break;
      case 'maintained': // its price came first, as `resourcePaid`
      case 'untapped':
        out.push({ kind: 'tap', seat: e.seat, clockworkers: [], untap: true }); // all of the seat's
        break;
      case 'evolutionRolled':
        out.push({ kind: 'roll', seat: e.seat, faces: [e.face] });
        say(e);
        break;
      case 'kept':
      case 'basicUsed':
      case 'effectSkipped':
      case 'mulliganDone':
      case 'turnStarted':
      case 'turnEnded':
      case 'roundEnded':
        break; // nothing moves: the new view says it all (see QUIET_EVENTS)
      case 'gameEnded':
        say(e);
        break;
      default:
        e satisfies never;
    }
  }
  return out;
}
