/**
 * Clockwork Empire in words, as a seat sees it: every action and event, the banner above the
 * board, and the names of cards, gods, spaces, effects and god texts. One source for the
 * playground, the CLI, `npm start` and your UI. Seats are "Seat 1" for seat 0 (or the names a
 * table gives), "you" for the viewer; dice, privilege slots and clockworkers are numbered from 1
 * (die 1, P1, clockworker 1); the cards another seat drew are only counted.
 *
 * @module
 */
import type { Seat, SeenAction } from '@tabula/core';
import { genericEvent, inWords, listWords, plural, seatLabel, seatWord, secretNote, type GameWords, type SeatNames } from '@tabula/core/ui';
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

/** An event or action read loosely: words never fail on a field of an unexpected shape. */
type Loose = Record<string, unknown>;

/** A value as text: strings in words, numbers as numbers, anything else as "?". */
function text(value: unknown): string {
  return typeof value === 'string' ? inWords(value) : typeof value === 'number' ? String(value) : '?';
}

/** A number of a loose field, or 0. */
function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** A string list of a loose field. */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : text(v))) : [];
}

/** A card or god id of a loose field, or "?". */
function id(value: unknown): string {
  return typeof value === 'string' ? value : '?';
}

/** The first letter in capitals. */
function sentence(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "a" or "an" before `word`. */
function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/** The component set a view plays with: its own, or the provisional set. */
export function setOf(view?: Pick<ClockworkView, 'set'>): ComponentSet {
  return view?.set ?? PROVISIONAL_SET;
}

/** The seat whose view this is: the one whose hand it shows; `null` for a spectator's. */
export function viewerOf(view: Pick<ClockworkView, 'seats'>): Seat | null {
  const seat = view.seats.findIndex((p) => p.hand !== null);
  return seat < 0 ? null : seat;
}

/** A card by name: "Chapel Bellringer (P1)". */
export function cardWords(id: string, view?: Pick<ClockworkView, 'set'>): string {
  const card = setOf(view).cards.find((c) => c.id === id);
  return card ? `${card.name} (${id})` : `card ${id}`;
}

/** A machine god by name. */
export function godWords(id: string, view?: Pick<ClockworkView, 'set'>): string {
  return setOf(view).gods.find((g) => g.id === id)?.name ?? `god ${id}`;
}

/** A space's name for people: `laboratory` is "Laboratory". */
export function spaceWords(space: string): string {
  const words = inWords(space);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A die of this turn's roll, numbered from 1: die 0 is "die 1". */
export function dieWords(die: unknown): string {
  return typeof die === 'number' ? `die ${die + 1}` : 'a die';
}

/** A privilege slot, by the privilege it grants: slot 0 is "P1". */
export function slotWords(slot: unknown): string {
  return typeof slot === 'number' ? `P${slot + 1}` : 'a slot';
}

/** A built clockworker by its place in front of its owner, numbered from 1. */
export function clockworkerWords(index: unknown): string {
  return typeof index === 'number' ? `clockworker ${index + 1}` : 'a clockworker';
}

/** One tap's steps: "+1" or "−1". */
function stepSign(step: unknown): string {
  return step === -1 ? '−1' : '+1';
}

/** A list of choices in words: "gear, glass or spring". */
export function orWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * The subject of a sentence and its verb, agreeing: "you take" for the viewer, "Seat 2 takes"
 * for another seat (`they`: the verb's third-person form).
 */
export function subject(seat: unknown, viewer: Seat | null, you: string, they: string, names?: SeatNames): string {
  const who = seatWord(seat, viewer, names);
  return `${who} ${who === 'you' ? you : they}`;
}

/** A Clockwork Empire action in words (`view`: read only for lasting facts, names; never this turn's dice). */
function action(seen: SeenAction<ClockworkAction>, view?: ClockworkView, names?: SeatNames): string {
  const a = seen as Loose & { type: string };
  switch (a.type) {
    case 'discard':
      return `Discard ${cardWords(id(a.card), view)}`;
    case 'returnResource':
      return `Return ${article(text(a.resource))} to the supply`;
    case 'keep':
      return `Keep ${dieWords(a.die)} for the move`;
    case 'tap':
      return `Tap ${clockworkerWords(a.clockworker)} for ${stepSign(a.step)} step`;
    case 'go':
      return 'Go: move the pawn';
    case 'activate':
      return `Tap ${clockworkerWords(a.clockworker)} to use its ability`;
    case 'moveOn':
      return `Move on ${plural(count(a.steps), 'step')}`;
    case 'place':
      return `Place ${dieWords(a.die)} on privilege slot ${slotWords(a.slot)}`;
    case 'release':
      return `Release your die on privilege slot ${slotWords(a.slot)}`;
    case 'takeGod':
      return `Take the machine god ${godWords(id(a.god), view)}`;
    case 'useBasic':
      return `Use the ${spaceWords(id(a.area))}’s basic effect`;
    case 'exchange':
      return `Exchange ${listWords(strings(a.pay))} for a crystal and 1 VP`;
    case 'build':
      return `Build ${cardWords(id(a.card), view)} paying ${listWords(strings(a.pay))}`;
    case 'maintain':
      return `Maintain with ${article(text(a.resource))}: untap your clockworkers`;
    case 'draw':
      return 'Draw up to the hand limit';
    case 'select':
      return `Select ${clockworkerWords(a.clockworker)} to evolve`;
    case 'evolve':
      return 'Try to evolve the selected clockworkers';
    case 'take':
      return `Take ${article(text(a.resource))}`;
    case 'stealVp':
      return `Take 1 VP from ${seatLabel(count(a.seat), names)}`;
    case 'stealResource':
      return `Take ${article(text(a.resource))} from ${seatLabel(count(a.seat), names)}`;
    case 'buyBack':
      return `Buy back your die with ${article(text(a.resource))}`;
    case 'done':
      return 'Done: end or decline this step';
    default:
      return sentence(genericEvent(a, null, names));
  }
}

/** A Clockwork Empire event in words as `viewer` received it. */
function event(input: ClockworkEvent, viewer: Seat | null, view?: ClockworkView, names?: SeatNames): string {
  const e = input as unknown as Loose & { type: string };
  const who = (you: string, they: string): string => subject(e.seat, viewer, you, they, names);
  const seat = (s: unknown): string => seatWord(s, viewer, names);
  const reason = e.reason === undefined ? '' : ` (${text(e.reason)})`;
  switch (e.type) {
    case 'drew': {
      const cards = Array.isArray(e.cards) ? strings(e.cards) : [];
      const drawn = cards.length > 0 ? listWords(cards.map((c) => cardWords(c, view))) : plural(count(e.count), 'card');
      return sentence(`${who('draw', 'draws')} ${drawn}${secretNote(e, viewer, names)}`);
    }
    case 'reshuffled':
      return `The discards are shuffled into a new deck of ${plural(count(e.cards), 'card')}`;
    case 'discarded':
      return sentence(`${who('discard', 'discards')} ${cardWords(id(e.card), view)}${reason}`);
    case 'mulliganDone':
      return sentence(`${who('are', 'is')} done with the mulligan`);
    case 'turnStarted':
      return `Round ${text(e.round)}: ${e.seat === viewer ? 'your' : `${seat(e.seat)}’s`} turn`;
    case 'rolled': {
      const faces = Array.isArray(e.faces) ? e.faces.map(text) : [];
      return sentence(`${who('roll', 'rolls')} ${faces.length > 0 ? listWords(faces) : 'no dice'}`);
    }
    case 'kept':
      return sentence(`${who('keep', 'keeps')} ${dieWords(e.die)}, a ${text(e.face)}`);
    case 'tapped':
      return sentence(`${who('tap', 'taps')} ${clockworkerWords(e.clockworker)} for ${stepSign(e.step)} step`);
    case 'moved':
      return sentence(`${who('move', 'moves')} from the ${spaceWords(id(e.from))} to the ${spaceWords(id(e.to))} (${plural(count(e.steps), 'step')})`);
    case 'tollPaid':
      return sentence(`${who('pay', 'pays')} ${seat(e.to)} a toll of ${text(e.vp)} VP`);
    case 'activated':
      return sentence(`${who('use', 'uses')} ${clockworkerWords(e.clockworker)}${Array.isArray(e.cards) ? `: ${listWords(strings(e.cards).map((c) => cardWords(c, view)))}` : ''}`);
    case 'basicUsed':
      return sentence(`${who('use', 'uses')} the ${spaceWords(id(e.space))}’s basic effect`);
    case 'vpGained':
      return sentence(`${who('gain', 'gains')} ${text(e.vp)} VP${reason}`);
    case 'vpTaken':
      return sentence(`${who('take', 'takes')} ${text(e.vp)} VP from ${seat(e.from)}${reason}`);
    case 'resourceGained':
      return sentence(`${who('gain', 'gains')} ${plural(count(e.n), text(e.resource))}${reason}`);
    case 'resourcePaid':
      return sentence(`${who('pay', 'pays')} ${plural(count(e.n), text(e.resource))}${reason}`);
    case 'resourceTaken':
      return sentence(`${who('take', 'takes')} ${article(text(e.resource))} from ${seat(e.from)}`);
    case 'resourceReturned':
      return sentence(`${who('return', 'returns')} ${article(text(e.resource))} to the supply`);
    case 'placed':
      return sentence(
        `${who('place', 'places')} a ${text(e.value)} on the ${spaceWords(id(e.area))}’s ${slotWords(e.slot)}${typeof e.displaced === 'number' ? `, sending back ${e.displaced === viewer ? 'your' : `${seat(e.displaced)}’s`} die` : ''}`,
      );
    case 'released':
      return sentence(`${who('take', 'takes')} back the die on the ${spaceWords(id(e.area))}’s ${slotWords(e.slot)}`);
    case 'godTaken':
      return sentence(`${who('take', 'takes')} ${godWords(id(e.god), view)} at the ${spaceWords(id(e.area))}${typeof e.dieValue === 'number' ? `, removing a ${e.dieValue}` : ''}`);
    case 'boughtBack':
      return sentence(`${who('buy', 'buys')} back a die at the ${spaceWords(id(e.space))} with ${article(text(e.paid))}`);
    case 'built':
      return sentence(`${who('build', 'builds')} ${cardWords(id(e.card), view)}`);
    case 'maintained':
      return sentence(`${who('maintain', 'maintains')} with ${article(text(e.paid))}, untapping ${plural(count(e.untapped), 'clockworker')}`);
    case 'untapped':
      return sentence(`${who('untap', 'untaps')} ${plural(count(e.count), 'clockworker')}`);
    case 'evolutionRolled':
      return sentence(`${who('roll', 'rolls')} ${text(e.face)} to evolve (needs ${text(e.threshold)}): ${e.success === true ? 'success' : 'failure'}`);
    case 'effectSkipped':
      return `${sentence(seat(e.seat))}: ${text(e.step)} skipped (${text(e.why)})`;
    case 'turnEnded':
      return sentence(`${who('end', 'ends')} the turn`);
    case 'roundEnded':
      return `Round ${text(e.round)} ends`;
    case 'scored':
      return sentence(`${who('score', 'scores')} ${text(e.vp)} VP${reason}`);
    case 'gameEnded': {
      const scores = Array.isArray(e.scores) ? e.scores : [];
      const winners = Array.isArray(e.winners) ? e.winners : [];
      return `Game over: ${scores.map((s, i) => `${seat(i)} ${text(s)}`).join(', ')}; won by ${winners.length ? listWords(winners.map(seat)) : 'nobody'}`;
    }
    default:
      return sentence(genericEvent(e, viewer, names));
  }
}

/** An effect (an area's, a privilege's or a clockworker's ability) in words: "take 1 of gear or glass". */
export function effectWords(effect: Effect): string {
  const e = effect as unknown as Loose;
  switch (e.op) {
    case 'gainVp':
      return `+${text(e.n)} VP`;
    case 'gain':
      return `take ${plural(count(e.n), text(e.resource))}`;
    case 'choose':
      return `take ${text(e.n)} of ${orWords(strings(e.from))}`;
    case 'draw':
      return `draw ${plural(count(e.n), 'card')}`;
    case 'stealVp':
      return `take ${text(e.n)} VP from a player`;
    case 'stealResource':
      return `take ${plural(count(e.n), 'resource')} from players`;
    case 'untapAll':
      return 'untap your other clockworkers';
    case 'basic':
      return `the ${spaceWords(id(e.area))}’s basic effect`;
    case 'extraSteps':
      return `move on up to ${plural(count(e.n), 'step')}`;
    case 'useBasic':
      return 'the basic effect of any space';
    case 'exchange':
      return `pay ${text(e.pay)} for a crystal and 1 VP`;
    case 'factory':
      return 'build and maintain';
    case 'laboratory':
      return 'discard, draw up to the limit, evolve';
    case 'repeat':
      return 'all once more';
    case 'handLimit':
      return `hand limit ${text(e.n)}`;
    case 'resourceLimit':
      return `resource limit ${text(e.n)}`;
    case 'exchangePrice':
      return `exchange for ${text(e.n)}`;
    case 'substitute':
      return `build: ${text(e.n)} resource may be any`;
    case 'evolutionTries':
      return `+${plural(count(e.n), 'evolution try', 'evolution tries')}`;
    case 'evolutionThreshold':
      return `evolution threshold ${count(e.n) < 0 ? '−' : '+'}${Math.abs(count(e.n))}`;
    default:
      return text(e.op);
  }
}

/** Several effects in words, joined by semicolons. */
export function effectsWords(effects: readonly Effect[]): string {
  return effects.map(effectWords).join('; ');
}

/** An area's basic effect and privileges in words. */
export function areaEffectWords(area: AreaId): { basic: string; privileges: string[] } {
  const rules = AREA_RULES[area];
  return { basic: effectsWords(rules?.basic ?? []), privileges: (rules?.privileges ?? []).map((p) => effectsWords(p)) };
}

/** What a god term counts, in words, singular ("built clockworker") or plural. */
function countWords(what: Count, many: boolean): string {
  const s = (one: string, more = `${one}s`): string => (many ? more : one);
  switch (what.of) {
    case 'vp':
      return 'VP';
    case 'godArrivalVp':
      return 'VP gained from machine gods on arrival';
    case 'gods':
      return s('machine god');
    case 'built':
      return what.colour ? `${what.colour} ${s('clockworker')}` : s('clockworker');
    case 'evolved':
      return s('evolved stack');
    case 'hand':
      return s('card in hand', 'cards in hand');
    case 'resources':
      return what.resource ? s(what.resource) : s('resource');
    case 'diceOnSlots':
      return s('die on privilege slots', 'dice on privilege slots');
    case 'diceRemoved':
      return s('removed die', 'removed dice');
    default:
      return text(what.of);
  }
}

/** A machine god's end-game text in words: "2 VP per machine god". */
export function godTextWords(terms: readonly GodTerm[]): string {
  return terms
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
          return text((term as unknown as Loose).op);
      }
    })
    .join('; ');
}

/** A buy-back's price at a white space after `bought` buy-backs there, in words: "gear or glass", "any resource". */
export function buybackWords(bought: number): string {
  const prices = RULES.buybackPrices;
  const price = prices[Math.min(Math.max(bought, 0), prices.length - 1)]!;
  return price === 'any' ? 'any resource' : orWords(price as readonly string[]);
}

/** The words of the `done` button for the decision owed now: "Keep these: draw up to 4", "Stay here". */
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

/** The decision owed now, as another seat reads it: "Seat 2 is moving: keeping dice and tapping clockworkers". */
function owed(view: ClockworkView, pending: Pending & Loose, names?: SeatNames): string {
  const who = seatLabel(count(pending.seat), names);
  const at = (area: unknown) => `the ${spaceWords(id(area))}`;
  switch (pending.kind) {
    case 'limit':
      return `${who} is over the limit: ${pending.hand && pending.resources ? 'discarding cards and returning resources' : pending.hand ? 'discarding a card' : 'returning a resource'}`;
    case 'mulligan':
      return `${who} is choosing cards to discard for the mulligan`;
    case 'move':
      return `${who} is moving: keeping dice and tapping clockworkers`;
    case 'activate':
      return `${who} may tap ${orWords(strings(pending.colours))} clockworkers for their abilities`;
    case 'extraSteps':
      return `${who} may move on up to ${plural(count(pending.n), 'step')}`;
    case 'areaAction':
      return `${who} is at ${at(pending.area)}: ${pending.mode === 'place' ? 'placing dice' : pending.mode === 'release' ? 'releasing dice' : 'taking privileges, releasing dice or taking a machine god'}`;
    case 'useBasic':
      return `${who} is choosing a space whose basic effect to use`;
    case 'exchange':
      return `${who} may pay ${plural(count(pending.price), 'resource')} for a crystal and 1 VP`;
    case 'factory':
      return `${who} is at the Factory: building and maintaining`;
    case 'labDiscard':
      return `${who} is at the Laboratory: discarding cards, then drawing`;
    case 'evolve':
      return `${who} may evolve clockworkers`;
    case 'choose':
      return `${who} may take ${plural(count(pending.left), 'resource')} of ${orWords(strings(pending.from))}`;
    case 'stealVp':
      return `${who} is taking ${text(pending.n)} VP from a player`;
    case 'stealResource':
      return `${who} is taking ${plural(count(pending.left), 'resource')} from players`;
    case 'buyBack':
      return `${who} may buy back a die at ${at(pending.space)} for ${buybackWords(view.buybacks?.[pending.space as keyof ClockworkView['buybacks']] ?? 0)}`;
    default:
      return `${who} is playing`;
  }
}

/**
 * The banner above the board: what `viewer` owes now ("Keep dice and tap clockworkers for your
 * move, then go"), what the seat that acts is doing ("Seat 2 is moving: …"), or "The game is over".
 */
function banner(view: ClockworkView, viewer: Seat | null, names?: SeatNames): string {
  const pending = view.pending as (Pending & Loose) | null;
  if (view.phase === 'over' || pending === null) return 'The game is over';
  if (viewer === null || pending.seat !== viewer) return owed(view, pending, names);
  switch (pending.kind) {
    case 'mulligan':
      return `Discard any cards you do not want, then draw up to ${RULES.startHand}`;
    case 'limit':
      return pending.hand ? 'Too many cards: discard one' : 'Too many resources: return one';
    case 'move':
      return 'Keep dice and tap clockworkers for your move, then go';
    case 'activate':
      return `Tap ${orWords(strings(pending.colours))} clockworkers for their abilities, or go on`;
    case 'extraSteps':
      return `Move on up to ${plural(count(pending.n), 'step')}, or stay`;
    case 'areaAction': {
      const where = `the ${spaceWords(id(pending.area))}`;
      if (pending.mode === 'place') return `Place more dice at ${where}, or be done`;
      if (pending.mode === 'release') return `Release more dice at ${where}, or be done`;
      return `At ${where}: place dice on the privilege slots, take back yours, or take a machine god`;
    }
    case 'useBasic':
      return 'Choose a space whose basic effect to use';
    case 'exchange':
      return `Pay ${plural(count(pending.price), 'resource')} for a crystal and 1 VP, or not`;
    case 'factory':
      return `At the Factory: ${[pending.built ? '' : 'build a clockworker', pending.maintained ? '' : 'maintain'].filter(Boolean).join(', ') || 'nothing left'}, or go on`;
    case 'labDiscard':
      return 'Discard cards, then draw up to your hand limit';
    case 'evolve':
      return 'Select 2 or more untapped clockworkers to evolve, then roll, or go on';
    case 'choose':
      return `Take up to ${plural(count(pending.left), 'resource')} of ${orWords(strings(pending.from))} from the supply`;
    case 'stealVp':
      return `Take ${text(pending.n)} VP from a player`;
    case 'stealResource':
      return `Take ${plural(count(pending.left), 'resource')} from players of your choice`;
    case 'buyBack':
      return `Buy back your die at the ${spaceWords(id(pending.space))} for ${buybackWords(view.buybacks?.[pending.space as keyof ClockworkView['buybacks']] ?? 0)}, or not`;
    default:
      return `Your move: ${text(pending.kind)}`;
  }
}

/** What a group of actions of one type is called in a long list. */
const GROUPS: Readonly<Record<ClockworkAction['type'], string>> = {
  discard: 'discard a card',
  returnResource: 'return a resource',
  keep: 'keep a die',
  tap: 'tap a clockworker',
  go: 'go',
  activate: 'use a clockworker',
  moveOn: 'move on',
  place: 'place a die',
  release: 'take back a die',
  takeGod: 'take a machine god',
  useBasic: 'use a basic effect',
  exchange: 'exchange',
  build: 'build a clockworker',
  maintain: 'maintain',
  draw: 'draw',
  select: 'select for evolution',
  evolve: 'evolve',
  take: 'take a resource',
  stealVp: 'take VP',
  stealResource: 'take a resource from a player',
  buyBack: 'buy back a die',
  done: 'done',
};

/** Long lists grouped further: builds by card, placements by die, taps by clockworker. */
function subgroup(a: ClockworkAction, view?: ClockworkView): string | undefined {
  switch (a.type) {
    case 'build':
      return `build ${cardWords(a.card, view)}`;
    case 'place':
      return dieWords(a.die);
    case 'tap':
      return clockworkerWords(a.clockworker);
    default:
      return undefined;
  }
}

/**
 * Clockwork Empire's words: every action and event as a seat sees it, the banner, and the keys
 * that group long lists of legal actions (by type, then builds by card, placements by die).
 *
 * ```ts
 * clockworkEmpireWords.action({ type: 'place', die: 0, slot: 1 });         // 'Place die 1 on privilege slot P2'
 * clockworkEmpireWords.event({ type: 'turnEnded', seat: 2 }, 0);           // 'Seat 3 ends the turn'
 * clockworkEmpireWords.banner(view, 0);                                    // 'Keep dice and tap clockworkers for your move, then go'
 * ```
 */
export const clockworkEmpireWords: GameWords<ClockworkView, ClockworkAction, ClockworkEvent> = {
  action,
  event,
  banner,
  group: (a) => GROUPS[a.type] ?? text((a as { type: unknown }).type),
  subgroup,
};
