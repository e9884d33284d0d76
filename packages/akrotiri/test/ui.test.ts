/**
 * `@tabula/akrotiri/ui`, on seeded games: the words of every action and event type are the game's
 * own (never the generic fallback), for every viewer, redacted or not; every legal action is
 * reached by clicking its path; a whole game is played to its end by clicking through the click
 * paths; and nothing the kit says to a viewer holds another seat's secret.
 */
import { describe, expect, it } from 'vitest';
import { playByClicking } from '../../../test-support/click-game';
import seedrandom from 'seedrandom';
import { weightedIndex, type Seat } from '@tabula/core';
import { buttons, click, genericEvent, groupActions, seatLabel } from '@tabula/core/ui';
import { akrotiri, analyzeBoard, freeCells, islandOfDock, PROVISIONAL_COMPONENTS, type AkrotiriAction, type AkrotiriEvent, type AkrotiriState } from '@tabula/akrotiri';
import { akrotiriAnimations, akrotiriClicks, akrotiriWords, QUIET_EVENTS, seaShapes } from '@tabula/akrotiri/ui';

const ACTION_TYPES: AkrotiriAction['type'][] = ['placeTile', 'placeCube', 'keepGoal', 'takeGoal', 'placeBoat', 'move', 'load', 'excavate', 'buyMaps', 'oracle', 'sell', 'unload', 'endTurn'];
const EVENT_TYPES: AkrotiriEvent['type'][] = [
  'tilesReshuffled',
  'tileDrawn',
  'tilePlaced',
  'cubePlaced',
  'cubeSkipped',
  'mapDrawn',
  'goalsDrawn',
  'goalKept',
  'goalTaken',
  'goalsRevealed',
  'boatPlaced',
  'turnStarted',
  'boatMoved',
  'cubeLoaded',
  'cubeUnloaded',
  'cubeSold',
  'mapsBought',
  'templeExcavated',
  'rewardRevealed',
  'oracleConsulted',
  'turnEnded',
  'endTriggered',
  'gameEnded',
];

/** One step of a game: the state before, who played what, the events, the state after. */
interface Step {
  before: AkrotiriState;
  seat: Seat;
  action: AkrotiriAction;
  events: AkrotiriEvent[];
  after: AkrotiriState;
}

/** A seeded game played with the game's playout weights (its games end by a sixth temple), to its end or `max` steps. */
function weightedGame(seed: string, options: object = {}, max = 4000): Step[] {
  const rng = seedrandom.alea(seed);
  let state = akrotiri.setup({ players: 2, seed, options });
  const steps: Step[] = [];
  while (!akrotiri.isOver(state) && steps.length < max) {
    const seat = akrotiri.activeSeats(state)[0]!;
    const legal = akrotiri.legalActions(state, seat);
    const action = legal[weightedIndex(akrotiri.playoutWeights!(state, seat, legal), rng())]!;
    const out = akrotiri.apply(state, seat, action);
    if (!out.ok) throw new Error(out.error.message);
    steps.push({ before: state, seat, action, events: out.events, after: out.state });
    state = out.state;
  }
  return steps;
}

const viewers: (Seat | null)[] = [0, 1, null];
const standard = weightedGame('ui-words');
const strategic = weightedGame('ui-words-strategic', { variant: 'strategic' });

/** What words must never show: a missing field, JSON, a name of the rules, a 0-based seat, a bad plural. */
function badWords(words: string): string[] {
  const bad: string[] = [];
  if (/undefined|NaN|\[object|[{}"]/.test(words)) bad.push('a missing field or JSON');
  if (/[a-z][A-Z]/.test(words)) bad.push('a camelCase name');
  if (/\b(NW|NE|SE|SW)\b/.test(words)) bad.push('a quadrant code');
  if (/\bseat \d|Seat 0\b/.test(words)) bad.push('a seat numbered from 0');
  if (/(?<!Seat |[\d,])1 (drachmas|actions|tiles|goal cards|moves|points|free moves)\b/.test(words) || /(?<!Seat )\b([02-9]|\d\d+) (drachma|action|tile|goal card|move|point)\b(?!s)/.test(words)) bad.push('a plural');
  return bad;
}

// Seeded games take a few seconds on a loaded machine: a generous bound, which stops by itself.
describe('akrotiriWords', { timeout: 30_000 }, () => {
  it('says every action and event type in its own words, for every viewer, redacted or not; seats from 1, "you" for the viewer; names in words', () => {
    const actions = new Set<string>();
    const events = new Set<string>();
    const redacted = new Set<string>();
    const problems: string[] = [];
    for (const steps of [standard, strategic]) {
      for (const [k, step] of steps.entries()) {
        for (const viewer of viewers) {
          const view = akrotiri.view(step.after, viewer);
          const seen = akrotiri.actionFor(step.action, step.seat, viewer);
          const said = akrotiriWords.action(seen, view);
          if (said.toLowerCase() === genericEvent(seen, null).toLowerCase()) problems.push(`step ${k}: ${seen.type} in generic words: ${said}`);
          for (const bad of badWords(said)) problems.push(`step ${k}, viewer ${viewer}: ${bad} in "${said}"`);
          actions.add(seen.type);
          if ('redacted' in seen) redacted.add(`action ${seen.type}`);
          for (const e of akrotiri.eventsFor(step.events, viewer)) {
            const words = akrotiriWords.event(e, viewer, view);
            if (words.toLowerCase() === genericEvent(e, viewer).toLowerCase()) problems.push(`step ${k}: ${e.type} in generic words: ${words}`);
            for (const bad of badWords(words)) problems.push(`step ${k}, viewer ${viewer}: ${bad} in "${words}"`);
            // The viewer's own seat is "you", never its label.
            if ('seat' in e && e.seat === viewer && words.includes(seatLabel(viewer))) problems.push(`step ${k}: "${words}" names the viewer`);
            if ('seat' in e && e.seat !== viewer && !words.includes(seatLabel(e.seat))) problems.push(`step ${k}: "${words}" does not name ${seatLabel(e.seat)}`);
            // Without a view (an old event of the log), the words still stand.
            expect(akrotiriWords.event(e, viewer)).not.toMatch(/undefined|NaN/);
            events.add(e.type);
            if ('redacted' in e) redacted.add(`event ${e.type}`);
          }
          if (badWords(akrotiriWords.banner(view, viewer)).length > 0) problems.push(`step ${k}: banner ${akrotiriWords.banner(view, viewer)}`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect([...actions].sort()).toEqual([...ACTION_TYPES].sort());
    expect([...events].sort()).toEqual([...EVENT_TYPES].sort());
    expect([...redacted].sort()).toEqual(['action keepGoal', 'event goalsDrawn', 'event mapDrawn', 'event tileDrawn']);
  });

  it('every event type has words of its own, also for events built by hand and fields of the wrong shape', () => {
    const made: AkrotiriEvent[] = [{ type: 'tilesReshuffled', tiles: 7 }];
    for (const e of made) expect(akrotiriWords.event(e, 0)).toBe('The discarded tiles are shuffled into a new deck of 7 tiles');
    for (const type of EVENT_TYPES) {
      const odd = { type, seat: 'x', tiles: null, goals: 'G1', scores: 3 } as unknown as AkrotiriEvent;
      const words = akrotiriWords.event(odd, 0);
      expect(words, type).not.toMatch(/undefined|NaN|\[object/);
      expect(words.toLowerCase(), type).not.toBe(genericEvent(odd, 0).toLowerCase());
    }
    expect(akrotiriWords.action({ type: 'buyMaps', tiers: ['easy'] })).toBe('Buy a map card: easy for 1 drachma');
    expect(akrotiriWords.action({ type: 'buyMaps', tiers: ['easy', 'hard'] })).toBe('Buy 2 map cards: easy and hard for 3 drachmas');
    expect(akrotiriWords.event({ type: 'cubeSold', seat: 1, color: 'red', price: 1 }, 0)).toBe('Seat 2 sells a red cube for 1 drachma');
    expect(akrotiriWords.event({ type: 'cubeSold', seat: 1, color: 'red', price: 1 }, 1)).toBe('You sell a red cube for 1 drachma');
    expect(akrotiriWords.event({ type: 'cubeSold', seat: 1, color: 'red', price: 1 }, 0, undefined, ['Ada', 'Bo'])).toBe('Bo sells a red cube for 1 drachma');
    expect(akrotiriWords.event({ type: 'endTriggered', seat: 0, why: 'lastTemple' }, null)).toBe('Seat 1 triggers the end (the last temple): the round is completed');
  });

  it('the banner says what the viewer owes, or who is playing; long lists are grouped by type, then tiles by cell', () => {
    const start = akrotiri.setup({ players: 2, seed: 'ui-banner', options: { startPlayer: 0 } });
    expect(akrotiriWords.banner(akrotiri.view(start, 0), 0)).toBe('Place your tile beside a tile or Thera');
    expect(akrotiriWords.banner(akrotiri.view(start, 1), 1)).toBe('Seat 1 is placing a tile');
    expect(akrotiriWords.banner(akrotiri.view(start, null), null, ['Ada', 'Bo'])).toBe('Ada is placing a tile');
    const turn = standard.find((s) => s.after.turn !== null && akrotiri.view(s.after, s.after.turn.seat).pending?.kind === 'actions')!.after;
    expect(akrotiriWords.banner(akrotiri.view(turn, turn.turn!.seat), turn.turn!.seat)).toMatch(/^Your turn: \d actions? of \d left/);
    expect(akrotiriWords.banner(akrotiri.view(standard.at(-1)!.after, 0), 0)).toBe('The game is over');
    // The first tile: some cells, four turns each; more than a menu shows, so grouped by cell.
    const view = akrotiri.view(start, 0);
    const menu = groupActions(view.legal, akrotiriWords, view);
    expect('groups' in menu && menu.groups.map((g) => g.name)).toEqual(freeCells(view.board).map((c) => `cell ${c.x},${c.y}`));
  });
});

/** What is wrong with the click paths of `view` (`[]`: nothing): each legal action is reached by clicking its path, or is a button. */
function clickProblems(view: ReturnType<typeof akrotiri.view>): string[] {
  const problems: string[] = [];
  const key = (x: unknown) => JSON.stringify(x);
  const buttonKeys = new Set(buttons(akrotiriClicks, view, view.legal).map((b) => key(b.action)));
  const first = click(akrotiriClicks, view, view.legal, []);
  for (const action of view.legal) {
    const path = akrotiriClicks.path(action, view);
    if (path.length === 0) {
      if (!buttonKeys.has(key(action))) problems.push(`${key(action)} is no button`);
      continue;
    }
    if (buttonKeys.has(key(action))) problems.push(`${key(action)} is a button with a path`);
    if (first.do !== 'click' || !first.targets.some((t) => key(t) === key(path[0]))) problems.push(`${key(action)}: its first click is not offered`);
    for (let k = 1; k < path.length; k++) {
      const next = click(akrotiriClicks, view, view.legal, path.slice(0, k));
      if (next.do !== 'click' || !next.targets.some((t) => key(t) === key(path[k]))) problems.push(`${key(action)}: click ${k + 1} is not offered`);
    }
    const end = click(akrotiriClicks, view, view.legal, path);
    const reached = end.do === 'play' ? [end.action] : end.do === 'ask' ? end.choices.map((c) => c.action) : [];
    if (!reached.some((a) => key(a) === key(action))) problems.push(`${key(action)}: its clicks lead to ${end.do}`);
    if (end.do === 'ask' && end.choices.some((c) => c.label.startsWith('{'))) problems.push(`${key(action)}: a choice without words`);
  }
  return problems;
}

describe('akrotiriClicks', { timeout: 30_000 }, () => {
  it('a free cell asks for the four turns of the tile; a dock is a move; a map card then a piece is an excavation', () => {
    const start = akrotiri.setup({ players: 2, seed: 'ui-clicks', options: { startPlayer: 0 } });
    const view = akrotiri.view(start, 0);
    const asked = click(akrotiriClicks, view, view.legal, [{ kind: 'cell', x: -1, y: -2 }]);
    expect(asked).toEqual({
      do: 'ask',
      choices: [0, 1, 2, 3].map((rotation) => ({ label: ['unturned', 'turned a quarter clockwise', 'turned half round', 'turned three quarters clockwise'][rotation], action: { type: 'placeTile', x: -1, y: -2, rotation } })),
    });
    let excavations = 0;
    for (const step of standard) {
      const view = akrotiri.view(step.before, step.seat);
      for (const move of view.legal.filter((a) => a.type === 'move')) expect(click(akrotiriClicks, view, view.legal, [{ kind: 'dock', dock: move.to }])).toEqual({ do: 'play', action: move });
      const dig = view.legal.find((a) => a.type === 'excavate');
      if (dig?.type !== 'excavate') continue;
      const lit = click(akrotiriClicks, view, view.legal, [{ kind: 'map', map: dig.map }]);
      expect(lit).toEqual({ do: 'click', targets: expect.arrayContaining([{ kind: 'quadrant', x: dig.x, y: dig.y, quadrant: dig.quadrant }]) });
      excavations++;
    }
    expect(excavations).toBeGreaterThan(3);
  });

  it('every legal action of seeded games (both variants) is reached by clicking its path, or is a button', () => {
    const problems: string[] = [];
    const kinds = new Set<string>();
    for (const steps of [standard, strategic]) {
      for (const [k, step] of steps.entries()) {
        const view = akrotiri.view(step.before, step.seat);
        for (const p of clickProblems(view)) problems.push(`step ${k}: ${p}`);
        for (const a of view.legal) kinds.add(a.type);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect([...kinds].sort()).toEqual([...ACTION_TYPES].sort());
  });

  it('a game played to its end by clicking: targets, choices and buttons picked at random (seeded, biased by the playout weights), only what click yields is played', () => {
    const { state, played, clicks, asks, pressed } = playByClicking(akrotiri, akrotiriClicks, akrotiri.setup({ players: 2, seed: 'ui-click-game' }), 'ui-click-game', (state, seat, legal) => akrotiri.playoutWeights!(state, seat, legal));
    expect(akrotiri.isOver(state)).toBe(true);
    // The rulebook's end: a sixth temple.
    expect(state.ending).toBe('lastTemple');
    expect(clicks).toBeGreaterThan(played / 2);
    expect(asks).toBeGreaterThan(5);
    expect(pressed).toBeGreaterThan(20);
  });
});

/** Every id `viewer` may not know in `s`: the other seat's tile face down, its map cards, its secret goal cards, the goal cards it chooses from. */
function secretsFrom(s: AkrotiriState, viewer: Seat | null): string[] {
  if (s.final !== null) return []; // K6.2: every goal card is shown for scoring
  const out: string[] = [];
  s.seats.forEach((p, seat) => {
    if (seat === viewer) return;
    if (p.tile !== null && !p.tileFaceUp) out.push(p.tile);
    out.push(...p.maps, ...p.goals.filter((g) => !p.openGoals.includes(g)));
  });
  for (const step of s.steps) if (step.kind === 'keepGoal' && step.seat !== viewer) out.push(...step.drawn);
  return out;
}

/** The secrets of `secrets` named in `words`, as whole words. */
const named = (words: string, secrets: readonly string[]) => secrets.filter((id) => new RegExp(`\\b${id}\\b`).test(words));

describe('nothing the kit says to a viewer holds another seat\'s secret', { timeout: 30_000 }, () => {
  it('the words of each step as each viewer received it (banner, action, events, animations, menu) name no secret of the other seat; the same check finds the secrets in the words of what the other seat received', () => {
    const leaks: string[] = [];
    let caught = 0;
    let checked = 0;
    for (const steps of [standard, strategic]) {
      for (const [k, step] of steps.entries()) {
        for (const viewer of viewers) {
          const secrets = secretsFrom(step.after, viewer);
          const view = akrotiri.view(step.after, viewer);
          const events = akrotiri.eventsFor(step.events, viewer);
          const before = akrotiri.view(step.before, viewer);
          const menu = groupActions(before.legal, akrotiriWords, before);
          const said = [
            akrotiriWords.banner(view, viewer),
            akrotiriWords.action(akrotiri.actionFor(step.action, step.seat, viewer), view),
            ...events.map((e) => akrotiriWords.event(e, viewer, view)),
            ...akrotiriAnimations(events, viewer).map((a) => JSON.stringify(a)),
            JSON.stringify(menu),
          ].join('\n');
          for (const id of named(said, secrets)) leaks.push(`step ${k}, viewer ${viewer}: ${id}`);
          checked++;
          // What the acting seat received, said to this viewer: the check catches every secret it holds.
          if (viewer === step.seat) continue;
          const theirs = [akrotiriWords.action(step.action, view), ...akrotiri.eventsFor(step.events, step.seat).map((e) => akrotiriWords.event(e, viewer, view))].join('\n');
          if (named(theirs, secrets).length > 0) caught++;
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
    // Draws of tiles, map cards and goal cards, and kept goals: the words of the full events and actions would leak.
    expect(caught).toBeGreaterThan(50);
  });
});

describe('seaShapes', { timeout: 30_000 }, () => {
  it('Thera, a shape per tile, piece, dock, cube, temple and boat; boats at their docks; the cubes a seat may load are those at its boat; turned for seat 1', () => {
    let loads = 0;
    for (const step of standard.filter((_, k) => k % 10 === 0)) {
      const view = akrotiri.view(step.before, step.seat);
      const shapes = seaShapes(view, false);
      const of = <K extends string>(kind: K) => shapes.filter((s) => s.kind === kind) as Extract<(typeof shapes)[number], { kind: K }>[];
      const geometry = analyzeBoard(view.board, PROVISIONAL_COMPONENTS);
      expect(of('thera')).toHaveLength(1);
      expect(of('tile')).toHaveLength(view.board.tiles.length);
      expect(of('piece')).toHaveLength(4 * view.board.tiles.length);
      for (const d of of('dock')) expect(islandOfDock(geometry, d.dock)).toBe(d.island);
      expect(of('free').map((f) => f.cell)).toEqual(freeCells(view.board));
      expect(of('cube')).toHaveLength(view.cubes.length);
      for (const b of of('boat')) expect(of('dock').some((d) => d.dock === b.dock && d.x === b.x && d.y === b.y)).toBe(true);
      // Every shape lies in its cell (or in Thera's block).
      for (const s of shapes) if ('cell' in s) expect(s.x >= s.cell.x && s.x <= s.cell.x + 1 && s.y >= s.cell.y && s.y <= s.cell.y + 1).toBe(true);
      const loadable = new Set(view.legal.flatMap((a) => (a.type === 'load' ? [a.color] : [])));
      if (loadable.size > 0) {
        loads++;
        expect(new Set(of('cube').filter((c) => c.atBoat).map((c) => c.color))).toEqual(loadable);
      }
      expect(seaShapes(view, true).map((s) => [s.kind, -s.x, -s.y])).toEqual(shapes.map((s) => [s.kind, s.x, s.y]));
    }
    expect(loads).toBeGreaterThan(3);
  });
});

describe('akrotiriAnimations', { timeout: 30_000 }, () => {
  it('every event animates or is quiet; a draw shows its face to the drawer and its back to the others', () => {
    for (const step of standard) {
      for (const viewer of viewers) {
        for (const e of akrotiri.eventsFor(step.events, viewer)) {
          const steps = akrotiriAnimations([e], viewer);
          expect(steps.length > 0, e.type).toBe(!QUIET_EVENTS.includes(e.type));
          if (e.type === 'tileDrawn') expect(steps).toEqual([{ kind: 'deal', face: viewer === e.seat ? { id: expect.any(String) } : { back: 'tile' }, to: { hand: e.seat } }]);
        }
      }
    }
  });
});
