/**
 * Clockwork Empire in words: actions, events (the cards drawn, seen by another seat, are only
 * counted), cards, gods, effects and god texts, the decision owed now, and the board's choices.
 * Dice, privilege slots and clockworkers are numbered from 1 for people (die 1, P1, clockworker 1).
 *
 * @module
 */
import type { Seat, SeenAction } from '@tabula/core';
import {
  AREA_RULES,
  PROVISIONAL_SET,
  RULES,
  type AreaId,
  type ClockworkAction,
  type ClockworkEvent,
  type ClockworkView,
  type ComponentSet,
  type Count,
  type Effect,
  type GodTerm,
  type Pending,
} from '@tabula/clockwork-empire';
import { genericWords, listWords, plural, seatName, type Loose } from '../kit';

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

/** A die of this turn's roll, numbered from 1: "die 2". */
export function dieWords(die: unknown): string {
  return typeof die === 'number' ? `die ${die + 1}` : 'a die';
}

/** A privilege slot, by the privilege it grants: slot 0 → "P1". */
export function slotWords(slot: unknown): string {
  return typeof slot === 'number' ? `P${slot + 1}` : 'a slot';
}

/** A built clockworker by its place in front of its owner, numbered from 1. */
export function clockworkerWords(index: unknown): string {
  return typeof index === 'number' ? `clockworker ${index + 1}` : 'a clockworker';
}

/** One tap's steps: "+1" or "−1". */
function stepSign(step: unknown): string {
  return (step as number) > 0 ? '+1' : '−1';
}

/** A Clockwork Empire action in words. */
export function describeAction(action: SeenAction<ClockworkAction>, view?: ClockworkView): string {
  const a = action as Loose;
  // The view is today's, and the action may be an old one of the log: only lasting facts (names)
  // are read from it, never this turn's dice nor who built what.
  switch (a.type) {
    case 'discard':
      return `Discard ${cardWords(a.card as string, view)}`;
    case 'returnResource':
      return `Return a ${a.resource} to the supply`;
    case 'keep':
      return `Keep ${dieWords(a.die)} for the move`;
    case 'tap':
      return `Tap ${clockworkerWords(a.clockworker)} for ${stepSign(a.step)} step`;
    case 'go':
      return 'Go: move the pawn';
    case 'activate':
      return `Tap ${clockworkerWords(a.clockworker)} to use its ability`;
    case 'moveOn':
      return `Move on ${plural(a.steps as number, 'step')}`;
    case 'place':
      return `Place ${dieWords(a.die)} on privilege slot ${slotWords(a.slot)}`;
    case 'release':
      return `Release your die on privilege slot ${slotWords(a.slot)}`;
    case 'takeGod':
      return `Take the machine god ${godWords(a.god as string, view)}`;
    case 'useBasic':
      return `Use the ${spaceWords(a.area as string)}’s basic effect`;
    case 'exchange':
      return `Exchange ${listWords((a.pay as string[] | undefined) ?? [])} for a crystal and 1 VP`;
    case 'build':
      return `Build ${cardWords(a.card as string, view)} paying ${listWords((a.pay as string[] | undefined) ?? [])}`;
    case 'maintain':
      return `Maintain with a ${a.resource}: untap your clockworkers`;
    case 'draw':
      return 'Draw up to the hand limit';
    case 'select':
      return `Select ${clockworkerWords(a.clockworker)} to evolve`;
    case 'evolve':
      return 'Try to evolve the selected clockworkers';
    case 'take':
      return `Take a ${a.resource}`;
    case 'stealVp':
      return `Take 1 VP from ${seatName(a.seat as number)}`;
    case 'stealResource':
      return `Take a ${a.resource} from ${seatName(a.seat as number)}`;
    case 'buyBack':
      return `Buy back your die with a ${a.resource}`;
    case 'done':
      return 'Done';
    default:
      return genericWords(action);
  }
}

/** A Clockwork Empire event in words. */
export function describeEvent(input: ClockworkEvent, view?: ClockworkView): string {
  // Read loosely: the game's events are still changing, and words must never fail.
  const event = input as unknown as Loose;
  const who = (seat: unknown): string => (typeof seat === 'number' ? seatName(seat) : 'A seat');
  switch (event.type) {
    case 'drew':
    case 'cardsDrawn': {
      const cards: unknown = event.cards;
      const count = typeof event.count === 'number' ? event.count : Array.isArray(cards) ? cards.length : 0;
      if (Array.isArray(cards) && cards.length > 0) return `${who(event.seat)} draws ${listWords(cards.map((c) => cardWords(String(c), view)))}`;
      return `${who(event.seat)} draws ${plural(count, 'card')}`;
    }
    case 'reshuffled':
      return `The discards are shuffled into a new deck of ${plural(Number(event.cards), 'card')}`;
    case 'discarded':
      return `${who(event.seat)} discards ${cardWords(String(event.card), view)}${event.reason ? ` (${event.reason})` : ''}`;
    case 'mulliganDone':
      return `${who(event.seat)} is done with the mulligan`;
    case 'turnStarted':
      return `Round ${event.round}: ${who(event.seat)}’s turn`;
    case 'rolled':
      return `${who(event.seat)} rolls ${Array.isArray(event.faces) && event.faces.length > 0 ? listWords((event.faces as number[]).map(String)) : 'no dice'}`;
    case 'kept':
      return `${who(event.seat)} keeps a ${event.face}`;
    case 'tapped':
      return `${who(event.seat)} taps ${clockworkerWords(event.clockworker)} for ${stepSign(event.step)} step`;
    case 'moved':
      return `${who(event.seat)} moves from the ${spaceWords(String(event.from))} to the ${spaceWords(String(event.to))} (${plural(Number(event.steps), 'step')})`;
    case 'tollPaid':
      return `${who(event.seat)} pays ${event.vp} VP toll to ${who(event.to)}`;
    case 'activated':
      return `${who(event.seat)} uses ${Array.isArray(event.cards) ? listWords((event.cards as string[]).map((c) => cardWords(c, view))) : clockworkerWords(event.clockworker)}`;
    case 'basicUsed':
      return `${who(event.seat)} uses the ${spaceWords(String(event.space))}’s basic effect`;
    case 'vpGained':
      return `${who(event.seat)} gains ${event.vp} VP (${event.reason})`;
    case 'vpTaken':
      return `${who(event.seat)} takes ${event.vp} VP from ${who(event.from)} (${event.reason})`;
    case 'resourceGained':
      return `${who(event.seat)} gains ${event.n} ${event.resource} (${event.reason})`;
    case 'resourcePaid':
      return `${who(event.seat)} pays ${event.n} ${event.resource} (${event.reason})`;
    case 'resourceTaken':
      return `${who(event.seat)} takes a ${event.resource} from ${who(event.from)}`;
    case 'resourceReturned':
      return `${who(event.seat)} returns a ${event.resource} to the supply`;
    case 'placed':
      return `${who(event.seat)} places a ${event.value} on the ${spaceWords(String(event.area))}’s ${slotWords(event.slot)}${typeof event.displaced === 'number' ? `, sending back ${seatName(event.displaced)}’s die` : ''}`;
    case 'released':
      return `${who(event.seat)} takes back the die on the ${spaceWords(String(event.area))}’s ${slotWords(event.slot)}`;
    case 'godTaken':
      return `${who(event.seat)} takes ${godWords(String(event.god), view)} at the ${spaceWords(String(event.area))}${typeof event.dieValue === 'number' ? `, removing a ${event.dieValue}` : ''}`;
    case 'boughtBack':
      return `${who(event.seat)} buys back a die at the ${spaceWords(String(event.space))} with a ${event.paid}`;
    case 'built':
      return `${who(event.seat)} builds ${cardWords(String(event.card), view)}`;
    case 'maintained':
      return `${who(event.seat)} maintains with a ${event.paid}, untapping ${plural(Number(event.untapped), 'clockworker')}`;
    case 'untapped':
      return `${who(event.seat)} untaps ${plural(Number(event.count), 'clockworker')}`;
    case 'evolutionRolled':
      return `${who(event.seat)} rolls ${event.face} to evolve (needs ${event.threshold}): ${event.success ? 'success' : 'failure'}`;
    case 'effectSkipped':
      return `${who(event.seat)}: ${event.step} skipped (${event.why})`;
    case 'turnEnded':
      return `${who(event.seat)} ends the turn`;
    case 'roundEnded':
      return `Round ${event.round} ends`;
    case 'scored':
      return `${who(event.seat)} scores ${event.vp} VP (${event.reason})`;
    case 'gameEnded': {
      const scores = Array.isArray(event.scores) ? (event.scores as number[]) : [];
      const winners = Array.isArray(event.winners) ? (event.winners as number[]) : [];
      return `Game over: ${scores.map((s, i) => `${seatName(i)} ${s}`).join(', ')}; won by ${listWords(winners.map(seatName)) || 'nobody'}`;
    }
    default:
      return genericWords(event);
  }
}

/** A list of resources in words: "gear, glass or spring". */
function orWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** An effect (an area's, a privilege's or a clockworker's ability) in words. */
export function effectWords(effect: Effect): string {
  const e = effect as unknown as Record<string, any>;
  switch (e.op) {
    case 'gainVp':
      return `+${e.n} VP`;
    case 'gain':
      return `take ${e.n} ${e.resource}`;
    case 'choose':
      return `take ${e.n} of ${orWords(e.from as string[])}`;
    case 'draw':
      return `draw ${plural(e.n as number, 'card')}`;
    case 'stealVp':
      return `take ${e.n} VP from a player`;
    case 'stealResource':
      return `take ${plural(e.n as number, 'resource')} from players`;
    case 'untapAll':
      return 'untap your other clockworkers';
    case 'basic':
      return `the ${spaceWords(String(e.area))}’s basic effect`;
    case 'extraSteps':
      return `move on up to ${plural(e.n as number, 'step')}`;
    case 'useBasic':
      return 'the basic effect of any space';
    case 'exchange':
      return `pay ${e.pay} for a crystal and 1 VP`;
    case 'factory':
      return 'build and maintain';
    case 'laboratory':
      return 'discard, draw up to the limit, evolve';
    case 'repeat':
      return 'all once more';
    case 'handLimit':
      return `hand limit ${e.n}`;
    case 'resourceLimit':
      return `resource limit ${e.n}`;
    case 'exchangePrice':
      return `exchange for ${e.n}`;
    case 'substitute':
      return `build: ${e.n} resource may be any`;
    case 'evolutionTries':
      return `+${e.n} evolution try`;
    case 'evolutionThreshold':
      return `evolution threshold ${(e.n as number) < 0 ? '−' : '+'}${Math.abs(e.n as number)}`;
    default:
      return String(e.op);
  }
}

/** Several effects in words, joined. */
export function effectsWords(effects: readonly Effect[]): string {
  return effects.map(effectWords).join('; ');
}

/** An area's basic effect and privileges: `{ basic, p1, p2 }` in words. */
export function areaEffectWords(area: AreaId): { basic: string; privileges: string[] } {
  const rules = AREA_RULES[area];
  return { basic: effectsWords(rules?.basic ?? []), privileges: (rules?.privileges ?? []).map((p) => effectsWords(p)) };
}

/** What a god term counts, in words, singular ("built clockworker") or plural. */
function countWords(count: Count, many: boolean): string {
  const s = (one: string, more = `${one}s`): string => (many ? more : one);
  switch (count.of) {
    case 'vp':
      return 'VP';
    case 'godArrivalVp':
      return 'VP gained from machine gods on arrival';
    case 'gods':
      return s('machine god');
    case 'built':
      return count.colour ? `${count.colour} ${s('clockworker')}` : s('clockworker');
    case 'evolved':
      return s('evolved stack');
    case 'hand':
      return s('card in hand', 'cards in hand');
    case 'resources':
      return count.resource ? s(count.resource) : s('resource');
    case 'diceOnSlots':
      return s('die on privilege slots', 'dice on privilege slots');
    case 'diceRemoved':
      return s('removed die', 'removed dice');
    default:
      return String(count.of);
  }
}

/** A machine god's end-game text in words. */
export function godTextWords(text: readonly GodTerm[]): string {
  return text
    .map((term) => {
      switch (term.op) {
        case 'vpPer':
          return term.per === 1 ? `${term.vp} VP per ${countWords(term.count, false)}` : `${term.vp} VP per ${term.per} ${countWords(term.count, true)}`;
        case 'mostOf':
          return `most ${countWords(term.count, true)}: ${term.most} VP, tied ${term.tied}`;
        case 'flat':
          return `${term.vp} VP`;
        case 'takeFromEach':
          return `take ${term.vp} VP from each other player`;
        default:
          return String((term as unknown as Record<string, unknown>).op);
      }
    })
    .join('; ');
}

/** A buy-back price at a white space after `bought` buy-backs there, in words. */
export function buybackWords(bought: number): string {
  const prices = RULES.buybackPrices;
  const price = prices[Math.min(Math.max(bought, 0), prices.length - 1)]!;
  return price === 'any' ? 'any resource' : orWords(price as readonly string[]);
}

/** The decision owed now, in words ("Seat 2 moves: keep dice, …"). */
export function pendingWords(view: ClockworkView): string {
  if (view.phase === 'over') return 'The game is over.';
  const pending = view.pending as (Pending & Loose) | null;
  if (!pending) return 'Nothing to decide.';
  const who = seatName(pending.seat as Seat);
  switch (pending.kind) {
    case 'limit':
      return `${who} is over the limit: ${pending.hand && pending.resources ? 'discard cards and return resources' : pending.hand ? 'discard a card' : 'return a resource'}.`;
    case 'mulligan':
      return `${who}’s mulligan: discard any cards, then draw back up to ${RULES.startHand}.`;
    case 'move':
      return `${who} moves: keep dice (their sum is the steps), tap clockworkers for ±1, then go.`;
    case 'activate':
      return `${who} may tap ${orWords((pending.colours as string[] | undefined) ?? [])} clockworkers to use their abilities.`;
    case 'extraSteps':
      return `${who} may move on up to ${plural(pending.n as number, 'step')}.`;
    case 'areaAction': {
      const where = `the ${spaceWords(String(pending.area))}`;
      if (pending.mode === 'place') return `${who} may place more dice at ${where}.`;
      if (pending.mode === 'release') return `${who} may release more dice at ${where}.`;
      return `${who} at ${where}: take privilege (place dice), release dice, or take a machine god.`;
    }
    case 'choose':
      return `${who} may take ${plural(pending.left as number, 'more resource', 'more resources')} of ${orWords((pending.from as string[] | undefined) ?? [])}.`;
    case 'stealVp':
      return `${who} takes ${pending.n} VP from a player of their choice.`;
    case 'stealResource':
      return `${who} takes ${plural(pending.left as number, 'resource')} from players of their choice.`;
    case 'useBasic':
      return `${who} may use the basic effect of any space (Temple P1).`;
    case 'exchange':
      return `${who} may pay ${plural(pending.price as number, 'resource')} for a crystal and 1 VP.`;
    case 'factory':
      return `${who} at the Factory: ${pending.built ? '' : 'build a card'}${!pending.built && !pending.maintained ? ' and ' : ''}${pending.maintained ? '' : 'maintain'}${pending.built && pending.maintained ? 'nothing left' : ''}.`;
    case 'labDiscard':
      return `${who} at the Laboratory: discard cards, then draw up to the hand limit.`;
    case 'evolve':
      return `${who} may evolve: select 2 or more untapped clockworkers, then roll.`;
    case 'buyBack':
      return `${who} may buy back a die at the ${spaceWords(String(pending.space))} for ${buybackWords(view.buybacks?.[pending.space as keyof ClockworkView['buybacks']] ?? 0)}.`;
    default:
      return `${who}: ${String(pending.kind)}.`;
  }
}

/** The words of the board's `done` button for the decision owed now. */
export function doneWords(view: ClockworkView): string {
  const pending = view.pending as (Pending & Loose) | null;
  switch (pending?.kind) {
    case 'mulligan':
      return `Keep these: draw up to ${RULES.startHand}`;
    case 'activate':
      return 'Done tapping';
    case 'extraSteps':
      return 'Stay here';
    case 'areaAction':
      return pending.mode === 'choose' ? 'No area action' : 'Done here';
    case 'choose':
      return 'Take no more';
    case 'useBasic':
      return 'Use no basic effect';
    case 'exchange':
      return 'No exchange';
    case 'factory':
      return 'Leave the Factory';
    case 'evolve':
      return 'No evolution';
    case 'buyBack':
      return 'Leave the die';
    default:
      return 'Done';
  }
}

/**
 * A legal action in the words of the board's chooser: like {@link describeAction}, with what the
 * view shows now (the die's face, the clockworker's cards).
 */
export function choiceWords(action: ClockworkAction, view: ClockworkView, viewer: Seat | null): string {
  const a = action as Loose;
  const face = (die: unknown): string => {
    const d = typeof die === 'number' ? view.turn?.dice?.[die] : undefined;
    return d ? `${dieWords(die)} (a ${d.face})` : dieWords(die);
  };
  const built = (index: unknown): string => {
    const cw = viewer !== null && typeof index === 'number' ? view.seats?.[viewer]?.built?.[index] : undefined;
    return cw ? `${clockworkerWords(index)}: ${listWords(cw.cards.map((c) => setOf(view).cards.find((k) => k.id === c)?.name ?? c))}` : clockworkerWords(index);
  };
  switch (a.type) {
    case 'keep':
      return `Keep ${face(a.die)} for the move`;
    case 'place':
      return `Place ${face(a.die)} on ${slotWords(a.slot)}`;
    case 'tap':
      return `Tap ${built(a.clockworker)} for ${stepSign(a.step)} step`;
    case 'activate':
      return `Use ${built(a.clockworker)}`;
    case 'select':
      return `Select ${built(a.clockworker)} to evolve`;
    case 'done':
      return doneWords(view);
    default:
      return describeAction(action, view);
  }
}
