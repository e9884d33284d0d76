// @tabula/atlandice/ui: words for every action and event, click paths that reach every legal
// action, a game played to its end by clicks alone, the board's geometry, and words that are the
// same for every viewer (every Atlandice event is public) but for "you".
import { describe, expect, it } from 'vitest';
import { createRng, randomPlayout, type Seat } from '@tabula/core';
import { buttons, click, genericEvent, groupActions, seatLabel } from '@tabula/core/ui';
import { atlandice, type AtlandiceAction, type AtlandiceEvent, type AtlandiceState, type AtlandiceView } from '@tabula/atlandice';
import { animations, atlandiceClicks, atlandiceWords, boardShapes, holderPanels, sectorPoint, type Target } from '@tabula/atlandice/ui';

/** One action of every type. */
const ACTIONS: { [K in AtlandiceAction['type']]: Extract<AtlandiceAction, { type: K }> } = {
  visit: { type: 'visit', sector: 2 },
  take: { type: 'take', sector: 1, resource: 'gem' },
  move: { type: 'move', from: 2, to: 6, resource: 'book' },
  swap: { type: 'swap', give: 'gem', sector: 3, get: 'provisions' },
  setDie: { type: 'setDie', sector: 4, value: 5 },
  submarine: { type: 'submarine', sector: 5 },
  skip: { type: 'skip' },
  donate: { type: 'donate', pay: ['gem', 'tool'] },
  pass: { type: 'pass' },
};

/** One event of every type. */
const EVENTS: { [K in AtlandiceEvent['type']]: Extract<AtlandiceEvent, { type: K }> } = {
  gatesOpened: { type: 'gatesOpened', round: 2, faces: [1, 6, 3], dice: [1, 0, 1, 0, 0, 1] },
  dieTaken: { type: 'dieTaken', seat: 1, holder: 2, sector: 3 },
  resourceTaken: { type: 'resourceTaken', holder: 0, sector: 1, resource: 'gem', reason: 'submarine' },
  nothingToTake: { type: 'nothingToTake', holder: 1, sector: 4 },
  effectRoll: { type: 'effectRoll', holder: 1, tile: 'J1', face: 3, success: true },
  jewelersChain: { type: 'jewelersChain', holder: 0, face: 4, sector: 4 },
  resourceMoved: { type: 'resourceMoved', from: 2, to: 6, resource: 'book' },
  resourcesSwapped: { type: 'resourcesSwapped', give: 'gem', sector: 3, get: 'provisions' },
  dieChanged: { type: 'dieChanged', from: 2, value: 5, to: 5 },
  submarineMoved: { type: 'submarineMoved', from: 4, to: 1 },
  effectSkipped: { type: 'effectSkipped', step: 'L2', why: 'noTarget' },
  districtScored: { type: 'districtScored', sector: 2, tile: 'L1', winner: 1, tiedFirst: [], second: [0] },
  pointsGained: { type: 'pointsGained', holder: 2, points: 3, reason: 'inventory' },
  tileRevealed: { type: 'tileRevealed', sector: 2, tile: 'L3', returned: 4, toBlackMarket: 1, toTile: 3 },
  categoryExhausted: { type: 'categoryExhausted', sector: 3, resource: 'provisions', removed: 1 },
  clockAdvanced: { type: 'clockAdvanced', from: 3, to: 5, by: 2 },
  clockEvent: { type: 'clockEvent', space: 5, event: { kind: 'donation' } },
  inventory: { type: 'inventory', resource: 'all', leaders: [0, 2] },
  donated: { type: 'donated', seat: 0, pay: ['gem', 'tool'] },
  donationEnded: { type: 'donationEnded', seat: 1 },
  firstPlayer: { type: 'firstPlayer', seat: 1 },
  gameEnded: { type: 'gameEnded', scores: [12, 9], winners: [0], neutralScore: 7 },
};

const TWO_PLAYERS = { neutral: 2 } as Pick<AtlandiceView, 'neutral'> as AtlandiceView;

/** The states of a seeded random game, each with the action played from it and its events. */
function* randomGame(players: number, seed: string): Generator<{ state: AtlandiceState; seat: Seat; action: AtlandiceAction; events: AtlandiceEvent[]; after: AtlandiceState }> {
  const config = { players, seed };
  const { log } = randomPlayout(atlandice, config, { seed });
  let state = atlandice.setup(config);
  for (const { seat, action } of log) {
    const out = atlandice.apply(state, seat, action);
    if (!out.ok) throw new Error(out.error.message);
    yield { state, seat, action, events: out.events, after: out.state };
    state = out.state;
  }
}

describe('words', () => {
  it('every action type and every event type has words of its own, never the generic ones', () => {
    for (const action of Object.values(ACTIONS)) {
      const words = atlandiceWords.action(action, TWO_PLAYERS);
      expect(words, action.type).not.toBe(genericEvent(action, null));
      expect(words, action.type).not.toMatch(/undefined|\[object|\?|NaN/);
      expect(atlandiceWords.group(action), action.type).not.toBe('');
    }
    for (const event of Object.values(EVENTS)) {
      for (const viewer of [0, 1, null]) {
        const words = atlandiceWords.event(event, viewer, TWO_PLAYERS);
        expect(words, event.type).not.toBe(genericEvent(event, viewer));
        expect(words, event.type).not.toMatch(/undefined|\[object|\?|NaN/);
      }
    }
  });

  it('say the seats as people read them: "Seat 1" for seat 0, "you" for the viewer, names, the neutral player; counts agree with their nouns', () => {
    expect(atlandiceWords.event(EVENTS.dieTaken, 0, TWO_PLAYERS)).toBe('Seat 2 took a die from the Inn for the neutral player');
    expect(atlandiceWords.event(EVENTS.dieTaken, 1, TWO_PLAYERS)).toBe('you took a die from the Inn for the neutral player');
    expect(atlandiceWords.event(EVENTS.firstPlayer, null, undefined, ['Ada', 'Bo'])).toBe('Bo became the first player');
    expect(atlandiceWords.event(EVENTS.gameEnded, 1, TWO_PLAYERS)).toBe('the game ended: Seat 1 12, you 9, the neutral player 7; Seat 1 won');
    expect(atlandiceWords.event(EVENTS.categoryExhausted, null)).toBe('the Inn is exhausted: 1 provision left the game');
    expect(atlandiceWords.event({ ...EVENTS.categoryExhausted, resource: 'gem', removed: 2 }, null)).toBe('the Inn is exhausted: 2 gems left the game');
    expect(atlandiceWords.event(EVENTS.tileRevealed, null)).toBe('tile L3 was revealed at the Library, with 3 resources on it');
    expect(atlandiceWords.action(ACTIONS.swap)).toBe('swap a gem on the Jewelers for a provision on the Inn');
    expect(atlandiceWords.action(ACTIONS.donate)).toBe('donate a gem and a tool for 1 VP');
  });

  it('never throw: a field missing or of another shape is said plainly', () => {
    const odd = [{ type: 'dieTaken' }, { type: 'gameEnded', scores: 'x' }, { type: 'inventory', leaders: null }, { type: 'unknown', seat: 1, redacted: true, audience: [1] }, { type: 'clockEvent', event: 7 }];
    for (const event of odd) for (const viewer of [0, null]) expect(() => atlandiceWords.event(event as unknown as AtlandiceEvent, viewer)).not.toThrow();
    expect(atlandiceWords.event({ type: 'unknown', seat: 1, redacted: true, audience: [1] } as unknown as AtlandiceEvent, 0)).toBe('unknown: Seat 2 (secret: only Seat 2 knows more)');
    for (const type of Object.keys(ACTIONS)) expect(() => atlandiceWords.action({ type } as AtlandiceAction)).not.toThrow();
  });

  it('every action and event of random games is said in its own words; the banner tells the active seat what it owes and the others who plays', () => {
    const actionTypes = new Set<string>();
    const eventTypes = new Set<string>();
    for (const players of [2, 3, 4]) {
      for (const { state, seat, action, events, after } of randomGame(players, `ui-words-${players}`)) {
        const view = atlandice.view(state, seat);
        expect(atlandiceWords.action(action, view)).not.toBe(genericEvent(action, null));
        actionTypes.add(action.type);
        for (const event of events) {
          eventTypes.add(event.type);
          expect(atlandiceWords.event(event, seat, atlandice.view(after, seat))).not.toBe(genericEvent(event, seat));
        }
        expect(atlandiceWords.banner(view, seat)).not.toMatch(/is playing|over/);
        const other = (seat + 1) % players;
        expect(atlandiceWords.banner(atlandice.view(state, other), other)).toBe(`${seatLabel(seat)} is playing`);
      }
    }
    expect([...actionTypes].sort()).toEqual(expect.arrayContaining(['donate', 'move', 'pass', 'submarine', 'take', 'visit']));
    expect(eventTypes.size).toBeGreaterThanOrEqual(18);
  });

  it('a long list would be grouped by action type (Atlandice lists are short: flat)', () => {
    const legal = [ACTIONS.donate, ACTIONS.pass, ...Array.from({ length: 20 }, () => ACTIONS.donate)];
    const menu = groupActions(legal, atlandiceWords);
    expect('groups' in menu && menu.groups.map((g) => [g.name, g.size])).toEqual([['donate', 21], ['stop donating', 1]]);
  });
});

/** What is wrong with the click paths on one view: every legal action with a path is reached by its clicks (played, or among the choices asked); every other one is a button. */
function clickProblems(view: AtlandiceView): string[] {
  const problems: string[] = [];
  const buttonKeys = new Set(buttons(atlandiceClicks, view, view.legal).map((b) => JSON.stringify(b.action)));
  for (const action of view.legal) {
    const path = atlandiceClicks.path(action, view);
    const key = JSON.stringify(action);
    if (path.length === 0) {
      if (!buttonKeys.has(key)) problems.push(`${key}: no path, no button`);
      continue;
    }
    for (let k = 0; k < path.length; k++) {
      const next = click(atlandiceClicks, view, view.legal, path.slice(0, k));
      if (next.do !== 'click' || !next.targets.some((t) => JSON.stringify(t) === JSON.stringify(path[k]))) problems.push(`${key}: click ${k + 1} is not lit`);
    }
    const end = click(atlandiceClicks, view, view.legal, path);
    const reached = end.do === 'play' ? [end.action] : end.do === 'ask' ? end.choices.map((c) => c.action) : [];
    if (!reached.some((a) => JSON.stringify(a) === key)) problems.push(`${key}: its clicks lead to ${JSON.stringify(end)}`);
  }
  return problems;
}

describe('click paths', () => {
  it('every legal action of random games is reached by clicking its path, or is a button', () => {
    for (const players of [2, 3, 4]) {
      for (const { state, seat } of randomGame(players, `ui-clicks-${players}`)) {
        expect(clickProblems(atlandice.view(state, seat))).toEqual([]);
      }
    }
  });

  it('at the start the sectors with dice light up; 2 players: a sector asks whether to keep the die', () => {
    const start = atlandice.setup({ players: 2, seed: 'ui-start' });
    const seat = atlandice.activeSeats(start)[0]!;
    const view = atlandice.view(start, seat);
    const withDice = ([1, 2, 3, 4, 5, 6] as const).filter((s) => view.dice[s - 1]! > 0);
    expect(click(atlandiceClicks, view, view.legal, [])).toEqual({ do: 'click', targets: withDice.map((sector) => ({ kind: 'sector', sector })) });
    const asked = click(atlandiceClicks, view, view.legal, [{ kind: 'sector', sector: withDice[0]! }]);
    expect(asked).toEqual({
      do: 'ask',
      choices: [
        { label: 'keep the die', action: { type: 'visit', sector: withDice[0] } },
        { label: 'give the die to the neutral player', action: { type: 'visit', sector: withDice[0], forNeutral: true } },
      ],
    });
  });

  it('a game of each player count played to its end by clicks alone: lit targets, prompts and buttons picked at random (seeded)', () => {
    for (const players of [2, 3, 4]) {
      const rng = createRng(`ui-clicked-game-${players}`);
      let state = atlandice.setup({ players, seed: `ui-clicked-game-${players}` });
      const played = new Set<string>();
      let actions = 0;
      for (; !atlandice.isOver(state) && actions < 5000; actions++) {
        const seat = atlandice.activeSeats(state)[0]!;
        const view = atlandice.view(state, seat);
        const start = click(atlandiceClicks, view, view.legal, []);
        const offered = [...(start.do === 'click' ? start.targets.map((target) => ({ target })) : []), ...buttons(atlandiceClicks, view, view.legal)];
        expect(offered.length, `step ${actions}: nothing to click for ${JSON.stringify(view.legal)}`).toBeGreaterThan(0);
        const first = rng.pick(offered);
        let action: AtlandiceAction | undefined = 'action' in first ? first.action : undefined;
        const clicks: Target[] = 'target' in first ? [first.target] : [];
        while (action === undefined) {
          const next = click(atlandiceClicks, view, view.legal, clicks);
          if (next.do === 'play') action = next.action;
          else if (next.do === 'ask') action = rng.pick(next.choices).action;
          else if (next.do === 'click') clicks.push(rng.pick(next.targets));
          else throw new Error(`step ${actions}: the clicks ${JSON.stringify(clicks)} were reset`);
        }
        const out = atlandice.apply(state, seat, action);
        if (!out.ok) throw new Error(`step ${actions}: ${out.error.message}`);
        played.add(action.type);
        state = out.state;
      }
      expect(atlandice.isOver(state)).toBe(true);
      expect([...played].sort()).toEqual(expect.arrayContaining(['donate', 'take', 'visit']));
    }
  });
});

describe('geometry and events', () => {
  it('the Black Market in the centre, the districts on a circle around it, 72° apart; a shape per sector, die and resource type, the clock track', () => {
    expect(sectorPoint(6)).toEqual({ x: 0, y: 0 });
    expect(sectorPoint(1)).toEqual({ x: 0, y: -1 });
    for (const s of [1, 2, 3, 4, 5] as const) {
      const p = sectorPoint(s);
      expect(Math.hypot(p.x, p.y)).toBeCloseTo(1, 2);
      const q = sectorPoint(((s % 5) + 1) as 1);
      expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeCloseTo(2 * Math.sin(Math.PI / 5), 2);
    }
    for (const { state, seat } of randomGame(2, 'ui-geometry')) {
      const view = atlandice.view(state, seat);
      const shapes = boardShapes(view);
      const of = <K extends string>(kind: K) => shapes.filter((s) => s.kind === kind) as Extract<(typeof shapes)[number], { kind: K }>[];
      expect(of('sector').map((s) => s.sector)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(of('die')).toHaveLength(view.dice.reduce((a, b) => a + b, 0));
      expect(of('resource').reduce((n, r) => n + r.count, 0)).toBe(view.sectors.flat().reduce((a, b) => a + b, 0));
      expect(of('submarine').map((s) => s.sector)).toEqual([view.submarine]);
      expect(of('clockSpace').filter((s) => s.hand).map((s) => s.space)).toEqual([view.clock]);
      expect(holderPanels(view, 0).map((p) => p.label)).toEqual(['you', 'Seat 2', 'the neutral player']);
    }
  });

  it('every event animates; the words of every event are the same for every viewer but for "you"', () => {
    for (const { events, after } of randomGame(3, 'ui-events')) {
      for (const event of events) {
        expect(animations([event]).length, event.type).toBeGreaterThan(0);
        const spectator = atlandiceWords.event(event, null, atlandice.view(after, null));
        for (const viewer of [0, 1, 2]) {
          const [seen] = atlandice.eventsFor([event], viewer);
          const words = atlandiceWords.event(seen!, viewer, atlandice.view(after, viewer));
          expect(words.replace(/\byou\b/g, seatLabel(viewer))).toBe(spectator);
        }
      }
    }
  });
});
