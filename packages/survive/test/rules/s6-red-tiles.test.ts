import { describe, expect, it } from 'vitest';
import { survive } from '../../src/index';
import { position, boat, creature, eventsOf, explorer, give, h, noSerpents, play, refuse, tileId } from '@tabula/survive/testing';

const A = h(1, 3);
const B = h(1, 4);

/** Seat 0 at step 1 of its turn holding `tiles`. */
function holding(...tiles: number[]) {
  const s = position({ players: 2, step: 'move' });
  noSerpents(s);
  s.step = 'tile';
  for (const t of tiles) give(s, 0, t);
  return s;
}

describe('S2 step 1: play at most one red tile', () => {
  it('S2 a seat with no tile in hand goes straight to step 2', () => {
    const s = position({ players: 2, step: 'creature', rolled: 'whale' });
    creature(s, 'whale', A);
    explorer(s, 1, 'land', h(3, 4));
    const next = play(s, 0, { type: 'pass' });
    expect(next.state).toMatchObject({ current: 1, turn: 2, step: 'move', movesLeft: 3, tilePlayed: false });
    expect(eventsOf(next.events, 'turnStarted')).toEqual([{ type: 'turnStarted', seat: 1, turn: 2 }]);
  });

  it('S2 with a tile in hand step 1 waits; pass goes to step 2', () => {
    const s = holding(tileId('beach', 'dolphin'));
    explorer(s, 0, 'land', h(3, 4));
    expect(survive.legalActions(s, 0)).toEqual([{ type: 'pass' }]);
    const { state } = play(s, 0, { type: 'pass' });
    expect(state.step).toBe('move');
    expect(state.hands[0]).toHaveLength(1);
  });

  it('S2 one red tile per turn: after it, step 2 begins', () => {
    const d1 = tileId('beach', 'dolphin');
    const d2 = tileId('beach', 'dolphin', [d1]);
    const s = holding(d1, d2);
    const e = explorer(s, 0, 'sea', h(2, 4));
    const { state } = play(s, 0, { type: 'playTile', tile: d1, piece: e, to: h(2, 6) });
    expect(state.step).toBe('move');
    expect(state.tilePlayed).toBe(true);
    expect(refuse(state, 0, { type: 'playTile', tile: d2, piece: e, to: h(2, 7) })).toBe('WRONG_STEP');
  });

  it('S6 defence tiles are not played in step 1', () => {
    const k = tileId('beach', 'killShark');
    const s = holding(k);
    creature(s, 'shark', A);
    expect(refuse(s, 0, { type: 'playTile', tile: k, piece: 5, to: B })).toBe('TILE_NOT_PLAYABLE');
    expect(refuse(s, 0, { type: 'playTile', tile: tileId('beach', 'winds'), piece: 0, to: B })).toBe('TILE_NOT_PLAYABLE');
  });
});

describe('S6 red tiles', () => {
  it('S6 dolphin: one of your swimmers moves 1–3 sea spaces, using no movement point', () => {
    const d = tileId('beach', 'dolphin');
    const s = holding(d);
    const e = explorer(s, 0, 'sea', h(2, 4));
    const other = explorer(s, 1, 'sea', h(2, 4));
    expect(refuse(s, 0, { type: 'playTile', tile: d, piece: other, to: h(2, 5) })).toBe('BAD_TARGET');
    expect(refuse(s, 0, { type: 'playTile', tile: d, piece: e, to: h(2, 8) })).toBe('BAD_TARGET');
    const { state, events } = play(s, 0, { type: 'playTile', tile: d, piece: e, to: h(2, 7) });
    expect(state.explorers[e]).toMatchObject({ status: 'sea', hex: h(2, 7) });
    expect(state.movesLeft).toBe(3);
    expect(state.swam).toEqual([]);
    expect(state.discard).toContain(d);
    expect(eventsOf(events, 'tilePlayed')).toEqual([{ type: 'tilePlayed', seat: 0, tile: d, back: 'dolphin' }]);
  });

  it('S6 [D] dolphin: not through a shark; ending on one kills the swimmer', () => {
    const d = tileId('beach', 'dolphin');
    const s = holding(d);
    const e = explorer(s, 0, 'sea', A);
    creature(s, 'shark', B);
    expect(refuse(s, 0, { type: 'playTile', tile: d, piece: e, to: h(1, 6) })).toBe('BAD_TARGET');
    const { state } = play(s, 0, { type: 'playTile', tile: d, piece: e, to: B });
    expect(state.explorers[e]!.status).toBe('dead');
  });

  it('S6 winds: a boat you control moves 1–3 sea spaces with its passengers', () => {
    const w = tileId('beach', 'winds');
    const s = holding(w);
    const b = boat(s, h(2, 4));
    const e = explorer(s, 0, 'boat', h(2, 4), 1, b);
    const theirs = boat(s, h(2, 8));
    explorer(s, 1, 'boat', h(2, 8), 1, theirs);
    expect(refuse(s, 0, { type: 'playTile', tile: w, piece: theirs, to: h(2, 7) })).toBe('BAD_TARGET');
    const { state } = play(s, 0, { type: 'playTile', tile: w, piece: b, to: h(2, 7) });
    expect(state.boats[b]!.hex).toBe(h(2, 7));
    expect(state.explorers[e]!.hex).toBe(h(2, 7));
    expect(state.movesLeft).toBe(3);
  });

  it('S6 [D] winds: not into or through another boat', () => {
    const w = tileId('beach', 'winds');
    const s = holding(w);
    const b = boat(s, A);
    explorer(s, 0, 'boat', A, 1, b);
    boat(s, B);
    expect(refuse(s, 0, { type: 'playTile', tile: w, piece: b, to: B })).toBe('BAD_TARGET');
    expect(survive.legalActions(s, 0)).not.toContainEqual({ type: 'playTile', tile: w, piece: b, to: h(1, 6) });
  });

  it('S6 [ours] winds: an occupied boat may not pass through a sea serpent, and ending on one sinks it', () => {
    const w = tileId('beach', 'winds');
    const D = h(1, 6); // three from A, only through B
    const s = holding(w);
    const b = boat(s, A);
    const e = explorer(s, 0, 'boat', A, 1, b);
    creature(s, 'seaSerpent', B);
    expect(refuse(s, 0, { type: 'playTile', tile: w, piece: b, to: D })).toBe('BAD_TARGET');
    expect(survive.legalActions(s, 0)).not.toContainEqual({ type: 'playTile', tile: w, piece: b, to: D });
    const { state, events } = play(s, 0, { type: 'playTile', tile: w, piece: b, to: B });
    expect(state.boats[b]!.status).toBe('gone');
    expect(state.explorers[e]!.status).toBe('dead');
    expect(eventsOf(events, 'explorerKilled')).toEqual([{ type: 'explorerKilled', explorer: e, hex: B, by: 'seaSerpent' }]);
  });

  it('S6 winds: "a Ship you control": an empty boat has no controller, so the winds never move it', () => {
    const w = tileId('beach', 'winds');
    const s = holding(w);
    const empty = boat(s, A);
    expect(refuse(s, 0, { type: 'playTile', tile: w, piece: empty, to: B })).toBe('BAD_TARGET');
    expect(survive.legalActions(s, 0)).toEqual([{ type: 'pass' }]);
    // A boat whose control seat 0 shares (a tie, S3.5) is one it controls.
    const shared = boat(s, h(2, 8));
    explorer(s, 0, 'boat', h(2, 8), 1, shared);
    explorer(s, 1, 'boat', h(2, 8), 1, shared);
    expect(survive.legalActions(s, 0)).toContainEqual({ type: 'playTile', tile: w, piece: shared, to: h(2, 7) });
    expect(survive.legalActions(s, 0).some((a) => a.type === 'playTile' && a.piece === empty)).toBe(false);
  });

  it('S6 winds into a whale: the boat capsizes and its passengers swim (event explorersAdrift)', () => {
    const w = tileId('beach', 'winds');
    const s = holding(w);
    const b = boat(s, A);
    const e = explorer(s, 0, 'boat', A, 1, b);
    creature(s, 'whale', B);
    const { state, events } = play(s, 0, { type: 'playTile', tile: w, piece: b, to: B });
    expect(state.boats[b]!.status).toBe('gone');
    expect(state.explorers[e]).toMatchObject({ status: 'sea', hex: B, boat: null });
    expect(eventsOf(events, 'explorersAdrift')).toEqual([{ type: 'explorersAdrift', explorers: [e], hex: B }]);
  });

  it('S6 move serpent / shark / whale: one already on the board to any vacant sea space', () => {
    for (const [back, kind] of [['moveSeaSerpent', 'seaSerpent'], ['moveShark', 'shark'], ['moveWhale', 'whale']] as const) {
      const t = tileId('beach', back);
      const s = holding(t);
      const c = creature(s, kind, A);
      explorer(s, 1, 'sea', h(5, 0));
      boat(s, h(5, 1));
      expect(refuse(s, 0, { type: 'playTile', tile: t, piece: c, to: h(5, 0) })).toBe('BAD_TARGET');
      expect(refuse(s, 0, { type: 'playTile', tile: t, piece: c, to: h(5, 1) })).toBe('BAD_TARGET');
      expect(refuse(s, 0, { type: 'playTile', tile: t, piece: c, to: h(3, 4) })).toBe('BAD_TARGET');
      const { state, events } = play(s, 0, { type: 'playTile', tile: t, piece: c, to: h(12, 8) });
      expect(state.creatures[c]).toEqual({ kind, status: 'board', hex: h(12, 8) });
      expect(eventsOf(events, 'creatureMoved')).toEqual([{ type: 'creatureMoved', creature: c, kind, from: A, to: h(12, 8), by: 'tile' }]);
    }
  });

  it('S6 a move tile needs a creature of its kind on the board', () => {
    const t = tileId('beach', 'moveWhale');
    const s = holding(t);
    expect(survive.legalActions(s, 0)).toEqual([{ type: 'pass' }]);
    expect(refuse(s, 0, { type: 'playTile', tile: t, piece: 11, to: h(12, 8) })).toBe('BAD_TARGET');
  });
});
