// @tabula/survive/ui: words for every action and event, click paths that reach every legal action,
// a game played to its end by clicks alone, the island's geometry, and nothing said to a viewer
// that holds another seat's secret.
import { describe, expect, it } from 'vitest';
import { createRng, randomPlayout, type LogEntry, type Seat } from '@tabula/core';
import { buttons, click, genericEvent, groupActions, seatLabel } from '@tabula/core/ui';
import { HEX_COUNT, TERRAIN_TILES, neighbours, survive, type SurviveAction, type SurviveEvent, type SurviveOptions, type SurviveState, type SurviveView } from '@tabula/survive';
import { animations, backWords, hexGridName, hexPoint, islandShapes, islePoint, surviveClicks, surviveWords, surviveWordsWith, tileWords, type Target } from '@tabula/survive/ui';

/** One action of every type. */
const ACTIONS: { [K in SurviveAction['type']]: Extract<SurviveAction, { type: K }> } = {
  placeExplorer: { type: 'placeExplorer', hex: 31, value: 6 },
  placeBoat: { type: 'placeBoat', hex: 20 },
  playTile: { type: 'playTile', tile: 0, piece: 3, to: 40 },
  walk: { type: 'walk', explorer: 4, to: 41 },
  swim: { type: 'swim', explorer: 4, to: 42 },
  board: { type: 'board', explorer: 4, boat: 1 },
  reachIsle: { type: 'reachIsle', explorer: 4 },
  sail: { type: 'sail', boat: 1, to: 43 },
  removeTile: { type: 'removeTile', hex: 44 },
  chooseBoarder: { type: 'chooseBoarder', explorer: 4 },
  moveCreature: { type: 'moveCreature', creature: 2, to: 45 },
  defend: { type: 'defend' },
  pass: { type: 'pass' },
};

/** One event of every type, and both other forms of `tileRemoved` (kept whole, kept redacted). */
const EVENTS: { [K in SurviveEvent['type']]: Extract<SurviveEvent, { type: K }> } = {
  explorerPlaced: { type: 'explorerPlaced', seat: 1, colour: 1, explorer: 4, hex: 31 },
  boatPlaced: { type: 'boatPlaced', seat: 0, boat: 1, hex: 20 },
  turnStarted: { type: 'turnStarted', seat: 1, turn: 3 },
  stepSkipped: { type: 'stepSkipped', seat: 0, step: 'tile' },
  tilePlayed: { type: 'tilePlayed', seat: 1, tile: 5, back: TERRAIN_TILES[5]!.back },
  explorerMoved: { type: 'explorerMoved', explorer: 4, how: 'dolphin', from: 40, to: 41, boat: null },
  explorerSaved: { type: 'explorerSaved', explorer: 4, isle: 'NW' },
  explorerKilled: { type: 'explorerKilled', explorer: 4, hex: 41, by: 'seaSerpent' },
  explorersAdrift: { type: 'explorersAdrift', explorers: [4, 5], hex: 41 },
  boatMoved: { type: 'boatMoved', boat: 1, from: 20, to: 21, by: 'winds' },
  boatDestroyed: { type: 'boatDestroyed', boat: 1, hex: 21, by: 'whale' },
  tileRemoved: { type: 'tileRemoved', seat: 0, hex: 44, terrain: 'beach', tile: 2, back: TERRAIN_TILES[2]!.back },
  creaturePlaced: { type: 'creaturePlaced', creature: 6, kind: 'shark', hex: 44 },
  boatLaunched: { type: 'boatLaunched', boat: 2, hex: 44, aboard: [4] },
  boarderChosen: { type: 'boarderChosen', explorer: 4, boat: 2 },
  supplyEmpty: { type: 'supplyEmpty', piece: 'shark' },
  whirlpool: { type: 'whirlpool', hex: 44, area: [44, 45] },
  creatureRemoved: { type: 'creatureRemoved', creature: 6, kind: 'shark', hex: 44, by: 'killShark' },
  dieRolled: { type: 'dieRolled', seat: 1, face: 3, creature: 'shark' },
  creatureMoved: { type: 'creatureMoved', creature: 6, kind: 'shark', from: 44, to: 45, by: 'die' },
  defenceOffered: { type: 'defenceOffered', seats: [0, 2], attack: 'shark', hex: 45 },
  defended: { type: 'defended', seat: 0, tile: 7, back: TERRAIN_TILES[7]!.back },
  defencePassed: { type: 'defencePassed', seat: 2 },
  volcano: { type: 'volcano', hex: 66, destroyed: [60] },
  gameEnded: { type: 'gameEnded', reason: 'islandSunk', scores: [6, 9, 0], winners: [1], values: [] },
};
const KEPT: SurviveEvent = { type: 'tileRemoved', seat: 1, hex: 44, terrain: 'forest', tile: 30, back: TERRAIN_TILES[30]!.back, audience: [1] };
const KEPT_REDACTED: SurviveEvent = { type: 'tileRemoved', seat: 1, hex: 44, terrain: 'forest', audience: [1], redacted: true };

/** A seeded random game's log. */
function randomLog(players: number, seed: string, options?: SurviveOptions): { config: { players: number; seed: string; options?: SurviveOptions }; log: LogEntry<SurviveAction>[] } {
  const config = { players, seed, ...(options ? { options } : {}) };
  return { config, log: randomPlayout(survive, config, { seed }).log };
}

/** The steps of a game replayed from its log: the state before, who acted, the action, its events, the state after. */
function* replay(config: { players: number; seed: string; options?: SurviveOptions }, log: readonly LogEntry<SurviveAction>[]) {
  let state: SurviveState = survive.setup(config);
  for (const { seat, action } of log) {
    const out = survive.apply(state, seat, action);
    if (!out.ok) throw new Error(out.error.message);
    yield { state, seat, action, events: out.events, after: out.state };
    state = out.state;
  }
}

const BROKEN = /undefined|\[object|NaN|\bnull\b/;

describe('words', () => {
  it('every action type and every event type has words of its own, never the generic ones; redacted forms too', () => {
    const view = survive.view(survive.setup({ players: 3, seed: 'ui-words' }), 0);
    for (const action of [...Object.values(ACTIONS), { type: 'placeExplorer', hex: 31, redacted: true } as never]) {
      for (const v of [view, undefined]) {
        const words = surviveWords.action(action, v);
        expect(words, JSON.stringify(action)).not.toBe(genericEvent(action, null));
        expect(words, JSON.stringify(action)).not.toMatch(BROKEN);
      }
      expect(surviveWords.group(action)).not.toBe('');
    }
    for (const event of [...Object.values(EVENTS), KEPT, KEPT_REDACTED]) {
      for (const viewer of [0, 1, null]) {
        for (const v of [view, undefined]) {
          const words = surviveWords.event(event, viewer, v);
          expect(words, JSON.stringify(event)).not.toBe(genericEvent(event, viewer));
          expect(words, JSON.stringify(event)).not.toMatch(BROKEN);
        }
      }
    }
  });

  it('say seats as people read them, "you" for the viewer; enum values in words; counts agree with their nouns', () => {
    expect(surviveWords.event(EVENTS.dieRolled, 1)).toBe('you rolled the creature die: a shark');
    expect(surviveWords.event(EVENTS.dieRolled, 0)).toBe('Seat 2 rolled the creature die: a shark');
    expect(surviveWords.event(EVENTS.dieRolled, null, undefined, ['Ada', 'Bo'])).toBe('Bo rolled the creature die: a shark');
    expect(surviveWords.event(EVENTS.explorerKilled, 0)).toBe('explorer 4 was killed on hex 41 by a sea serpent');
    expect(surviveWords.event(EVENTS.supplyEmpty, 0)).toBe('no sharks left in the supply');
    expect(surviveWords.event(EVENTS.gameEnded, 1)).toBe('the game ended (the island sank): Seat 1 6, you 9, Seat 3 0; you won');
    expect(surviveWords.event(KEPT_REDACTED, 0)).toBe('Seat 2 removed the forest tile on hex 44 and kept it face down (secret: only Seat 2 knows more)');
    expect(surviveWords.event(KEPT, 1)).toBe(`you removed the forest tile on hex 44: ${tileWords(30)}, kept in your hand (only you see this)`);
    expect(surviveWords.action({ type: 'placeExplorer', hex: 31, redacted: true } as never)).toBe('place an explorer on hex 31');
    expect(surviveWordsWith({ hexName: hexGridName }).action(ACTIONS.placeExplorer)).toBe('place an explorer worth 6 on r3c4');
    expect(backWords('moveSeaSerpent')).toBe('move sea serpent');
  });

  it('never throw: a field missing or of another shape is said plainly', () => {
    for (const type of [...Object.keys(EVENTS), 'unknown']) {
      for (const event of [{ type }, { type, seat: 'x', explorers: 3, scores: null, audience: [1], redacted: true }]) {
        for (const viewer of [0, null]) expect(() => surviveWords.event(event as unknown as SurviveEvent, viewer)).not.toThrow();
      }
    }
    for (const type of Object.keys(ACTIONS)) expect(() => surviveWords.action({ type } as SurviveAction)).not.toThrow();
  });

  it('the first placements are grouped by value, 6 groups of 40; the banner tells the active seat what it owes and the others who plays', () => {
    const state = survive.setup({ players: 3, seed: 'ui-menu' });
    const view = survive.view(state, 0);
    const menu = groupActions(view.legal, surviveWords, view);
    expect('groups' in menu && menu.groups.map((g) => [g.name, g.size])).toEqual([1, 2, 3, 4, 5, 6].map((v) => [`an explorer worth ${v}`, 40]));
    expect(surviveWords.banner(view, 0)).toBe('Place an explorer: choose an empty terrain tile, then its value');
    expect(surviveWords.banner(survive.view(state, 1), 1)).toBe('Seat 1 is playing: place an explorer');
    expect(surviveWords.banner(survive.view(state, null), null)).toBe('Seat 1 is playing: place an explorer');
  });

  it('every action and event of random games is said in its own words', () => {
    const actionTypes = new Set<string>();
    const eventTypes = new Set<string>();
    for (const players of [2, 4]) {
      const { config, log } = randomLog(players, `ui-words-${players}`);
      for (const { state, seat, action, events, after } of replay(config, log)) {
        const view = survive.view(state, seat);
        actionTypes.add(action.type);
        expect(surviveWords.action(action, view)).not.toBe(genericEvent(action, null));
        expect(surviveWords.banner(view, seat)).not.toMatch(/is playing|over/);
        for (const viewer of [seat, null]) {
          for (const event of survive.eventsFor(events, viewer)) {
            eventTypes.add(event.type);
            const words = surviveWords.event(event, viewer, survive.view(after, viewer));
            expect(words).not.toBe(genericEvent(event, viewer));
            expect(words).not.toMatch(BROKEN);
          }
        }
      }
    }
    expect([...actionTypes].sort()).toEqual(expect.arrayContaining(['moveCreature', 'pass', 'placeBoat', 'placeExplorer', 'removeTile', 'swim', 'walk']));
    expect(eventTypes.size).toBeGreaterThanOrEqual(14);
  });
});

/** What is wrong with the click paths on one view: every legal action with a path is reached by its clicks (a sample of long lists); every other one is a button. */
function clickProblems(view: SurviveView): string[] {
  const problems: string[] = [];
  const buttonKeys = new Set(buttons(surviveClicks, view, view.legal).map((b) => JSON.stringify(b.action)));
  const every = Math.max(1, Math.ceil(view.legal.length / 12));
  view.legal.forEach((action, i) => {
    const path = surviveClicks.path(action, view);
    const key = JSON.stringify(action);
    if (path.length === 0) {
      if (!buttonKeys.has(key)) problems.push(`${key}: no path, no button`);
      return;
    }
    if (i % every !== 0) return;
    for (let k = 0; k < path.length; k++) {
      const next = click(surviveClicks, view, view.legal, path.slice(0, k));
      if (next.do !== 'click' || !next.targets.some((t) => JSON.stringify(t) === JSON.stringify(path[k]))) problems.push(`${key}: click ${k + 1} is not lit`);
    }
    const end = click(surviveClicks, view, view.legal, path);
    const reached = end.do === 'play' ? [end.action] : end.do === 'ask' ? end.choices.map((c) => c.action) : [];
    if (!reached.some((a) => JSON.stringify(a) === key)) problems.push(`${key}: its clicks lead to ${JSON.stringify(end)}`);
  });
  return problems;
}

describe('click paths', () => {
  it('every legal action of random games is reached by clicking its path, or is a button', () => {
    const kinds = new Set<string>();
    for (const [players, options] of [[3, undefined], [2, { twoColours: true }]] as const) {
      const { config, log } = randomLog(players, `ui-clicks-${players}`, options);
      for (const { state, seat } of replay(config, log)) {
        const view = survive.view(state, seat);
        for (const a of view.legal) kinds.add(a.type);
        expect(clickProblems(view)).toEqual([]);
      }
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['board', 'moveCreature', 'pass', 'placeBoat', 'placeExplorer', 'removeTile', 'sail', 'swim', 'walk']));
  });

  it('a hex of the first placement asks for the value; a walk is an explorer, then a hex', () => {
    const view = survive.view(survive.setup({ players: 2, seed: 'ui-ask' }), 0);
    const hex = view.legal[0]!.type === 'placeExplorer' ? view.legal[0]!.hex : -1;
    const asked = click(surviveClicks, view, view.legal, [{ kind: 'hex', hex }]);
    expect(asked.do === 'ask' && asked.choices.map((c) => c.label)).toEqual([1, 2, 3, 4, 5, 6].map((v) => `an explorer worth ${v}`));
  });

  it('games played to their end by clicks alone: lit targets, prompts and buttons picked at random (seeded)', { timeout: 60_000 }, () => {
    for (const [players, options] of [[3, {}], [2, { twoColours: true }], [4, { revealOwnValues: true }]] as const) {
      const seed = `ui-clicked-game-${players}`;
      const rng = createRng(seed);
      let state = survive.setup({ players, seed, options });
      const played = new Set<string>();
      let actions = 0;
      for (; !survive.isOver(state) && actions < 5000; actions++) {
        const seat = survive.activeSeats(state)[0]!;
        const view = survive.view(state, seat);
        const start = click(surviveClicks, view, view.legal, []);
        const offered = [...(start.do === 'click' ? start.targets.map((target) => ({ target })) : []), ...buttons(surviveClicks, view, view.legal)];
        expect(offered.length, `step ${actions}: nothing to click for ${JSON.stringify(view.legal)}`).toBeGreaterThan(0);
        const first = rng.pick(offered);
        let action: SurviveAction | undefined = 'action' in first ? first.action : undefined;
        const clicks: Target[] = 'target' in first ? [first.target] : [];
        while (action === undefined) {
          const next = click(surviveClicks, view, view.legal, clicks);
          if (next.do === 'play') action = next.action;
          else if (next.do === 'ask') action = rng.pick(next.choices).action;
          else if (next.do === 'click') clicks.push(rng.pick(next.targets));
          else throw new Error(`step ${actions}: the clicks ${JSON.stringify(clicks)} were reset`);
        }
        const out = survive.apply(state, seat, action);
        if (!out.ok) throw new Error(`step ${actions}: ${out.error.message}`);
        played.add(action.type);
        state = out.state;
      }
      expect(survive.isOver(state)).toBe(true);
      expect([...played].sort()).toEqual(expect.arrayContaining(['pass', 'placeBoat', 'placeExplorer', 'removeTile']));
    }
  });
});

describe('geometry and events', () => {
  it('hexes are neighbours exactly when their centres are √3 apart; isles beside their landing hexes; a shape per hex, isle, boat, creature and live explorer', () => {
    for (let a = 0; a < HEX_COUNT; a++) {
      const p = hexPoint(a);
      const near: number[] = [];
      for (let b = 0; b < HEX_COUNT; b++) if (b !== a && Math.abs(Math.hypot(hexPoint(b).x - p.x, hexPoint(b).y - p.y) - Math.sqrt(3)) < 0.01) near.push(b);
      expect(near, `hex ${a}`).toEqual([...neighbours(a)]);
    }
    for (const isle of ['NW', 'NE', 'SW', 'SE'] as const) {
      const shape = islandShapes(survive.view(survive.setup({ players: 2, seed: 'x' }), null)).find((s) => s.kind === 'isle' && s.isle === isle) as unknown as { landing: number[] };
      for (const hex of shape.landing) expect(Math.hypot(hexPoint(hex).x - islePoint(isle).x, hexPoint(hex).y - islePoint(isle).y)).toBeLessThan(2.2);
    }
    const { config, log } = randomLog(4, 'ui-geometry');
    for (const { state } of replay(config, log)) {
      const view = survive.view(state, 0);
      const shapes = islandShapes(view);
      const count = (kind: string) => shapes.filter((s) => s.kind === kind).length;
      expect([count('hex'), count('isle')]).toEqual([133, 4]);
      expect(count('boat')).toBe(view.boats.filter((b) => b.status === 'board').length);
      expect(count('creature')).toBe(view.creatures.filter((c) => c.status === 'board').length);
      expect(count('explorer')).toBe(view.explorers.filter((e) => e.status !== 'dead').length);
    }
  });

  it('every event animates, but for those that move nothing', () => {
    const { config, log } = randomLog(3, 'ui-events');
    const quiet = ['turnStarted', 'stepSkipped', 'defencePassed'];
    for (const { events } of replay(config, log)) {
      for (const viewer of [0, 1, 2, null]) {
        for (const e of survive.eventsFor(events, viewer)) expect(animations([e], viewer).length > 0, e.type).toBe(!quiet.includes(e.type));
      }
    }
  });
});

describe('secrets', () => {
  /**
   * Everything the kit says to `viewer` at one step: the action as it saw it, its events, the
   * banner, the menu and the click targets of its legal actions, the island's shapes, the
   * animations. All from what the viewer received: `actionFor`, `eventsFor`, its view.
   */
  function said(step: { state: SurviveState; seat: Seat; action: SurviveAction; events: SurviveEvent[]; after: SurviveState }, viewer: Seat | null): string {
    const before = survive.view(step.state, viewer);
    const after = survive.view(step.after, viewer);
    const seen = survive.eventsFor(step.events, viewer);
    return JSON.stringify([
      surviveWords.action(survive.actionFor(step.action, step.seat, viewer), before),
      seen.map((e) => surviveWords.event(e, viewer, after)),
      surviveWords.banner(before, viewer),
      groupActions(before.legal, surviveWords, before),
      click(surviveClicks, before, before.legal, []),
      buttons(surviveClicks, before, before.legal),
      islandShapes(before),
      animations(seen, viewer, after),
    ]);
  }

  it('explorer values: a game whose other seats placed the same values in another order reads the same to a viewer, word for word, until the end', () => {
    const { config, log } = randomLog(3, 'ui-secrets');
    let compared = 0;
    for (const viewer of [0, 1, 2, null]) {
      // The twin game: each other seat places its values in reverse order (the same values, so every placement stays legal).
      const twin = log.map((entry) => ({ ...entry }));
      for (const seat of [0, 1, 2].filter((s) => s !== viewer)) {
        const mine = twin.filter((e) => e.seat === seat && e.action.type === 'placeExplorer');
        const values = mine.map((e) => (e.action as Extract<SurviveAction, { type: 'placeExplorer' }>).value).reverse();
        mine.forEach((e, i) => (e.action = { ...(e.action as Extract<SurviveAction, { type: 'placeExplorer' }>), value: values[i]! }));
      }
      expect(twin).not.toEqual(log);
      const a = [...replay(config, log)];
      const b = [...replay(config, twin)];
      expect(b).toHaveLength(a.length);
      for (let k = 0; k < a.length && !survive.isOver(a[k]!.after); k++) {
        expect(said(b[k]!, viewer), `viewer ${viewer}, step ${k}`).toBe(said(a[k]!, viewer));
        compared++;
      }
      // The check sees a value when it is there: the owner's own words differ between the games.
      if (viewer !== null) {
        const owner = (viewer + 1) % 3;
        expect(a.some((step, k) => step.seat === owner && said(step, owner) !== said(b[k]!, owner))).toBe(true);
      }
    }
    expect(compared).toBeGreaterThan(400);
  });

  it('kept tiles: the remover is told the tile and its back; nobody else, in any words', () => {
    const { config, log } = randomLog(3, 'ui-kept');
    let kept = 0;
    for (const { events, after } of replay(config, log)) {
      for (const event of events) {
        if (event.type !== 'tileRemoved' || !('audience' in event) || !('tile' in event)) continue;
        kept++;
        const secret = [tileWords(event.tile), backWords(event.back)];
        for (const viewer of [0, 1, 2, null]) {
          const [seen] = survive.eventsFor([event], viewer);
          const words = surviveWords.event(seen!, viewer, survive.view(after, viewer)) + JSON.stringify(animations([seen!], viewer));
          if (viewer === event.seat) expect(words).toContain(secret[0]);
          else for (const s of secret) expect(words, `viewer ${viewer}`).not.toContain(s);
          if (viewer !== event.seat) expect(words).toContain(`${seatLabel(event.seat)} removed the ${event.terrain} tile`);
        }
      }
    }
    expect(kept).toBeGreaterThan(2);
  });
});
