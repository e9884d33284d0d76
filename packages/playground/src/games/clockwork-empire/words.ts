/**
 * Clockwork Empire in words: actions, events (the cards drawn, seen by another seat, are only
 * counted), cards and gods by name.
 *
 * @module
 */
import type { SeenAction } from '@tabula/core';
import { PROVISIONAL_SET, type ClockworkAction, type ClockworkEvent, type ClockworkView, type ComponentSet } from '@tabula/clockwork-empire';
import { genericWords, listWords, seatName } from '../kit';

/** The component set a view plays with. */
export function setOf(view?: ClockworkView): ComponentSet {
  return view?.set ?? PROVISIONAL_SET;
}

/** A card by name: "Chapel Bellringer (P1)". */
export function cardWords(id: string, view?: ClockworkView): string {
  const card = setOf(view).cards.find((c) => c.id === id);
  return card ? `${card.name} (${id})` : `card ${id}`;
}

/** A machine god by name. */
export function godWords(id: string, view?: ClockworkView): string {
  return setOf(view).gods.find((g) => g.id === id)?.name ?? `god ${id}`;
}

/** A space's name for people: `laboratory` → "Laboratory". */
export function spaceWords(space: string): string {
  return space.charAt(0).toUpperCase() + space.slice(1);
}

/** A Clockwork Empire action in words. */
export function describeAction(action: SeenAction<ClockworkAction>, view?: ClockworkView): string {
  const a = action as Partial<Record<string, unknown>> & { type: string };
  // The view is today's, and the action may be an old one of the log: only lasting facts (names)
  // are read from it, never this turn's dice.
  const die = (i: unknown): string => `die ${i}`;
  switch (a.type) {
    case 'discard':
      return `Discard ${cardWords(a.card as string, view)}`;
    case 'returnResource':
      return `Return a ${a.resource}`;
    case 'keep':
      return `Keep ${die(a.die)} for the move`;
    case 'tap':
      return `Tap clockworker ${a.clockworker} for ${(a.step as number) > 0 ? '+1' : '−1'} step`;
    case 'go':
      return 'Go: move the pawn';
    case 'activate':
      return `Use clockworker ${a.clockworker}'s ability`;
    case 'moveOn':
      return `Move on ${a.steps} step${a.steps === 1 ? '' : 's'}`;
    case 'place':
      return `Place ${die(a.die)} on privilege slot ${a.slot}`;
    case 'release':
      return `Release the die on privilege slot ${a.slot}`;
    case 'takeGod':
      return `Take the machine god ${godWords(a.god as string, view)}`;
    case 'useBasic':
      return `Use the ${spaceWords(a.area as string)}’s basic effect`;
    case 'exchange':
      return `Exchange ${listWords((a.pay as string[] | undefined) ?? [])}`;
    case 'build':
      return `Build ${cardWords(a.card as string, view)} paying ${listWords((a.pay as string[] | undefined) ?? [])}`;
    case 'maintain':
      return `Maintain with a ${a.resource}`;
    case 'draw':
      return 'Draw a card';
    case 'select':
      return `Select clockworker ${a.clockworker} to evolve`;
    case 'evolve':
      return 'Try to evolve';
    case 'take':
      return `Take a ${a.resource}`;
    case 'stealVp':
      return `Take 1 VP from ${seatName(a.seat as number)}`;
    case 'stealResource':
      return `Take a ${a.resource} from ${seatName(a.seat as number)}`;
    case 'buyBack':
      return `Buy back a die with a ${a.resource}`;
    case 'done':
      return 'Done';
    default:
      return genericWords(action);
  }
}

/** An event read loosely: a type and any fields. */
type LooseEvent = { type: string } & Record<string, any>;

/** A Clockwork Empire event in words. */
export function describeEvent(input: ClockworkEvent, view?: ClockworkView): string {
  // Read loosely: the game's events are still changing, and words must never fail.
  const event = input as unknown as LooseEvent;
  switch (event.type) {
    case 'drew':
    case 'cardsDrawn': {
      const cards: unknown = event.cards;
      const who = typeof event.seat === 'number' ? seatName(event.seat) : 'A seat';
      const count = typeof event.count === 'number' ? event.count : Array.isArray(cards) ? cards.length : 0;
      if (Array.isArray(cards)) return `${who} draws ${listWords(cards.map((c) => cardWords(String(c), view)))}`;
      return `${who} draws ${count} card${count === 1 ? '' : 's'}`;
    }
    case 'reshuffled':
      return `The discards are shuffled into a deck of ${event.cards}`;
    case 'discarded':
      return `${seatName(event.seat)} discards ${cardWords(event.card, view)} (${event.reason})`;
    case 'mulliganDone':
      return `${seatName(event.seat)} is done with the mulligan`;
    case 'turnStarted':
      return `Round ${event.round}: ${seatName(event.seat)}’s turn`;
    case 'rolled':
      return `${seatName(event.seat)} rolls ${(event.faces as number[]).join(', ')}`;
    case 'kept':
      return `${seatName(event.seat)} keeps a ${event.face}`;
    case 'tapped':
      return `${seatName(event.seat)} taps clockworker ${event.clockworker} (${event.step > 0 ? '+1' : '−1'})`;
    case 'moved':
      return `${seatName(event.seat)} moves from the ${spaceWords(event.from)} to the ${spaceWords(event.to)} (${event.steps} steps)`;
    case 'tollPaid':
      return `${seatName(event.seat)} pays ${event.vp} VP to ${seatName(event.to)}`;
    case 'activated':
      return `${seatName(event.seat)} uses ${listWords((event.cards as string[]).map((c) => cardWords(c, view)))}`;
    case 'vpGained':
      return `${seatName(event.seat)} gains ${event.vp} VP (${event.reason})`;
    case 'vpTaken':
      return `${seatName(event.seat)} takes ${event.vp} VP from ${seatName(event.from)} (${event.reason})`;
    case 'resourceGained':
      return `${seatName(event.seat)} gains ${event.n} ${event.resource} (${event.reason})`;
    case 'resourcePaid':
      return `${seatName(event.seat)} pays ${event.n} ${event.resource} (${event.reason})`;
    case 'resourceTaken':
      return `${seatName(event.seat)} takes a ${event.resource} from ${seatName(event.from)}`;
    case 'resourceReturned':
      return `${seatName(event.seat)} returns a ${event.resource}`;
    case 'placed':
      return `${seatName(event.seat)} places a ${event.value} on the ${spaceWords(event.area)}’s slot ${event.slot}${event.displaced !== null ? `, displacing ${seatName(event.displaced)}` : ''}`;
    case 'released':
      return `${seatName(event.seat)} releases the ${spaceWords(event.area)}’s slot ${event.slot}`;
    case 'godTaken':
      return `${seatName(event.seat)} takes ${godWords(event.god, view)} at the ${spaceWords(event.area)}`;
    case 'boughtBack':
      return `${seatName(event.seat)} buys back a die at the ${spaceWords(event.space)} with a ${event.paid}`;
    case 'built':
      return `${seatName(event.seat)} builds ${cardWords(event.card, view)}`;
    case 'maintained':
      return `${seatName(event.seat)} maintains with a ${event.paid}, untapping ${event.untapped}`;
    case 'untapped':
      return `${seatName(event.seat)} untaps ${event.count} clockworker${event.count === 1 ? '' : 's'}`;
    case 'evolutionRolled':
      return `${seatName(event.seat)} rolls ${event.face} to evolve (needs ${event.threshold}): ${event.success ? 'success' : 'failure'}`;
    case 'effectSkipped':
      return `${seatName(event.seat)}: ${event.step} skipped (${event.why})`;
    case 'turnEnded':
      return `${seatName(event.seat)} ends the turn`;
    case 'roundEnded':
      return `Round ${event.round} ends`;
    case 'scored':
      return `${seatName(event.seat)} scores ${event.vp} VP (${event.reason})`;
    case 'gameEnded':
      return `Game over: ${(event.scores as number[]).map((s, i) => `${seatName(i)} ${s}`).join(', ')}; won by ${listWords((event.winners as number[]).map(seatName)) || 'nobody'}`;
    default:
      return genericWords(event);
  }
}
