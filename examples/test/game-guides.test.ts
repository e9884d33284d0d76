// The four "Build a UI for <game>" guides in docs/guides/ show example files of examples/guides/
// whole; this suite checks that they do, runs the files, and checks what each guide says of them
// on seeded games.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';
import { createMatch, randomBot, type Game, type Seat } from '@tabula/core';
import { ismctsBot } from '@tabula/bots';
import { atlandice, type AtlandiceAction, type AtlandiceEvent, type AtlandiceState, type AtlandiceView } from '@tabula/atlandice';
import { PROVISIONAL_SET, clockworkEmpire, type ClockworkAction, type ClockworkEvent, type ClockworkState, type ClockworkView } from '@tabula/clockwork-empire';
import { PROVISIONAL_COMPONENTS, akrotiri, analyzeBoard, freeCells, islandOfDock, rotateTile, type AkrotiriAction, type AkrotiriState, type AkrotiriView } from '@tabula/akrotiri';
import { HEX_COUNT, TERRAIN_TILES, neighbours, safeIsleOf, survive, type SurviveAction, type SurviveEvent, type SurviveState, type SurviveView } from '@tabula/survive';

const guide = (name: string) => new URL(`../../docs/guides/${name}.md`, import.meta.url);
const example = (name: string) => new URL(`../guides/${name}`, import.meta.url);

/** Checks that a guide's ```ts blocks are exactly the given files, each after its heading. */
function showsExamples(name: string, sections: [heading: string, file: string][]): void {
  it(`docs/guides/${name}.md shows ${sections.length} example files whole, and no other ts block`, () => {
    const text = readFileSync(guide(name), 'utf8');
    expect(text.match(/```ts\n/g)?.length ?? 0).toBe(sections.length);
    for (const [after, file] of sections) expect(readmeExampleMismatch(guide(name), example(file), { after }), file).toBeUndefined();
  });
}

/**
 * The states of a seeded game, one per step, each with its active seat: the actions are picked
 * by a fixed rule (no clock, no Math.random), so the same game is played on every run; `prefer`
 * may pick one first (to reach the rarer decisions).
 */
function* seededGame<S, A, V>(
  game: Game<any, A, any, V, any, any>,
  config: { players: number; seed: string; options?: unknown },
  steps: number,
  withEnd = false,
  prefer: (legal: A[]) => A | undefined = () => undefined,
): Generator<{ state: S; seat: Seat; view: V; step: number }> {
  let state = game.setup(config as never);
  let step = 0;
  for (; step < steps && !game.isOver(state); step++) {
    const seat = game.activeSeats(state)[0]!;
    yield { state, seat, view: game.view(state, seat), step };
    const legal = game.legalActions(state, seat);
    const out = game.apply(state, seat, prefer(legal) ?? legal[(step * 7919 + 13) % legal.length]!);
    if (!out.ok) throw new Error(`a legal action was refused: ${out.error.code}`);
    state = out.state;
  }
  // The final state, if asked for, with the spectator's view (nobody acts).
  if (withEnd && game.isOver(state)) yield { state, seat: -1, view: game.view(state, null), step };
}

/**
 * The click paths of a game's guide, checked on one view; returns what is wrong (`[]`: nothing).
 * Every legal action with a path is what its path's clicks lead to (played, or one of a prompt's
 * choices, the clicks before lighting up the next thing); every action without one is a button;
 * and no path is the start of another's (so the outcomes of a click never overlap). Long lists
 * are clicked through in a sample, to keep the file fast.
 */
function clickPathProblems<A, T>(
  view: { legal: A[] },
  clickPath: (a: A) => T[],
  click: (clicks: readonly T[]) => { do: string; action?: A; choices?: { action: A }[] },
  buttons: () => { action: A }[],
): string[] {
  const problems: string[] = [];
  const key = (x: unknown) => JSON.stringify(x);
  const paths = view.legal.map((a) => clickPath(a));
  const joined = paths.map((p) => p.map(key).join('|'));
  const starts = new Set<string>();
  for (const p of paths) for (let k = 1; k < p.length; k++) starts.add(p.slice(0, k).map(key).join('|'));
  const buttonKeys = new Set(buttons().map((b) => key(b.action)));
  const every = Math.max(1, Math.ceil(view.legal.length / 8));
  view.legal.forEach((action, i) => {
    const path = paths[i]!;
    if (path.length === 0) {
      if (!buttonKeys.has(key(action))) problems.push(`${key(action)} has no path and is no button`);
      return;
    }
    if (starts.has(joined[i]!)) problems.push(`the path of ${key(action)} starts another path`);
    if (i % every !== 0) return;
    for (let k = 1; k < path.length; k++) if (click(path.slice(0, k)).do !== 'click') problems.push(`${key(action)}: click ${k} does not ask for another`);
    const end = click(path);
    const reached = end.do === 'play' ? [end.action] : end.do === 'ask' ? end.choices!.map((c) => c.action) : [];
    if (!reached.some((a) => key(a) === key(action))) problems.push(`${key(action)}: its clicks lead to ${key(end)}`);
  });
  return problems;
}

/** A view without its viewer's own parts, to compare what two viewers see of the board. */
const boardOf = (view: object, drop: string[]) => Object.fromEntries(Object.entries(view).filter(([k]) => !drop.includes(k)));

// Seeded games take a few seconds each on a loaded machine: a generous bound, which stops by itself.
describe('docs/guides/atlandice.md', { timeout: 30_000 }, () => {
  showsExamples('atlandice', [
    ['## The board model', 'atlandice-board.ts'],
    ['## Actions as clicks', 'atlandice-clicks.ts'],
    ['## Events to animate', 'atlandice-events.ts'],
    ['## Hidden information', 'atlandice-secrets.ts'],
    ['## A bot opponent', 'atlandice-bots.ts'],
    ['## Putting it together in React', 'atlandice-react.ts'],
  ]);

  it('the board model: one shape per sector, die, resource type, clock space; the submarine and the hand once; a panel per holder', async () => {
    const { drawing, panelLines } = await import('../guides/atlandice-board');
    for (const { view } of seededGame<unknown, AtlandiceAction, AtlandiceView>(atlandice, { players: 2, seed: 'guide-board' }, 120)) {
      const shapes = drawing(view, 400);
      for (const s of shapes) expect(s.px >= 0 && s.px <= 400 && s.py >= 0 && s.py <= 400, JSON.stringify(s)).toBe(true);
      const of = <K extends string>(kind: K) => shapes.filter((s) => s.kind === kind) as Extract<(typeof shapes)[number], { kind: K }>[];
      expect(of('sector').map((s) => s.sector)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const sector of [1, 2, 3, 4, 5, 6] as const) {
        expect(of('die').filter((d) => d.sector === sector)).toHaveLength(view.dice[sector - 1]!);
        const onSector = of('resource').filter((r) => r.sector === sector);
        expect(onSector.reduce((n, r) => n + r.count, 0)).toBe(view.sectors[sector - 1]!.reduce((a, b) => a + b, 0));
      }
      expect(of('sector').slice(0, 5).map((s) => s.tile)).toEqual(view.stacks.map((st) => st.top));
      expect(of('submarine').map((s) => s.sector)).toEqual([view.submarine]);
      expect(of('clockSpace')).toHaveLength(view.track.length);
      expect(of('clockSpace').filter((s) => s.hand).map((s) => s.space)).toEqual([view.clock]);
      // A 2-player game: two seats and the neutral player, holder 2; seats named from 1, "you" for the viewer.
      expect(panelLines(view, 1).map((line) => line.split(':')[0])).toEqual(['Seat 1', 'you', 'the neutral player']);
      expect(panelLines(view, 1)[0]).toMatch(new RegExp(`^Seat 1: ${view.vp[0]} VP`));
      expect(view.neutral).toBe(2);
    }
  });

  it('actions as clicks: at the start of a visit the sectors with dice light up; every legal action is reached by its clicks, or is a button', async () => {
    const { bannerOf: banner, buttonsOf: buttons, next: click, press } = await import('../guides/atlandice-clicks');
    const { atlandiceClicks } = await import('@tabula/atlandice/ui');
    const clickPath = (a: AtlandiceAction) => [...atlandiceClicks.path(a, null as never)];
    const start = atlandice.setup({ players: 3, seed: 'guide-clicks' });
    const seat = atlandice.activeSeats(start)[0]!;
    const view = atlandice.view(start, seat);
    const withDice = [1, 2, 3, 4, 5, 6].filter((s) => view.dice[s - 1]! > 0);
    expect(click(view, [])).toEqual({ do: 'click', targets: withDice.map((sector) => ({ kind: 'sector', sector })) });
    expect(click(view, [{ kind: 'sector', sector: withDice[0] as 1 }])).toEqual({ do: 'play', action: { type: 'visit', sector: withDice[0] } });
    expect(press(view, [], { kind: 'sector', sector: withDice[0] as 1 })).toEqual({ play: { type: 'visit', sector: withDice[0] }, clicks: [] });
    expect(banner(view, seat)).toBe('Take a die beside a sector');
    // An action the match has moved past is refused, and nothing changes.
    const match = createMatch(atlandice, { players: 3, seed: 'guide-clicks' });
    const visit = view.legal[0]!;
    expect(match.seat(seat).apply(visit).ok).toBe(true);
    const version = match.getSnapshot().version;
    expect(match.seat(seat).apply(visit).ok).toBe(false);
    expect(match.getSnapshot().version).toBe(version);
    expect(banner(atlandice.view(start, (seat + 1) % 3), (seat + 1) % 3)).toBe(`Seat ${seat + 1} is playing`);
    // 2 players: a die may be kept or given to the neutral player: the click asks.
    const two = atlandice.setup({ players: 2, seed: 'guide-clicks' });
    const twoSeat = atlandice.activeSeats(two)[0]!;
    const twoView = atlandice.view(two, twoSeat);
    const sector = twoView.legal[0]!.type === 'visit' ? twoView.legal[0]!.sector : 0;
    const asked = click(twoView, [{ kind: 'sector', sector: sector as 1 }]);
    expect(asked.do === 'ask' && asked.choices.map((c) => c.action)).toEqual([{ type: 'visit', sector }, { type: 'visit', sector, forNeutral: true }]);
    // Seeded games: every decision of both phases, every player count.
    const seen = new Set<string>();
    for (const players of [2, 3, 4]) {
      for (const { state, view: v, seat: s } of seededGame<AtlandiceState, AtlandiceAction, AtlandiceView>(atlandice, { players, seed: `guide-clicks-${players}` }, 400)) {
        expect(v.legal).toEqual(atlandice.legalActions(state, s));
        expect(clickPathProblems(v, clickPath, (c) => click(v, c) as { do: string; action?: AtlandiceAction; choices?: { action: AtlandiceAction }[] }, () => buttons(v))).toEqual([]);
        expect(banner(v, s)).not.toBe('');
        for (const a of v.legal) seen.add(a.type);
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['donate', 'move', 'pass', 'submarine', 'take', 'visit']));
  });

  it('events: every event of a seeded game animates; all seats and the spectator get the same events; lastEvents after each change, none after an undo', async () => {
    const { watch } = await import('../guides/atlandice-events');
    const { animations } = await import('@tabula/atlandice/ui');
    const match = createMatch(atlandice, { players: 3, seed: 'guide-events' }, { bots: { 1: randomBot('e1'), 2: randomBot('e2') } });
    const me = match.seat(0);
    const played: unknown[][] = [];
    const said: string[] = [];
    const stop = watch(me, (steps) => played.push(steps), said);
    await match.runBots();
    let undone = false;
    let bigChange = false;
    for (let step = 0; step < 400 && !me.getSnapshot().over; step++) {
      const legal = me.legalActions();
      const out = me.apply(legal[step % legal.length]!);
      expect(out.ok).toBe(true);
      if (!out.ok) break;
      // Undo is allowed exactly when the action rolled nothing and turned up no tile.
      const types = out.events.map((e) => e.type);
      const drewOrRevealed = types.some((t) => ['gatesOpened', 'effectRoll', 'jewelersChain', 'tileRevealed'].includes(t));
      expect(me.getSnapshot().canUndo).toBe(!drewOrRevealed);
      if (['clockAdvanced', 'firstPlayer', 'gatesOpened'].every((t) => types.includes(t as AtlandiceEvent['type']))) bigChange = true;
      if (!undone && me.getSnapshot().canUndo) {
        const before = played.length;
        expect(me.undo().ok).toBe(true);
        expect(me.getSnapshot().lastEvents).toEqual([]);
        expect(played.length).toBe(before); // nothing to animate: the board jumps back
        expect(me.redo().ok).toBe(true);
        expect(played.slice(before)).toEqual([animations(out.events, 0, me.view())]); // a redo animates the action again
        played.pop();
        said.splice(said.length - out.events.length, out.events.length);
        undone = true;
      }
      await match.runBots();
    }
    stop();
    expect(me.getSnapshot().over).toBe(true);
    expect(undone).toBe(true);
    expect(bigChange).toBe(true);
    const all = me.events();
    for (const viewer of [1, 2, null]) expect(match.seat(viewer).events()).toEqual(all);
    expect(all.some((e) => 'audience' in e)).toBe(false);
    for (const e of all) expect(animations([e]).length, e.type).toBeGreaterThan(0);
    expect(played.flat().length).toBe(animations(all).length);
    expect(said).toHaveLength(all.length);
    expect(said.some((line) => line.startsWith('you took'))).toBe(true);
    expect(said.every((line) => !/\bseat \d/.test(line))).toBe(true);
    expect(new Set(all.map((e) => e.type)).size).toBeGreaterThanOrEqual(15);
    // A die beside district 1–5 shows its number; the Black Market's show a 6 or an exhausted district's number.
    for (const e of all) {
      if (e.type !== 'gatesOpened') continue;
      for (let s = 1; s <= 5; s++) expect([0, e.faces.filter((f) => f === s).length]).toContain(e.dice[s - 1]);
      expect(e.faces.filter((f) => f === 6 || e.dice[f - 1] === 0).length).toBe(e.dice[5]);
    }
  });

  it('hidden information: every seat and the spectator see the same board; the stacks below the top are sorted; the spectator may not act', async () => {
    const { match, seats, spectator, forSeat0, forSpectator, refused } = await import('../guides/atlandice-secrets');
    expect(forSeat0).toEqual(forSpectator);
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
    let state = match.getSnapshot().state;
    for (let step = 0; step < 60; step++) {
      const views = [...seats, spectator].map((s) => atlandice.view(state, s.viewer));
      for (const v of views) expect(boardOf(v, ['legal'])).toEqual(boardOf(views[0]!, ['legal']));
      expect(views.map((v) => v.legal.length > 0)).toEqual([0, 1, 2, null].map((s) => s !== null && atlandice.activeSeats(state).includes(s)));
      for (const v of views) expect('rng' in v).toBe(false);
      state.stacks.forEach((stack, d) => expect(views[0]!.stacks[d]!.below).toEqual(stack.slice(1).sort()));
      const seat = atlandice.activeSeats(state)[0]!;
      const action = atlandice.legalActions(state, seat)[step % 3 === 0 ? 0 : atlandice.legalActions(state, seat).length - 1]!;
      for (const viewer of [0, 1, 2, null]) expect(atlandice.actionFor(action, seat, viewer)).toEqual(action);
      const out = atlandice.apply(state, seat, action);
      if (!out.ok) throw new Error(out.error.message);
      state = out.state;
    }
  });

  it('a bot opponent: the bots answer each move of seat 0, refuse a person on their seats, and search reproducibly', async () => {
    const { newMatch, playMove } = await import('../guides/atlandice-bots');
    const match = newMatch('guide-bots', 12);
    const me = match.seat(0);
    const played = await match.runBots();
    expect(played).toBe(match.log.length);
    expect(me.getSnapshot().active).toBe(true);
    expect(match.apply(2, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'BOT_SEAT' } });
    for (let move = 0; move < 4 && !me.getSnapshot().over; move++) {
      const out = await playMove(match, me.legalActions()[0]!);
      expect(out.ok).toBe(true);
      expect(me.getSnapshot().active || me.getSnapshot().over).toBe(true);
    }
    const seats = new Set(match.log.map((e) => e.seat));
    expect([...seats].sort()).toEqual([0, 1, 2]);
    // Same view, seed and budget: same action.
    const state = atlandice.setup({ players: 3, seed: 'guide-bots-search' });
    const first = atlandice.activeSeats(state)[0]!;
    const view = atlandice.view(state, first);
    const decide = () => ismctsBot({ game: atlandice, seed: 's', iterations: 12 })(view, first, atlandice.legalActions(state, first));
    expect(await decide()).toEqual(await decide());
  });

  it('React: the board renders the active seat\'s clickable sectors, and nothing clickable for a seat that waits', async () => {
    const { AtlandiceBoard } = await import('../guides/atlandice-react');
    const match = createMatch(atlandice, { players: 3, seed: 'guide-react' });
    const active = match.getSnapshot().activeSeats[0]!;
    const html = renderToString(createElement(AtlandiceBoard, { seat: match.seat(active) }));
    const lit = [...html.matchAll(/data-target="([^"]*)"/g)].map((m) => JSON.parse(m[1]!.replaceAll('&quot;', '"')) as { sector: number });
    const view = match.seat(active).view();
    expect([...new Set(lit.map((t) => t.sector))].sort()).toEqual([1, 2, 3, 4, 5, 6].filter((s) => view.dice[s - 1]! > 0));
    expect(html).toContain('Take a die beside a sector');
    const waiting = renderToString(createElement(AtlandiceBoard, { seat: match.seat((active + 1) % 3) }));
    expect(waiting).not.toContain('data-target');
    expect(waiting).toContain(`Seat ${active + 1} is playing`);
  });
});

describe('docs/guides/survive.md', { timeout: 30_000 }, () => {
  showsExamples('survive', [
    ['## The board model', 'survive-board.ts'],
    ['## Actions as clicks', 'survive-clicks.ts'],
    ['## Events to animate', 'survive-events.ts'],
    ['## Hidden information', 'survive-secrets.ts'],
    ['## A bot opponent', 'survive-bots.ts'],
  ]);

  it('the board model: hexes are neighbours exactly when their centres are √3 apart; a shape per hex, isle, boat and creature on the board, and live explorer', async () => {
    const { drawing, drawingSize, outline } = await import('../guides/survive-board');
    const { hexPoint, islandShapes } = await import('@tabula/survive/ui');
    const size = drawingSize(20);
    for (let a = 0; a < HEX_COUNT; a++) {
      const p = hexPoint(a);
      const near: number[] = [];
      for (let b = 0; b < HEX_COUNT; b++) if (b !== a && Math.abs(Math.hypot(hexPoint(b).x - p.x, hexPoint(b).y - p.y) - Math.sqrt(3)) < 0.01) near.push(b);
      expect(near, `hex ${a}`).toEqual([...neighbours(a)]);
    }
    for (const { view } of seededGame<SurviveState, SurviveAction, SurviveView>(survive, { players: 4, seed: 'guide-board' }, 300)) {
      const shapes = islandShapes(view);
      const count = (kind: string) => shapes.filter((s) => s.kind === kind).length;
      const placed = drawing(view, 20);
      expect(placed).toHaveLength(shapes.length);
      for (const p of placed) expect(p.px >= 0 && p.px <= size.width && p.py >= 0 && p.py <= size.height, JSON.stringify(p)).toBe(true);
      expect(outline(placed[0]!, 20).split(' ')).toHaveLength(6);
      expect(count('hex')).toBe(133);
      expect(count('isle')).toBe(4);
      expect(count('boat')).toBe(view.boats.filter((b) => b.status === 'board').length);
      expect(count('creature')).toBe(view.creatures.filter((c) => c.status === 'board').length);
      expect(count('explorer')).toBe(view.explorers.filter((e) => e.status !== 'dead').length);
      expect(shapes.filter((s) => s.kind === 'hex' && s.terrain !== null).map((s) => (s as { hex: number }).hex)).toEqual(view.terrain.flatMap((t, hex) => (t === null ? [] : [hex])));
    }
    const start = survive.view(survive.setup({ players: 2, seed: 'x' }), 0);
    expect(start.terrain.filter((t) => t !== null)).toHaveLength(40);
  });

  it('actions as clicks: an explorer lights up exactly where it may go; a walk is its two clicks; every legal action is reached by its clicks, or is a button', async () => {
    const { banner, buttons, click, press } = await import('../guides/survive-clicks');
    const { surviveClicks } = await import('@tabula/survive/ui');
    const clickPath = (a: SurviveAction, v: SurviveView) => [...surviveClicks.path(a, v)];
    let explorersChecked = 0;
    let movesChecked = 0;
    let outOfTurn = 0;
    const kinds = new Set<string>();
    for (const [players, options] of [[2, {}], [4, {}], [2, { twoColours: true }]] as const) {
      for (const { state, seat, view, step } of seededGame<SurviveState, SurviveAction, SurviveView>(survive, { players, seed: `guide-clicks-${players}`, options }, 400)) {
        if (step % 10 === 0) expect(view.legal).toEqual(survive.legalActions(state, seat));
        expect(clickPathProblems(view, (a) => clickPath(a, view), (c) => click(view, c) as { do: string; action?: SurviveAction; choices?: { action: SurviveAction }[] }, () => buttons(view))).toEqual([]);
        expect(banner(view, seat)).not.toBe('');
        for (const a of view.legal) kinds.add(a.type);
        if (view.pending?.kind === 'defence') {
          expect(view.active).toEqual([view.pending.seats[0]]);
          if (view.active[0] !== view.current) outOfTurn++;
        }
        if (view.phase !== 'play' || view.step !== 'move' || view.pending) continue;
        // Clicking an explorer of the seat lights up the hexes of its walks and swims, the boats it may board, the isle it may reach.
        for (const id of new Set(view.legal.flatMap((a) => ('explorer' in a ? [a.explorer] : [])))) {
          const next = click(view, [{ kind: 'explorer', id }]);
          const mine = view.legal.filter((a) => 'explorer' in a && a.explorer === id);
          const expected = mine.map((a) =>
            a.type === 'walk' || a.type === 'swim' ? { kind: 'hex', hex: a.to } : a.type === 'board' ? { kind: 'boat', id: a.boat } : { kind: 'isle', isle: safeIsleOf(view.explorers[id]!.hex) },
          );
          expect(next).toEqual({ do: 'click', targets: expected.filter((t, i) => expected.findIndex((u) => JSON.stringify(u) === JSON.stringify(t)) === i) });
          for (const walk of mine.filter((a) => a.type === 'walk')) {
            expect(click(view, [{ kind: 'explorer', id }, { kind: 'hex', hex: walk.to }])).toEqual({ do: 'play', action: walk });
            expect(press(view, [{ kind: 'explorer', id }], { kind: 'hex', hex: walk.to })).toEqual({ play: walk, clicks: [] });
          }
          explorersChecked++;
        }
        // Each move spends one of the turn's points.
        for (const a of view.legal.filter((a) => ['walk', 'swim', 'board', 'reachIsle', 'sail'].includes(a.type)).slice(0, 5)) {
          const out = survive.apply(state, seat, a);
          if (!out.ok) throw new Error(out.error.message);
          if (out.state.current === seat && out.state.step === 'move') expect(out.state.movesLeft).toBe(state.movesLeft - 1);
          movesChecked++;
        }
      }
    }
    expect(explorersChecked).toBeGreaterThan(20);
    expect(outOfTurn).toBeGreaterThan(0);
    expect(movesChecked).toBeGreaterThan(20);
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['board', 'moveCreature', 'pass', 'placeBoat', 'placeExplorer', 'playTile', 'removeTile', 'sail', 'swim', 'walk']));
  }, 60_000);

  it('events: a kept tile reaches its remover whole and everyone else redacted; every event animates or is said to move nothing; undo exactly where nothing was drawn or shown', async () => {
    const { watch } = await import('../guides/survive-events');
    const { animations, tileWords } = await import('@tabula/survive/ui');
    const match = createMatch(survive, { players: 3, seed: 'guide-events' }, { bots: { 1: randomBot('e1'), 2: randomBot('e2') } });
    const me = match.seat(0);
    const played: unknown[][] = [];
    const said: string[] = [];
    const stop = watch(me, (steps) => played.push(steps), said);
    let undoChecked = 0;
    let bigRemoval = false;
    for (let step = 0; step < 600 && !me.getSnapshot().over; step++) {
      await match.runBots();
      if (!me.getSnapshot().active) break;
      const legal = me.legalActions();
      const out = me.apply(legal[(step * 31) % legal.length]!);
      if (!out.ok) throw new Error(out.error.message);
      const types = out.events.map((e) => e.type);
      const last = me.getSnapshot().log.at(-1)!.action;
      if (['placeExplorer', 'placeBoat', 'walk', 'swim', 'board', 'reachIsle', 'sail'].includes(last.type)) {
        expect(me.getSnapshot().canUndo).toBe(!types.includes('dieRolled') && !types.includes('tileRemoved'));
        undoChecked++;
      }
      if (last.type === 'removeTile' && ['tileRemoved', 'dieRolled', 'turnStarted'].every((t) => types.includes(t as SurviveEvent['type']))) bigRemoval = true;
    }
    stop();
    expect(undoChecked).toBeGreaterThan(20);
    expect(bigRemoval).toBe(true);
    const full = match.getSnapshot().log.length;
    expect(full).toBeGreaterThan(100);
    // Every seat's events, and the spectator's: a kept tile's removal is whole for its remover only.
    let kept = 0;
    for (const viewer of [0, 1, 2, null]) {
      const events = match.seat(viewer).events();
      for (const e of events) {
        if (e.type !== 'tileRemoved') continue;
        if (!('audience' in e)) {
          expect(TERRAIN_TILES[e.tile]!.back).toBe(e.back); // a green back: public
          continue;
        }
        kept++;
        if (viewer === e.seat) expect(e).toEqual({ type: 'tileRemoved', seat: e.seat, hex: e.hex, terrain: e.terrain, tile: expect.any(Number), back: expect.any(String), audience: [e.seat] });
        else expect(e).toEqual({ type: 'tileRemoved', seat: e.seat, hex: e.hex, terrain: e.terrain, audience: [e.seat], redacted: true });
      }
      const quiet = ['turnStarted', 'stepSkipped', 'defencePassed'];
      for (const e of events) expect(animations([e]).length > 0, e.type).toBe(!quiet.includes(e.type));
    }
    expect(kept).toBeGreaterThan(4);
    // No explorer value travels in an event before the end.
    for (const e of match.seat(null).events()) if (e.type !== 'gameEnded') expect(JSON.stringify(e)).not.toMatch(/"values?"/);
    expect(played.flat().length).toBe(animations(me.events()).length);
    // The log says each event as seat 0 received it: its own kept tiles whole, the others' face down.
    expect(said).toHaveLength(me.events().length);
    const mine = me.events();
    let hidden = 0;
    mine.forEach((e, i) => {
      if (e.type !== 'tileRemoved' || !('redacted' in e)) return;
      const whole = match.seat(e.seat).events()[i]!; // the same event, as its remover received it
      if (whole.type !== 'tileRemoved' || !('tile' in whole)) throw new Error('the remover got it redacted');
      expect(said[i]).not.toContain(tileWords(whole.tile));
      expect(said[i]).toContain('kept it face down');
      hidden++;
    });
    expect(hidden).toBeGreaterThan(0);
  });

  it('hidden information: values as S1.5 says, hands to their holder only, placeExplorer redacted for others; the spectator sees no secret', async () => {
    const { match, me, mine, theirs, heard, watched, handOf } = await import('../guides/survive-secrets');
    expect([mine, theirs, watched]).toEqual(['6', '?', '?']);
    expect(heard).toEqual([{ seat: 0, action: { type: 'placeExplorer', redacted: true, hex: 31 } }]);
    expect(me.log()).toEqual([{ seat: 0, action: { type: 'placeExplorer', hex: 31, value: 6 } }]);
    expect(match.getSnapshot().state.explorers[0]!.value).toBe(6);
    for (const options of [{}, { revealOwnValues: true }]) {
      const problems: string[] = [];
      let sawHand = false;
      let over = false;
      for (const { state, step } of seededGame<SurviveState, SurviveAction, SurviveView>(survive, { players: 3, seed: 'guide-secrets', options }, 2000, true)) {
        const faces = JSON.stringify(state.board.map((t) => (t === null ? null : TERRAIN_TILES[t]!.terrain)));
        for (const viewer of [0, 1, 2, null]) {
          const view = survive.view(state, viewer);
          const at = `step ${step}, viewer ${viewer}`;
          if ('rng' in view) problems.push(`${at}: the view holds the RNG`);
          view.explorers.forEach((e, id) => {
            const owner = state.colourOwner[e.colour];
            const sees = state.phase === 'over' || (owner === viewer && (state.phase !== 'play' || 'revealOwnValues' in options));
            if (e.value !== (sees ? state.explorers[id]!.value : null)) problems.push(`${at}: explorer ${id} shows ${e.value}`);
          });
          for (let seat = 0; seat < 3; seat++) {
            if (JSON.stringify(view.hands[seat]) !== JSON.stringify(seat === viewer ? state.hands[seat] : null)) problems.push(`${at}: hand ${seat}`);
            const hand = handOf(view, seat);
            if (JSON.stringify(hand.map((t) => t.terrain)) !== JSON.stringify(state.hands[seat]!.map((t) => TERRAIN_TILES[t]!.terrain))) problems.push(`${at}: faces of hand ${seat}`);
            if (!hand.every((t) => (t.back !== null) === (seat === viewer))) problems.push(`${at}: backs of hand ${seat}`);
            if (seat !== viewer && hand.length > 0) sawHand = true;
          }
          // The board shows faces: the view's terrain is the faces of the tiles lying there.
          if (JSON.stringify(view.terrain) !== faces) problems.push(`${at}: terrain`);
        }
        over ||= survive.isOver(state);
      }
      expect(problems).toEqual([]);
      expect(sawHand).toBe(true);
      expect(over).toBe(true);
    }
  }, 60_000);

  it('a bot opponent: seat 0 is asked first; the bots answer each move; a bot seat refuses a person', async () => {
    const { newMatch, playMove } = await import('../guides/survive-bots');
    const match = newMatch('guide-bots', 8);
    const me = match.seat(0);
    expect(me.getSnapshot().active).toBe(true);
    expect(match.apply(1, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'BOT_SEAT' } });
    for (let move = 0; move < 3; move++) {
      const out = await playMove(match, me.legalActions()[0]!);
      expect(out.ok).toBe(true);
      expect(me.getSnapshot().active).toBe(true);
    }
    expect(match.log.map((e) => e.seat)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2]);
  });
});

describe('docs/guides/akrotiri.md', { timeout: 30_000 }, () => {
  showsExamples('akrotiri', [
    ['## The board model', 'akrotiri-board.ts'],
    ['## Actions as clicks', 'akrotiri-clicks.ts'],
    ['## Events to animate', 'akrotiri-events.ts'],
    ['## Hidden information', 'akrotiri-secrets.ts'],
    ['## A bot opponent', 'akrotiri-bots.ts'],
  ]);

  it('the board model: Thera, a shape per tile, piece, dock, cube, temple and boat; boats at their docks; cubes at the boat marked; turned for seat 1', async () => {
    const { seaShapes } = await import('../guides/akrotiri-board');
    const problems: string[] = [];
    let loadChecked = 0;
    let merged = 0;
    let islandOf = new Map<string, string>(); // piece → island id, at the step before
    for (const { state, view, step } of seededGame<AkrotiriState, AkrotiriAction, AkrotiriView>(akrotiri, { players: 2, seed: 'guide-board' }, 240)) {
      const shapes = seaShapes(view, false);
      const of = <K extends string>(kind: K) => shapes.filter((s) => s.kind === kind) as Extract<(typeof shapes)[number], { kind: K }>[];
      const at = `step ${step}`;
      const geometry = analyzeBoard(view.board, PROVISIONAL_COMPONENTS);
      const tiles = view.board.tiles.map((t) => rotateTile(PROVISIONAL_COMPONENTS.tiles.find((c) => c.id === t.tile)!, t.rotation));
      if (of('thera').length !== 1) problems.push(`${at}: Thera`);
      if (of('tile').length !== view.board.tiles.length || of('piece').length !== 4 * view.board.tiles.length) problems.push(`${at}: tiles, pieces`);
      if (of('dock').length !== 2 + tiles.reduce((n, t) => n + t.docks.length, 0)) problems.push(`${at}: docks`);
      for (const d of of('dock')) if (islandOfDock(geometry, d.dock) !== d.island) problems.push(`${at}: dock ${d.dock}`);
      if (JSON.stringify(of('free').map((f) => f.cell)) !== JSON.stringify(freeCells(view.board))) problems.push(`${at}: free cells`);
      for (const a of view.legal) if (a.type === 'placeTile' && !of('free').some((f) => f.cell.x === a.x && f.cell.y === a.y)) problems.push(`${at}: ${JSON.stringify(a)} is on no free cell`);
      if (of('cube').length !== view.cubes.length || of('temple').length !== view.temples.length) problems.push(`${at}: cubes, temples`);
      for (const b of of('boat')) if (!of('dock').some((d) => d.dock === b.dock && d.x === b.x && d.y === b.y)) problems.push(`${at}: boat ${b.seat} is not at its dock`);
      // The cubes a seat may load are exactly the colours marked at its boat.
      const loads = new Set(view.legal.flatMap((a) => (a.type === 'load' ? [a.color] : [])));
      if (loads.size > 0) {
        loadChecked++;
        if (JSON.stringify([...loads].sort()) !== JSON.stringify([...new Set(of('cube').filter((c) => c.atBoat).map((c) => c.color))].sort())) problems.push(`${at}: loads ${[...loads]}`);
      }
      // Island ids are stable: a piece changes island only when its island joins an older one.
      const ids = new Set(islandOf.values());
      const now = new Map(of('piece').map((p) => [`${p.cell.x},${p.cell.y}/${p.quadrant}`, p.island]));
      for (const [piece, island] of islandOf) {
        if (now.get(piece) === island) continue;
        merged++;
        if (!ids.has(now.get(piece)!)) problems.push(`${at}: piece ${piece} moved to a new island ${now.get(piece)}`);
      }
      islandOf = now;
      if (step % 8 !== 0) continue;
      // Seat 1's board is turned half round Thera's centre.
      const turned = seaShapes(view, true);
      if (turned.some((t, i) => t.x !== -shapes[i]!.x || t.y !== -shapes[i]!.y)) problems.push(`${at}: turned`);
      if (JSON.stringify(seaShapes(akrotiri.view(state, 1))) !== JSON.stringify(seaShapes(akrotiri.view(state, 1), true))) problems.push(`${at}: seat 1 not turned by default`);
    }
    expect(problems).toEqual([]);
    expect(loadChecked).toBeGreaterThan(3);
    expect(merged).toBeGreaterThan(0);
  });

  it('actions as clicks: a free cell asks for one of four rotations; a dock is a move; every legal action is reached by its clicks, or is a button', async () => {
    const { banner, buttons, click, clickPath } = await import('../guides/akrotiri-clicks');
    const start = akrotiri.setup({ players: 2, seed: 'guide-clicks', options: { startPlayer: 0 } });
    const first = akrotiri.view(start, 0);
    const cell = { kind: 'cell' as const, x: -1, y: -2 };
    const asked = click(first, [cell]);
    expect(asked.do === 'ask' && asked.choices.map((c) => c.action)).toEqual([0, 1, 2, 3].map((rotation) => ({ type: 'placeTile', x: -1, y: -2, rotation })));
    expect(banner(first, 0)).toBe('Place your tile beside a tile or Thera');
    const kinds = new Set<string>();
    let buys = 0;
    for (const options of [{}, { variant: 'strategic' as const }]) {
      const excavateFirst = (legal: AkrotiriAction[]) => legal.find((a) => a.type === 'excavate') ?? legal.find((a) => a.type === 'sell');
      for (const { state, seat, view, step } of seededGame<AkrotiriState, AkrotiriAction, AkrotiriView>(akrotiri, { players: 2, seed: `guide-clicks-${options.variant ?? 'standard'}`, options }, 400, false, excavateFirst)) {
        if (step % 10 === 0) expect(view.legal).toEqual(akrotiri.legalActions(state, seat));
        expect(clickPathProblems(view, (a) => clickPath(a, view), (c) => click(view, c), () => buttons(view))).toEqual([]);
        expect(banner(view, seat)).not.toBe('');
        for (const a of view.legal) kinds.add(a.type);
        const moves = view.legal.filter((a) => a.type === 'move');
        for (const move of moves) expect(click(view, [{ kind: 'dock', dock: move.to }])).toEqual({ do: 'play', action: move });
        expect(view.legal.filter((a) => a.type === 'oracle').length).toBeLessThanOrEqual(4);
        const tiers = view.legal.flatMap((a) => (a.type === 'buyMaps' ? [a.tiers] : []));
        expect(tiers.length).toBeLessThanOrEqual(19);
        for (const t of tiers) expect(t).toEqual([...t].sort((a, b) => ['easy', 'normal', 'hard'].indexOf(a) - ['easy', 'normal', 'hard'].indexOf(b)));
        buys += tiers.length;
      }
    }
    expect(buys).toBeGreaterThan(0);
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['buyMaps', 'endTurn', 'excavate', 'keepGoal', 'load', 'move', 'oracle', 'placeBoat', 'placeCube', 'placeTile', 'sell', 'unload']));
  }, 60_000);

  it('events: draws reach their drawer whole and everyone else redacted; every event animates or is said to move nothing; undo as the guide says', async () => {
    const { animateChanges, animations } = await import('../guides/akrotiri-events');
    const match = createMatch(akrotiri, { players: 2, seed: 'guide-events', options: { startPlayer: 0 } }, { bots: { 1: randomBot('e1') } });
    const me = match.seat(0);
    const played: unknown[][] = [];
    const stop = animateChanges(me, (steps) => played.push(steps));
    const undo = new Map<string, boolean[]>();
    for (let step = 0; step < 300 && !me.getSnapshot().over; step++) {
      await match.runBots();
      const legal = me.legalActions();
      if (legal.length === 0) break;
      const action = legal[(step * 31) % legal.length]!;
      const out = me.apply(action);
      if (!out.ok) throw new Error(out.error.message);
      const phase = me.view().phase;
      const name = action.type === 'endTurn' ? `endTurn${out.events.some((e) => e.type === 'tileDrawn') ? ' drawing' : ''}` : action.type === 'placeCube' ? `placeCube in ${phase}` : action.type;
      undo.set(name, [...(undo.get(name) ?? []), me.getSnapshot().canUndo]);
    }
    stop();
    for (const name of ['move', 'load', 'unload', 'placeCube in play']) expect(undo.get(name), name).toEqual(expect.arrayContaining([true]));
    for (const name of ['move', 'load', 'unload', 'sell', 'placeCube in play']) expect(undo.get(name) ?? [], name).not.toContain(false);
    for (const name of ['placeTile', 'oracle', 'endTurn drawing']) {
      expect(undo.get(name), name).toBeDefined();
      expect(undo.get(name), name).not.toContain(true);
    }
    // The first cube of each placed tile is the rules' own: placed, or skipped, right after the tile.
    const all = match.seat(null).events();
    all.forEach((e, i) => {
      if (e.type === 'tilePlaced') expect(all[i + 1]).toMatchObject({ type: expect.stringMatching(/^cube(Placed|Skipped)$/), cube: 1 });
    });
    let privateSeen = 0;
    for (const viewer of [0, 1, null]) {
      for (const e of match.seat(viewer).events()) {
        if (e.type === 'tileDrawn' || e.type === 'mapDrawn' || e.type === 'goalsDrawn') {
          privateSeen++;
          expect(e.audience).toEqual([e.seat]);
          expect('redacted' in e).toBe(viewer !== e.seat);
          if ('redacted' in e) {
            expect(e).not.toHaveProperty('tile');
            expect(e).not.toHaveProperty('map');
            expect(e).not.toHaveProperty('goals');
          }
        } else expect('audience' in e, e.type).toBe(false);
        expect(animations([e]).length > 0, e.type).toBe(!['turnStarted', 'turnEnded'].includes(e.type));
      }
    }
    expect(privateSeen).toBeGreaterThan(10);
    expect(played.flat().length).toBe(animations(me.events()).length);
  });

  it('hidden information: the other seat\'s tile, maps and goals are hidden, counts kept; keepGoal redacted; the spectator sees no hand', async () => {
    const { mine, theirs, offered, offeredToThem, kept, seenKept } = await import('../guides/akrotiri-secrets');
    expect(offered).toMatchObject({ kind: 'keepGoal', seat: 0, drawnCount: 2 });
    expect((offered as { drawn: string[] }).drawn).toHaveLength(2);
    expect(offeredToThem).toEqual({ kind: 'keepGoal', seat: 0, drawn: null, drawnCount: 2 });
    expect(kept).toMatchObject({ seat: 0, action: { type: 'keepGoal', goal: (offered as { drawn: string[] }).drawn[0] } });
    expect(seenKept).toEqual({ seat: 0, action: { type: 'keepGoal', redacted: true } });
    expect(Array.isArray(mine.maps) && Array.isArray(mine.goals)).toBe(true);
    expect(theirs).toEqual({ tile: null, maps: { easy: 1, normal: 1, hard: 0 }, goals: { count: 1, faceUp: [] } });
    const problems: string[] = [];
    let faceUp = 0;
    for (const options of [{}, { variant: 'strategic' as const }]) {
      for (const { state, step } of seededGame<AkrotiriState, AkrotiriAction, AkrotiriView>(akrotiri, { players: 2, seed: 'guide-secrets', options }, 300, true)) {
        for (const viewer of [0, 1, null]) {
          const view = akrotiri.view(state, viewer);
          const at = `step ${step}, viewer ${viewer}`;
          if ('rng' in view) problems.push(`${at}: rng`);
          if (typeof view.tileDeck !== 'number' || typeof view.goalDeck !== 'number' || typeof view.mapDecks.easy !== 'number') problems.push(`${at}: decks`);
          state.seats.forEach((p, seat) => {
            const v = view.seats[seat]!;
            const own = seat === viewer;
            if (v.tile !== (own || p.tileFaceUp ? p.tile : null) || v.hasTile !== (p.tile !== null)) problems.push(`${at}: tile of ${seat}`);
            if (JSON.stringify(v.maps) !== JSON.stringify(own ? p.maps : null) || JSON.stringify(v.goals) !== JSON.stringify(own ? p.goals : null)) problems.push(`${at}: cards of ${seat}`);
            if (v.goalCount !== p.goals.length || JSON.stringify(v.openGoals) !== JSON.stringify(p.openGoals)) problems.push(`${at}: goal count of ${seat}`);
            if (!own && p.tileFaceUp && p.tile !== null) faceUp++;
          });
        }
      }
    }
    expect(problems).toEqual([]);
    expect(faceUp).toBeGreaterThan(0);
  });

  it('a bot opponent: the bot answers each move; a bot seat refuses a person', async () => {
    const { newMatch, playMove } = await import('../guides/akrotiri-bots');
    const match = newMatch('guide-bots', 8);
    const me = match.seat(0);
    await match.runBots();
    expect(me.getSnapshot().active).toBe(true);
    expect(match.apply(1, { type: 'endTurn' })).toMatchObject({ ok: false, error: { code: 'BOT_SEAT' } });
    for (let move = 0; move < 4; move++) {
      const out = await playMove(match, me.legalActions()[0]!);
      expect(out.ok).toBe(true);
      expect(me.getSnapshot().active).toBe(true);
    }
    expect(new Set(match.log.map((e) => e.seat))).toEqual(new Set([0, 1]));
  });
});

describe('docs/guides/clockwork-empire.md', { timeout: 30_000 }, () => {
  showsExamples('clockwork-empire', [
    ['## The board model', 'clockwork-empire-board.ts'],
    ['## Actions as clicks', 'clockwork-empire-clicks.ts'],
    ['## Events to animate', 'clockwork-empire-events.ts'],
    ['## Hidden information', 'clockwork-empire-secrets.ts'],
    ['## A bot opponent', 'clockwork-empire-bots.ts'],
  ]);

  it('the board model: the loop in order (9 or 10 spaces), two slots per area, the gods and white-space dice, a pawn per seat; every seat\'s six dice accounted for', async () => {
    const { loopShapes } = await import('../guides/clockwork-empire-board');
    const problems: string[] = [];
    for (const players of [3, 4]) {
      for (const { view, step } of seededGame<ClockworkState, ClockworkAction, ClockworkView>(clockworkEmpire, { players, seed: `guide-board-${players}` }, 300)) {
        const shapes = loopShapes(view);
        const of = <K extends string>(kind: K) => shapes.filter((s) => s.kind === kind) as Extract<(typeof shapes)[number], { kind: K }>[];
        const at = `${players} players, step ${step}`;
        if (view.loop.length !== players + 6 || view.loop[0] !== 'temple') problems.push(`${at}: loop ${view.loop}`);
        if (JSON.stringify(of('space').map((s) => s.space)) !== JSON.stringify(view.loop)) problems.push(`${at}: spaces`);
        for (const s of of('space')) if (s.colour !== ((PROVISIONAL_SET.colours as Record<string, string>)[s.space] ?? 'white')) problems.push(`${at}: colour of ${s.space}`);
        if (of('slot').length !== 12) problems.push(`${at}: slots`);
        if (of('god').length !== Object.values(view.gods).flat().length || of('whiteDie').length !== Object.values(view.whiteDice).flat().length) problems.push(`${at}: gods, white dice`);
        if (JSON.stringify(of('pawn').map((p) => p.space)) !== JSON.stringify(view.seats.map((p) => p.pawn))) problems.push(`${at}: pawns`);
        view.seats.forEach((p, seat) => {
          const onSlots = Object.values(view.slots).flat().filter((d) => d?.owner === seat).length;
          const onWhite = Object.values(view.whiteDice).flat().filter((o) => o === seat).length;
          if (p.diceInHand + onSlots + onWhite + p.diceRemoved !== 6) problems.push(`${at}: the dice of seat ${seat}`);
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it('actions as clicks: a rolled die is a keep; a die then a slot is a place; every legal action is reached by its clicks, or is a button', async () => {
    const { banner, buttons, click, clickPath } = await import('../guides/clockwork-empire-clicks');
    const kinds = new Set<string>();
    const problems: string[] = [];
    let places = 0;
    let limits = 0;
    for (const players of [3, 4]) {
      // Placing dice and building when possible reaches the rarer decisions.
      const prefer = (legal: ClockworkAction[]) => legal.find((a) => a.type === 'place' || a.type === 'build' || a.type === 'select' || a.type === 'evolve' || a.type === 'takeGod');
      for (const { state, seat, view, step } of seededGame<ClockworkState, ClockworkAction, ClockworkView>(clockworkEmpire, { players, seed: `guide-clicks-${players}` }, 700, false, prefer)) {
        if (step % 10 === 0) expect(view.legal).toEqual(clockworkEmpire.legalActions(state, seat));
        problems.push(...clickPathProblems(view, (a) => clickPath(a, view), (c) => click(view, c), () => buttons(view)));
        if (banner(view, seat) === '' || banner(view, seat).startsWith('Waiting')) problems.push(`step ${step}: banner ${banner(view, seat)}`);
        if (view.pending?.kind === 'limit') {
          limits++;
          if (view.active[0] !== view.pending.seat) problems.push(`step ${step}: the limit's seat does not act`);
        }
        for (const a of view.legal) {
          kinds.add(a.type);
          if (a.type === 'keep' && JSON.stringify(click(view, [{ kind: 'die', die: a.die }])) !== JSON.stringify({ do: 'play', action: a })) problems.push(`step ${step}: keep ${a.die}`);
          if (a.type === 'place') {
            places++;
            const area = (view.pending as { area: 'temple' }).area;
            const out = click(view, [{ kind: 'die', die: a.die }, { kind: 'slot', area, slot: a.slot }]);
            if (JSON.stringify(out) !== JSON.stringify({ do: 'play', action: a })) problems.push(`step ${step}: place ${JSON.stringify(a)} → ${JSON.stringify(out)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(places).toBeGreaterThan(0);
    expect(limits).toBeGreaterThan(0);
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['build', 'discard', 'done', 'draw', 'exchange', 'go', 'keep', 'place', 'release', 'take', 'takeGod', 'useBasic']));
  }, 60_000);

  it('events: a draw reaches its drawer whole and everyone else redacted; every event animates or is said to move nothing; undo exactly where nothing was drawn, rolled or shown', async () => {
    const { animateChanges, animations } = await import('../guides/clockwork-empire-events');
    const match = createMatch(clockworkEmpire, { players: 3, seed: 'guide-events' }, { bots: { 1: randomBot('e1'), 2: randomBot('e2') } });
    const me = match.seat(0);
    const played: unknown[][] = [];
    const stop = animateChanges(me, (steps) => played.push(steps));
    let undoChecked = 0;
    let bigGo = false;
    for (let step = 0; step < 1000 && !me.getSnapshot().over; step++) {
      await match.runBots();
      const legal = me.legalActions();
      if (legal.length === 0) break;
      const out = me.apply(legal[(step * 31) % legal.length]!);
      if (!out.ok) throw new Error(out.error.message);
      const types = out.events.map((e) => e.type);
      const barrier = types.some((t) => ['rolled', 'evolutionRolled', 'drew', 'discarded', 'built', 'reshuffled'].includes(t));
      expect(me.getSnapshot().canUndo).toBe(!barrier);
      undoChecked++;
      if (['moved', 'turnEnded', 'turnStarted', 'rolled'].every((t) => types.includes(t as ClockworkEvent['type']))) bigGo = true;
    }
    stop();
    expect(me.getSnapshot().over).toBe(true);
    expect(undoChecked).toBeGreaterThan(30);
    expect(bigGo).toBe(true);
    let drew = 0;
    const quiet = ['kept', 'basicUsed', 'effectSkipped', 'mulliganDone', 'turnStarted', 'turnEnded', 'roundEnded'];
    for (const viewer of [0, 1, 2, null]) {
      for (const e of match.seat(viewer).events()) {
        if (e.type === 'drew') {
          drew++;
          expect(e.audience).toEqual([e.seat]);
          if (viewer === e.seat) expect(e).toEqual({ type: 'drew', seat: e.seat, count: e.count, cards: expect.any(Array), audience: [e.seat] });
          else expect(e).toEqual({ type: 'drew', seat: e.seat, count: e.count, audience: [e.seat], redacted: true });
        } else expect('audience' in e, e.type).toBe(false);
        expect(animations([e]).length > 0, e.type).toBe(!quiet.includes(e.type));
      }
    }
    expect(drew).toBeGreaterThan(8);
    expect(played.flat().length).toBe(animations(me.events()).length);
  });

  it('hidden information: only the own hand, the others\' sizes; the deck as a count; no action redacted; the spectator sees no hand', async () => {
    const { mine, theirs, drawn, heard, shown } = await import('../guides/clockwork-empire-secrets');
    expect(Array.isArray(mine) && mine.length).toBe(4);
    expect(theirs).toEqual({ backs: 4 });
    expect(drawn).toMatchObject({ type: 'drew', seat: 0, count: 1, audience: [0] });
    expect((mine as string[]).includes((drawn as { cards: string[] }).cards[0]!)).toBe(true);
    expect(heard).toEqual({ type: 'drew', seat: 0, count: 1, audience: [0], redacted: true });
    expect(shown).toMatchObject({ type: 'discarded', seat: 0, reason: 'mulligan' });
    const problems: string[] = [];
    for (const { state, step } of seededGame<ClockworkState, ClockworkAction, ClockworkView>(clockworkEmpire, { players: 4, seed: 'guide-secrets' }, 400, true)) {
      for (const viewer of [0, 1, 2, 3, null]) {
        const view = clockworkEmpire.view(state, viewer);
        const at = `step ${step}, viewer ${viewer}`;
        if ('rng' in view || 'deck' in view || view.deckSize !== state.deck.length) problems.push(`${at}: deck`);
        if (view.set !== null) problems.push(`${at}: the provisional set is null`);
        view.seats.forEach((p, seat) => {
          if (JSON.stringify(p.hand) !== JSON.stringify(seat === viewer ? state.seats[seat]!.hand : null) || p.handSize !== state.seats[seat]!.hand.length) problems.push(`${at}: hand ${seat}`);
        });
      }
      const seat = clockworkEmpire.activeSeats(state)[0];
      if (seat !== undefined) for (const a of clockworkEmpire.legalActions(state, seat).slice(0, 3)) for (const v of [null, (seat + 1) % 4]) if (JSON.stringify(clockworkEmpire.actionFor(a, seat, v)) !== JSON.stringify(a)) problems.push(`step ${step}: ${a.type} redacted`);
    }
    expect(problems).toEqual([]);
  });

  it('a bot opponent: seat 0 is asked first; the bots answer each move; a bot seat refuses a person', async () => {
    const { newMatch, playMove } = await import('../guides/clockwork-empire-bots');
    const match = newMatch('guide-bots', 8);
    const me = match.seat(0);
    expect(me.getSnapshot().active).toBe(true);
    expect(match.apply(2, { type: 'done' })).toMatchObject({ ok: false, error: { code: 'BOT_SEAT' } });
    for (let move = 0; move < 6 && !me.getSnapshot().over; move++) {
      const out = await playMove(match, me.legalActions().at(-1)!);
      expect(out.ok).toBe(true);
      expect(me.getSnapshot().active).toBe(true);
    }
    expect(new Set(match.log.map((e) => e.seat))).toEqual(new Set([0, 1, 2]));
  });
});
