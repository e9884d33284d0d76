/**
 * Clockwork Empire in the terminal: the loop with the pawns, each area's privilege slots and gods,
 * the white spaces, the supply, each seat's points, resources, dice, clockworkers, gods and hand
 * (the viewer's cards; others' hand sizes), and the turn's dice; actions and events in words.
 * Drawn from a `ClockworkView` (see the game's README: `seats[i]` with `hand` null but for the
 * viewer, `handSize`, `slots`, `gods`, `whiteDice`, `supply`, `turn.dice`, `pending`, …).
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import { arr, compact, count, genericEvent, list, num, rec, secretNote, seatName, show, table, words, type Picture } from './common';

const RESOURCES = ['steel', 'gear', 'glass', 'spring', 'crystal'];

/** A die of this turn: `die 2 (5)`. */
function die(view: unknown, index: unknown): string {
  const d = rec(arr(rec(rec(view).turn).dice)[num(index) ?? -1]);
  return `die ${show(index)}${d.face !== undefined ? ` (${show(d.face)})` : ''}`;
}

/** A built clockworker of the viewer's: `clockworker 1 (R1+W2)`. */
function clockworker(view: unknown, index: unknown, seat?: unknown): string {
  const v = rec(view);
  const owner = typeof seat === 'number' ? seat : typeof v.current === 'number' ? v.current : -1;
  const c = rec(arr(rec(arr(v.seats)[owner]).built)[num(index) ?? -1]);
  const cards = arr(c.cards).map(show);
  return `clockworker ${show(index)}${cards.length ? ` (${cards.join('+')})` : ''}`;
}

/** The steps a `go` moves now: the kept dice's faces plus the taps. */
function steps(view: unknown): number | undefined {
  const turn = rec(rec(view).turn);
  if (!Array.isArray(turn.dice)) return undefined;
  return turn.dice.reduce((n: number, d) => n + (rec(d).kept ? (num(rec(d).face) ?? 0) : 0), 0) + (num(turn.tapSteps) ?? 0);
}

function draw(view: unknown, viewer: Seat | null): string[] {
  const v = rec(view);
  const seats = arr(v.seats).map(rec);
  const active = arr(v.active).filter((s): s is number => typeof s === 'number');
  const lines = [
    `Clockwork Empire · round ${show(v.round)} · ${show(v.phase)} · ${v.phase === 'play' ? `${seatName(v.current, viewer)}${v.current === viewer ? "'re" : "'s"} turn` : `to act: ${list(active.map((s) => seatName(s, viewer)))}`} · deck ${show(v.deckSize)}, discards ${arr(v.discard).length}${v.endTriggered ? ' · the end is triggered (50 VP): last round' : ''}${v.setName ? ` · set: ${show(v.setName)}` : ''}`,
  ];
  const pawns = (space: unknown) => seats.flatMap((p, s) => (p.pawn === space ? [seatName(s, viewer)] : []));
  lines.push(`  loop: ${arr(v.loop).map((space) => `${show(space)}${pawns(space).length ? ` [${pawns(space).join(', ')}]` : ''}`).join(' → ')}`);
  const slots = rec(v.slots);
  const gods = rec(v.gods);
  const rows: (string | number)[][] = [['area', 'privilege slots', 'gods here']];
  for (const area of Object.keys(slots)) {
    rows.push([
      area,
      arr(slots[area])
        .map((d, i) => `P${i + 1} ${d ? `${seatName(rec(d).owner, viewer)} (${show(rec(d).value)})` : '—'}`)
        .join(', '),
      arr(gods[area]).map(show).join(', ') || '—',
    ]);
  }
  lines.push(...table(rows));
  const white = rec(v.whiteDice);
  if (Object.keys(white).length) {
    lines.push(`  white spaces: ${Object.entries(white).map(([space, owners]) => `${space} ${arr(owners).length ? arr(owners).map((s) => seatName(s, viewer)).join(' ') : '—'}`).join('; ')}`);
  }
  lines.push(`  supply: ${RESOURCES.map((r, i) => `${r} ${show(arr(v.supply)[i])}`).join(', ')}`);
  const srows: (string | number)[][] = [['seat', 'VP', ...RESOURCES, 'dice', 'clockworkers (* tapped)', 'gods', 'hand']];
  seats.forEach((p, s) => {
    srows.push([
      `${active.includes(s) ? '▶ ' : '  '}${seatName(s, viewer)}`,
      num(p.vp) ?? 0,
      ...RESOURCES.map((_, i) => num(arr(p.resources)[i]) ?? 0),
      `${show(p.diceInHand)}${num(p.diceRemoved) ? ` (−${show(p.diceRemoved)})` : ''}`,
      arr(p.built)
        .map((c, i) => `${i}:${arr(rec(c).cards).map(show).join('+')}${rec(c).tapped ? '*' : ''}`)
        .join(' ') || '—',
      arr(p.gods).map(show).join(', ') || '—',
      Array.isArray(p.hand) ? p.hand.map(show).join(' ') || 'empty' : count(p.handSize, 'card'),
    ]);
  });
  lines.push(...table(srows));
  const turn = rec(v.turn);
  if (Array.isArray(turn.dice) && turn.dice.length) {
    lines.push(
      `  dice this turn: ${turn.dice.map((d, i) => `${i}: ${show(rec(d).face)}${rec(d).kept ? ' kept' : ''}${rec(d).placed ? ' placed' : ''}`).join(', ')}${num(turn.tapSteps) ? `; taps ${num(turn.tapSteps)! > 0 ? '+' : ''}${show(turn.tapSteps)}` : ''}`,
    );
  }
  if (v.pending) lines.push(`  decision owed: ${compact(v.pending)}`);
  return lines;
}

function action(a: Record<string, unknown>, view: unknown): string | undefined {
  const pay = (p: unknown) => arr(p).map(show).join(' + ');
  switch (a.type) {
    case 'discard':
      return `discard ${show(a.card)}`;
    case 'returnResource':
      return `return a ${show(a.resource)}`;
    case 'keep':
      return `keep ${die(view, a.die)}`;
    case 'tap':
      return `tap ${clockworker(view, a.clockworker)} for ${a.step === -1 ? 'a step back' : 'a step forward'}`;
    case 'go': {
      const n = steps(view);
      return n === undefined ? 'go' : `go: move ${n} step${n === 1 || n === -1 ? '' : 's'}`;
    }
    case 'activate':
      return `use ${clockworker(view, a.clockworker)}`;
    case 'moveOn':
      return `move on ${show(a.steps)} step${a.steps === 1 ? '' : 's'}`;
    case 'place':
      return `place ${die(view, a.die)} on slot P${(num(a.slot) ?? 0) + 1}`;
    case 'release':
      return `take back the die from slot P${(num(a.slot) ?? 0) + 1}`;
    case 'takeGod':
      return `take the god ${show(a.god)}`;
    case 'useBasic':
      return `use the ${show(a.area)}'s basic effect`;
    case 'exchange':
      return `exchange ${pay(a.pay)} for a crystal and 1 VP`;
    case 'build':
      return `build ${show(a.card)} paying ${pay(a.pay)}`;
    case 'maintain':
      return `maintain: pay a ${show(a.resource)} to untap the clockworkers`;
    case 'draw':
      return 'draw up to the hand limit';
    case 'select':
      return `select ${clockworker(view, a.clockworker)} for the evolution`;
    case 'evolve':
      return 'roll for the evolution';
    case 'take':
      return `take a ${show(a.resource)}`;
    case 'stealVp':
      return `take VP from seat ${show(a.seat)}`;
    case 'stealResource':
      return `take a ${show(a.resource)} from seat ${show(a.seat)}`;
    case 'buyBack':
      return `buy back the die, paying a ${show(a.resource)}`;
    case 'done':
      return 'done (end or decline this step)';
    default:
      return undefined;
  }
}

const TYPE_NAMES: Record<string, string> = {
  discard: 'discard a card',
  returnResource: 'return a resource',
  keep: 'keep a die',
  tap: 'tap a clockworker',
  activate: 'use a clockworker',
  moveOn: 'move on',
  place: 'place a die',
  release: 'take back a die',
  takeGod: 'take a god',
  useBasic: "use an area's basic effect",
  exchange: 'exchange',
  build: 'build a clockworker',
  maintain: 'maintain',
  select: 'select for evolution',
  take: 'take a resource',
  stealVp: 'take VP',
  stealResource: 'take a resource from a player',
  buyBack: 'buy back a die',
  done: 'done',
};

function subgroup(a: Record<string, unknown>, view: unknown): string | undefined {
  switch (a.type) {
    case 'build':
      return `build ${show(a.card)}`;
    case 'place':
      return die(view, a.die);
    case 'tap':
      return clockworker(view, a.clockworker);
    default:
      return undefined;
  }
}

function event(e: Record<string, unknown>, viewer: Seat | null): string | undefined {
  const who = seatName(e.seat, viewer);
  switch (e.type) {
    case 'drew':
      return `${who} drew ${arr(e.cards).length ? arr(e.cards).map(show).join(' ') : count(e.count, 'card')}${secretNote(e, viewer)}`;
    case 'reshuffled':
      return `the discards were shuffled into a new deck of ${count(e.cards, 'card')}`;
    case 'discarded':
      return `${who} discarded ${show(e.card)} (${show(e.reason)})`;
    case 'mulliganDone':
      return `${who} finished the mulligan`;
    case 'turnStarted':
      return `round ${show(e.round)}: ${e.seat === viewer ? 'your' : `${who}'s`} turn`;
    case 'rolled':
      return `${who} rolled ${arr(e.faces).map(show).join(' ')}`;
    case 'kept':
      return `${who} kept die ${show(e.die)} (${show(e.face)})`;
    case 'tapped':
      return `${who} tapped clockworker ${show(e.clockworker)} for ${e.step === -1 ? 'a step back' : 'a step forward'}`;
    case 'moved':
      return `${who} moved from ${show(e.from)} to ${show(e.to)} (${count(e.steps, 'step')})`;
    case 'tollPaid':
      return `${who} paid ${seatName(e.to, viewer)} a toll of ${show(e.vp)} VP`;
    case 'activated':
      return `${who} used clockworker ${show(e.clockworker)} (${arr(e.cards).map(show).join('+')})`;
    case 'basicUsed':
      return `${who} used the basic effect of ${show(e.space)}`;
    case 'vpGained':
      return `${who} gained ${show(e.vp)} VP (${show(e.reason)})`;
    case 'vpTaken':
      return `${who} took ${show(e.vp)} VP from ${seatName(e.from, viewer)} (${show(e.reason)})`;
    case 'resourceGained':
      return `${who} gained ${show(e.n)} ${show(e.resource)} (${show(e.reason)})`;
    case 'resourcePaid':
      return `${who} paid ${show(e.n)} ${show(e.resource)} (${show(e.reason)})`;
    case 'resourceTaken':
      return `${who} took a ${show(e.resource)} from ${seatName(e.from, viewer)}`;
    case 'resourceReturned':
      return `${who} returned a ${show(e.resource)}`;
    case 'placed':
      return `${who} placed a ${show(e.value)} on ${show(e.area)} P${(num(e.slot) ?? 0) + 1}${e.displaced !== null && e.displaced !== undefined ? `, displacing ${seatName(e.displaced, viewer)}` : ''}`;
    case 'released':
      return `${who} took back a die from ${show(e.area)} P${(num(e.slot) ?? 0) + 1}`;
    case 'godTaken':
      return `${who} took the god ${show(e.god)} at ${show(e.area)} (removing a ${show(e.dieValue)})`;
    case 'boughtBack':
      return `${who} bought back a die at ${show(e.space)}, paying a ${show(e.paid)}`;
    case 'built':
      return `${who} built ${show(e.card)}${arr(e.paid).length ? ` paying ${arr(e.paid).map(show).join(' + ')}` : ''}`;
    case 'maintained':
      return `${who} paid a ${show(e.paid)} and untapped ${count(e.untapped, 'clockworker')}`;
    case 'untapped':
      return `${who} untapped ${count(e.count, 'clockworker')}`;
    case 'evolutionRolled':
      return `${who} rolled ${show(e.face)} for an evolution (needs ${show(e.threshold)}): ${e.success ? 'success' : 'failed'}`;
    case 'effectSkipped':
      return `${show(e.step)} skipped: ${show(e.why)}`;
    case 'turnEnded':
      return `${who} ended the turn`;
    case 'roundEnded':
      return `round ${show(e.round)} ended`;
    case 'scored':
      return `final scoring: ${who} +${show(e.vp)} VP (${show(e.reason)})`;
    case 'gameEnded':
      return `the game ended: scores ${arr(e.scores).map(show).join(', ')}; ${arr(e.winners).length ? `${list(arr(e.winners).map((w) => seatName(w, viewer)))} won` : 'nobody won'}`;
    default:
      return typeof e.type === 'string' ? genericEvent(e, viewer) : undefined;
  }
}

/** Clockwork Empire's picture and words. */
export const clockworkEmpirePicture: Picture = {
  draw,
  action,
  typeName: (type) => TYPE_NAMES[type] ?? words(type),
  subgroup,
  event,
};
