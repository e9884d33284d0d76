/**
 * Clockwork Empire in the terminal: the loop with the pawns, each area's privilege slots and gods,
 * the white spaces, the supply, each seat's points, resources, dice, clockworkers, gods and hand
 * (the viewer's cards; others' hand sizes), and the turn's dice (numbered from 1, as the words
 * number them); actions and events in the words of `@tabula/clockwork-empire/ui`.
 * Drawn from a `ClockworkView` (see the game's README: `seats[i]` with `hand` null but for the
 * viewer, `handSize`, `slots`, `gods`, `whiteDice`, `supply`, `turn.dice`, `pending`, …).
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import type { ClockworkAction, ClockworkEvent, ClockworkView } from '@tabula/clockwork-empire';
import { clockworkEmpireWords } from '@tabula/clockwork-empire/ui';
import { arr, compact, count, list, num, rec, seatName, show, table, type Picture } from './common';

const RESOURCES = ['steel', 'gear', 'glass', 'spring', 'crystal'];

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
        .map((c, i) => `${i + 1}:${arr(rec(c).cards).map(show).join('+')}${rec(c).tapped ? '*' : ''}`)
        .join(' ') || '—',
      arr(p.gods).map(show).join(', ') || '—',
      Array.isArray(p.hand) ? p.hand.map(show).join(' ') || 'empty' : count(p.handSize, 'card'),
    ]);
  });
  lines.push(...table(srows));
  const turn = rec(v.turn);
  if (Array.isArray(turn.dice) && turn.dice.length) {
    lines.push(
      `  dice this turn: ${turn.dice.map((d, i) => `${i + 1}: ${show(rec(d).face)}${rec(d).kept ? ' kept' : ''}${rec(d).placed ? ' placed' : ''}`).join(', ')}${num(turn.tapSteps) ? `; taps ${num(turn.tapSteps)! > 0 ? '+' : ''}${show(turn.tapSteps)}` : ''}`,
    );
  }
  if (v.pending) lines.push(`  decision owed: ${compact(v.pending)}`);
  return lines;
}

/** Clockwork Empire's picture, and its words from the kit (`@tabula/clockwork-empire/ui`). */
export const clockworkEmpirePicture: Picture = {
  draw,
  action: (a, view) => clockworkEmpireWords.action(a as unknown as ClockworkAction, view as ClockworkView | undefined),
  group: (a) => clockworkEmpireWords.group(a as unknown as ClockworkAction),
  subgroup: (a, view) => clockworkEmpireWords.subgroup?.(a as unknown as ClockworkAction, view as ClockworkView | undefined),
  event: (e, viewer, view) => clockworkEmpireWords.event(e as unknown as ClockworkEvent, viewer, view as ClockworkView | undefined),
};
