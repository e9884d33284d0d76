/**
 * `@tabula/clockwork-empire/ui`, on seeded games: the words of every action and event type are the
 * game's own (never the generic fallback), for every viewer, redacted or not; every legal action
 * is reached by clicking its path; a whole game is played to its end by clicking through the
 * click paths; and nothing the kit says to a viewer holds another seat's secret.
 */
import { describe, expect, it } from 'vitest';
import { playByClicking } from '../../../test-support/click-game';
import seedrandom from 'seedrandom';
import { weightedIndex, type Seat } from '@tabula/core';
import { buttons, click, genericEvent, groupActions, seatLabel } from '@tabula/core/ui';
import { actionSpecs, clockworkEmpire, PROVISIONAL_SET, type ClockworkAction, type ClockworkEvent, type ClockworkState, type ClockworkView } from '@tabula/clockwork-empire';
import { park, position, turnOf } from '@tabula/clockwork-empire/testing';
import { cardWords, clockworkEmpireAnimations, clockworkEmpireClicks, clockworkEmpireWords, loopShapes, QUIET_EVENTS, viewerOf } from '@tabula/clockwork-empire/ui';

const ACTION_TYPES = Object.keys(actionSpecs).sort();
const EVENT_TYPES: ClockworkEvent['type'][] = [
  'drew',
  'reshuffled',
  'discarded',
  'mulliganDone',
  'turnStarted',
  'rolled',
  'kept',
  'tapped',
  'moved',
  'tollPaid',
  'activated',
  'basicUsed',
  'vpGained',
  'vpTaken',
  'resourceGained',
  'resourcePaid',
  'resourceTaken',
  'resourceReturned',
  'placed',
  'released',
  'godTaken',
  'boughtBack',
  'built',
  'maintained',
  'untapped',
  'evolutionRolled',
  'effectSkipped',
  'turnEnded',
  'roundEnded',
  'scored',
  'gameEnded',
];

/** One step of a game: the state before, who played what, the events, the state after. */
interface Step {
  before: ClockworkState;
  seat: Seat;
  action: ClockworkAction;
  events: ClockworkEvent[];
  after: ClockworkState;
}

/** Action types random play prefers, to reach the rarer decisions (building, evolving, gods). */
const PREFERRED = new Set<string>(['place', 'build', 'select', 'evolve', 'takeGod', 'useBasic', 'exchange', 'stealVp', 'stealResource', 'buyBack', 'moveOn', 'activate', 'maintain']);

/** A seeded random game (preferring the rarer decisions), to its end or `max` steps. */
function seededGame(seed: string, players: number, max = 3000): Step[] {
  const rng = seedrandom.alea(seed);
  let state = clockworkEmpire.setup({ players, seed });
  const steps: Step[] = [];
  while (!clockworkEmpire.isOver(state) && steps.length < max) {
    const seat = clockworkEmpire.activeSeats(state)[0]!;
    const legal = clockworkEmpire.legalActions(state, seat);
    const action = legal[weightedIndex(legal.map((a) => (PREFERRED.has(a.type) ? 8 : 1)), rng())]!;
    const out = clockworkEmpire.apply(state, seat, action);
    if (!out.ok) throw new Error(out.error.message);
    steps.push({ before: state, seat, action, events: out.events, after: out.state });
    state = out.state;
  }
  return steps;
}

/**
 * Random play never evolves (it needs 2 untapped clockworkers at the Laboratory): a built position
 * (C6.3's rule test) does, then plays on at random.
 */
function evolution(): Step[] {
  const start = position(4, (s) => {
    turnOf(s, 0, [5], 'temple'); // to the Laboratory (blue)
    s.seats[0]!.built = [{ cards: ['B5'], tapped: false }, { cards: ['P1'], tapped: false }, { cards: ['P3'], tapped: false }, { cards: ['R1'], tapped: false }];
    park(s, 0, 'fortress');
  });
  const steps: Step[] = [];
  let state = start;
  const plays: ClockworkAction[] = [{ type: 'keep', die: 0 }, { type: 'go' }, { type: 'activate', clockworker: 0 }, { type: 'draw' }, { type: 'select', clockworker: 1 }, { type: 'select', clockworker: 3 }, { type: 'evolve' }];
  for (const action of plays) {
    const out = clockworkEmpire.apply(state, 0, action);
    if (!out.ok) throw new Error(out.error.message);
    steps.push({ before: state, seat: 0, action, events: out.events, after: out.state });
    state = out.state;
  }
  return steps;
}

const games = [seededGame('ui-words-3', 3), seededGame('ui-words-4', 4), evolution()];

/** What words must never show: a missing field, JSON, a name of the rules, a 0-based seat, a bad plural. */
function badWords(words: string): string[] {
  const bad: string[] = [];
  if (/undefined|NaN|\[object|[{}"]/.test(words)) bad.push('a missing field or JSON');
  if (/[a-z][A-Z]/.test(words)) bad.push('a camelCase name');
  if (/\bseat \d|Seat 0\b|\bdie 0\b|\bP0\b|clockworker 0\b/.test(words)) bad.push('a seat, die, slot or clockworker numbered from 0');
  if (/(?<!Seat |[\d,])1 (cards|steps|clockworkers|resources)\b/.test(words) || /(?<!Seat |die )\b([02-9]|\d\d+) (card|step|clockworker|resource)\b(?!s)/.test(words)) bad.push('a plural');
  return bad;
}

describe('clockworkEmpireWords', { timeout: 30_000 }, () => {
  it('says every action and event type in its own words, for every viewer, redacted or not; seats from 1, "you" for the viewer', () => {
    const actions = new Set<string>();
    const events = new Set<string>();
    const redacted = new Set<string>();
    const problems: string[] = [];
    for (const steps of games) {
      const players = steps[0]!.before.seats.length;
      const viewers: (Seat | null)[] = [...Array.from({ length: players }, (_, s) => s), null];
      for (const [k, step] of steps.entries()) {
        for (const viewer of viewers) {
          const view = clockworkEmpire.view(step.after, viewer);
          const seen = clockworkEmpire.actionFor(step.action, step.seat, viewer);
          const said = clockworkEmpireWords.action(seen, view);
          if (said.toLowerCase() === genericEvent(seen, null).toLowerCase()) problems.push(`step ${k}: ${seen.type} in generic words: ${said}`);
          for (const bad of badWords(said)) problems.push(`step ${k}, viewer ${viewer}: ${bad} in "${said}"`);
          actions.add(seen.type);
          for (const e of clockworkEmpire.eventsFor(step.events, viewer)) {
            const words = clockworkEmpireWords.event(e, viewer, view);
            if (words.toLowerCase() === genericEvent(e, viewer).toLowerCase()) problems.push(`step ${k}: ${e.type} in generic words: ${words}`);
            for (const bad of badWords(words)) problems.push(`step ${k}, viewer ${viewer}: ${bad} in "${words}"`);
            if ('seat' in e && e.seat === viewer && words.includes(seatLabel(viewer))) problems.push(`step ${k}: "${words}" names the viewer`);
            if ('seat' in e && e.seat !== viewer && !words.includes(seatLabel(e.seat))) problems.push(`step ${k}: "${words}" does not name ${seatLabel(e.seat)}`);
            expect(clockworkEmpireWords.event(e, viewer)).not.toMatch(/undefined|NaN/);
            events.add(e.type);
            if ('redacted' in e) redacted.add(e.type);
          }
          const banner = clockworkEmpireWords.banner(view, viewer);
          if (badWords(banner).length > 0 || banner.startsWith('Your move:')) problems.push(`step ${k}: banner ${banner}`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect([...actions].sort()).toEqual(ACTION_TYPES);
    // Every event type but an ability's untapping, which these games do not reach (its words are checked by hand below).
    expect([...events].sort()).toEqual(EVENT_TYPES.filter((t) => t !== 'untapped').sort());
    expect([...redacted]).toEqual(['drew']);
  });

  it('words for events built by hand and fields of the wrong shape; plurals; names', () => {
    for (const type of EVENT_TYPES) {
      const odd = { type, seat: 'x', cards: 'P1', faces: 3, scores: null } as unknown as ClockworkEvent;
      const words = clockworkEmpireWords.event(odd, 0);
      expect(words, type).not.toMatch(/undefined|NaN|\[object/);
      expect(words.toLowerCase(), type).not.toBe(genericEvent(odd, 0).toLowerCase());
    }
    expect(clockworkEmpireWords.action({ type: 'place', die: 0, slot: 1 })).toBe('Place die 1 on privilege slot P2');
    expect(clockworkEmpireWords.event({ type: 'untapped', seat: 0, count: 1 }, 0)).toBe('You untap 1 clockworker');
    expect(clockworkEmpireWords.event({ type: 'untapped', seat: 0, count: 2 }, 1)).toBe('Seat 1 untaps 2 clockworkers');
    expect(clockworkEmpireWords.action({ type: 'stealVp', seat: 2 }, undefined, ['Ada', 'Bo', 'Cy'])).toBe('Take 1 VP from Cy');
    expect(clockworkEmpireWords.event({ type: 'drew', seat: 1, count: 1, audience: [1], redacted: true }, 0)).toBe('Seat 2 draws 1 card (secret: only Seat 2 knows more)');
    expect(clockworkEmpireWords.event({ type: 'drew', seat: 1, count: 1, cards: ['P1'], audience: [1] }, 1)).toBe('You draw Chapel Bellringer (P1) (only you see this)');
    expect(clockworkEmpireWords.event({ type: 'resourceGained', seat: 0, resource: 'gear', n: 2, reason: 'effect' }, null)).toBe('Seat 1 gains 2 gears (effect)');
    expect(clockworkEmpireWords.event({ type: 'placed', seat: 0, area: 'temple', die: 1, slot: 0, value: 5, displaced: 2 }, 2)).toBe('Seat 1 places a 5 on the Temple’s P1, sending back your die');
  });

  it('the banner says what the viewer owes, or what the seat that acts is doing; long lists are grouped', () => {
    const start = clockworkEmpire.setup({ players: 3, seed: 'ui-banner' });
    const seat = clockworkEmpire.activeSeats(start)[0]!;
    expect(clockworkEmpireWords.banner(clockworkEmpire.view(start, seat), seat)).toBe('Discard any cards you do not want, then draw up to 4');
    expect(clockworkEmpireWords.banner(clockworkEmpire.view(start, null), null)).toBe(`${seatLabel(seat)} is choosing cards to discard for the mulligan`);
    const last = games[0]!.at(-1)!.after;
    expect(clockworkEmpireWords.banner(clockworkEmpire.view(last, 0), 0)).toBe('The game is over');
    expect(viewerOf(clockworkEmpire.view(start, 2))).toBe(2);
    expect(viewerOf(clockworkEmpire.view(start, null))).toBe(null);
    // Lists are short in this game (at most a dozen actions): with a lower limit, grouped by type, then placements by die.
    const areaStep = games[0]!.find((step) => new Set(clockworkEmpire.legalActions(step.before, step.seat).flatMap((a) => (a.type === 'place' ? [a.die] : []))).size >= 2)!;
    const view = clockworkEmpire.view(areaStep.before, areaStep.seat);
    const menu = groupActions(view.legal, clockworkEmpireWords, view, undefined, 1);
    if (!('groups' in menu)) throw new Error('not grouped');
    const place = menu.groups.find((g) => g.name === 'place a die')!;
    expect(place.size).toBe(view.legal.filter((a) => a.type === 'place').length);
    expect('groups' in place.menu && place.menu.groups.every((g) => /^die \d$/.test(g.name))).toBe(true);
  });
});

/** What is wrong with the click paths of `view` (`[]`: nothing): each legal action is reached by clicking its path, or is a button. */
function clickProblems(view: ClockworkView): string[] {
  const problems: string[] = [];
  const key = (x: unknown) => JSON.stringify(x);
  const buttonKeys = new Set(buttons(clockworkEmpireClicks, view, view.legal).map((b) => key(b.action)));
  const first = click(clockworkEmpireClicks, view, view.legal, []);
  for (const action of view.legal) {
    const path = clockworkEmpireClicks.path(action, view);
    if (path.length === 0) {
      if (!buttonKeys.has(key(action))) problems.push(`${key(action)} is no button`);
      continue;
    }
    if (first.do !== 'click' || !first.targets.some((t) => key(t) === key(path[0]))) problems.push(`${key(action)}: its first click is not offered`);
    for (let k = 1; k < path.length; k++) {
      const next = click(clockworkEmpireClicks, view, view.legal, path.slice(0, k));
      if (next.do !== 'click' || !next.targets.some((t) => key(t) === key(path[k]))) problems.push(`${key(action)}: click ${k + 1} is not offered`);
    }
    const end = click(clockworkEmpireClicks, view, view.legal, path);
    const reached = end.do === 'play' ? [end.action] : end.do === 'ask' ? end.choices.map((c) => c.action) : [];
    if (!reached.some((a) => key(a) === key(action))) problems.push(`${key(action)}: its clicks lead to ${end.do}`);
  }
  for (const b of buttons(clockworkEmpireClicks, view, view.legal)) if (badWords(b.label).length > 0 || b.label.startsWith('{')) problems.push(`button ${b.label}`);
  return problems;
}

describe('clockworkEmpireClicks', { timeout: 30_000 }, () => {
  it('a rolled die is a keep; a die then a slot is a place', () => {
    let places = 0;
    for (const step of games[0]!) {
      const view = clockworkEmpire.view(step.before, step.seat);
      for (const a of view.legal) {
        if (a.type === 'keep') expect(click(clockworkEmpireClicks, view, view.legal, [{ kind: 'die', die: a.die }])).toEqual({ do: 'play', action: a });
        if (a.type === 'place') {
          const area = (view.pending as { area: 'temple' }).area;
          expect(click(clockworkEmpireClicks, view, view.legal, [{ kind: 'die', die: a.die }, { kind: 'slot', area, slot: a.slot }])).toEqual({ do: 'play', action: a });
          places++;
        }
      }
    }
    expect(places).toBeGreaterThan(5);
  });

  it('every legal action of seeded games (3 and 4 players) is reached by clicking its path, or is a button', () => {
    const problems: string[] = [];
    const kinds = new Set<string>();
    for (const steps of games) {
      for (const [k, step] of steps.entries()) {
        const view = clockworkEmpire.view(step.before, step.seat);
        for (const p of clickProblems(view)) problems.push(`step ${k}: ${p}`);
        for (const a of view.legal) kinds.add(a.type);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect([...kinds].sort()).toEqual(ACTION_TYPES);
  });

  it('a game played to its end by clicking: targets, choices and buttons picked at random (seeded), only what click yields is played', () => {
    const { state, played, clicks, asks, pressed } = playByClicking(clockworkEmpire, clockworkEmpireClicks, clockworkEmpire.setup({ players: 4, seed: 'ui-click-game' }), 'ui-click-game');
    expect(clockworkEmpire.isOver(state)).toBe(true);
    expect(clicks).toBeGreaterThan(played / 3);
    expect(asks).toBeGreaterThan(5);
    expect(pressed).toBeGreaterThan(50);
  });
});

/** The words of every card `viewer` may not know in `s`: the cards in the other seats' hands. */
function secretsFrom(s: ClockworkState, viewer: Seat | null): string[] {
  return s.seats.flatMap((p, seat) => (seat === viewer ? [] : p.hand.map((c) => cardWords(c))));
}

/** The secrets of `secrets` in `words`. */
const named = (words: string, secrets: readonly string[]) => secrets.filter((w) => words.includes(w));

describe('nothing the kit says to a viewer holds another seat\'s secret', { timeout: 30_000 }, () => {
  it('the words of each step as each viewer received it (banner, action, events, animations, menu, buttons) name no card in another hand; the same check finds them in the words of what the drawer received', () => {
    const leaks: string[] = [];
    let caught = 0;
    let checked = 0;
    for (const steps of games) {
      const players = steps[0]!.before.seats.length;
      const viewers: (Seat | null)[] = [...Array.from({ length: players }, (_, s) => s), null];
      for (const [k, step] of steps.entries()) {
        for (const viewer of viewers) {
          const secrets = secretsFrom(step.after, viewer);
          const view = clockworkEmpire.view(step.after, viewer);
          const events = clockworkEmpire.eventsFor(step.events, viewer);
          const before = clockworkEmpire.view(step.before, viewer);
          const said = [
            clockworkEmpireWords.banner(view, viewer),
            clockworkEmpireWords.action(clockworkEmpire.actionFor(step.action, step.seat, viewer), view),
            ...events.map((e) => clockworkEmpireWords.event(e, viewer, view)),
            ...clockworkEmpireAnimations(events, viewer).map((a) => (a.kind === 'cards' && a.ids ? a.ids.map((c) => cardWords(c)).join() : JSON.stringify(a))),
            JSON.stringify(groupActions(before.legal, clockworkEmpireWords, before)),
            JSON.stringify(buttons(clockworkEmpireClicks, before, before.legal)),
          ].join('\n');
          for (const w of named(said, secrets)) leaks.push(`step ${k}, viewer ${viewer}: ${w}`);
          checked++;
          if (viewer === step.seat) continue;
          const theirs = clockworkEmpire.eventsFor(step.events, step.seat).map((e) => clockworkEmpireWords.event(e, viewer, view)).join('\n');
          if (named(theirs, secrets).length > 0) caught++;
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
    expect(caught).toBeGreaterThan(20);
  });
});

describe('loopShapes', () => {
  it('the loop in order, two slots per area, the gods and white-space dice, a pawn per seat; spaces apart, pawns on their spaces', () => {
    for (const steps of games) {
      for (const step of steps.filter((_, k) => k % 20 === 0)) {
        const view = clockworkEmpire.view(step.before, step.seat);
        const shapes = loopShapes(view);
        const of = <K extends string>(kind: K) => shapes.filter((s) => s.kind === kind) as Extract<(typeof shapes)[number], { kind: K }>[];
        expect(of('space').map((s) => s.space)).toEqual(view.loop);
        for (const s of of('space')) expect(s.colour).toBe((PROVISIONAL_SET.colours as Record<string, string>)[s.space] ?? 'white');
        expect(of('slot')).toHaveLength(12);
        expect(of('god')).toHaveLength(Object.values(view.gods).flat().length);
        expect(of('whiteDie')).toHaveLength(Object.values(view.whiteDice).flat().length);
        expect(of('pawn').map((p) => p.space)).toEqual(view.seats.map((p) => p.pawn));
        const spaces = of('space');
        // No two spaces overlap; each pawn, slot, god and die lies in the box of its space.
        for (const a of spaces) for (const b of spaces) if (a !== b) expect(Math.abs(a.x - b.x) >= 132 || Math.abs(a.y - b.y) >= 120).toBe(true);
        for (const s of shapes) {
          if (s.kind === 'space') continue;
          const home = spaces.find((sp) => sp.space === ('area' in s ? s.area : s.space))!;
          expect(Math.abs(s.x - home.x) <= 66 && Math.abs(s.y - home.y) <= 60).toBe(true);
        }
      }
    }
  });
});

describe('clockworkEmpireAnimations', () => {
  it('every event animates or is quiet; a draw shows its cards to the drawer and backs to the others', () => {
    for (const step of games[0]!) {
      for (const viewer of [0, 1, 2, null]) {
        for (const e of clockworkEmpire.eventsFor(step.events, viewer)) {
          const steps = clockworkEmpireAnimations([e], viewer);
          expect(steps.length > 0, e.type).toBe(!QUIET_EVENTS.includes(e.type));
          if (e.type === 'drew') expect(steps).toEqual([{ kind: 'cards', count: e.count, ids: viewer === e.seat ? expect.any(Array) : null, from: 'deck', to: { seat: e.seat } }]);
        }
      }
    }
  });
});
