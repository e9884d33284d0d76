import { describe, expect, it } from 'vitest';
import { determinize, resampleHidden, survive, TERRAIN_TILES } from '../../src/index';
import { explorer, gameOver, give, h, play, position, tileId } from '@tabula/survive/testing';

describe('S1.5 hidden explorer values', () => {
  it('S1.5 during placement the owner sees its own values, nobody else does', () => {
    let s = survive.setup({ players: 2, seed: 'v' });
    s = play(s, 0, { type: 'placeExplorer', hex: h(3, 4), value: 5 }).state;
    expect(survive.view(s, 0).explorers[0]!.value).toBe(5);
    expect(survive.view(s, 0).unplaced[0]).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 6]);
    expect(survive.view(s, 1).explorers[0]!.value).toBeNull();
    expect(survive.view(s, 1).unplaced[0]).toBeNull();
    expect(survive.view(s, 1).unplacedCounts[0]).toBe(9);
    expect(survive.view(s, null).explorers[0]!.value).toBeNull();
  });

  it('S1.5 [D] once play begins nobody sees any value, its own included', () => {
    const s = position({ players: 2 });
    const ids = [explorer(s, 0, 'land', h(3, 4), 6), explorer(s, 0, 'saved', h(2, 0), 5)];
    for (const viewer of [0, 1, null]) expect(survive.view(s, viewer).explorers.every((e) => e.value === null)).toBe(true);
    expect(ids.map((id) => s.explorers[id]!.value)).toEqual([6, 5]);
  });

  it('S1.5 [D] option revealOwnValues: each seat sees its own values during play', () => {
    const s = position({ players: 2, options: { revealOwnValues: true } });
    const ids = [explorer(s, 0, 'land', h(3, 4), 6), explorer(s, 1, 'land', h(3, 5), 4)];
    expect(ids.map((id) => survive.view(s, 0).explorers[id]!.value)).toEqual([6, null]);
    expect(ids.map((id) => survive.view(s, 1).explorers[id]!.value)).toEqual([null, 4]);
    // Each seat sees every value of its own colour, and none of the other's.
    expect(survive.view(s, 0).explorers.every((e) => (e.colour === 0) === (e.value !== null))).toBe(true);
  });

  it('S7 every value is shown once the game is over', () => {
    const s = position({ players: 2 });
    const id = explorer(s, 0, 'saved', h(2, 0), 6);
    gameOver(s);
    expect(survive.view(s, 1).explorers[id]!.value).toBe(6);
    expect(survive.view(s, null).explorers.every((e) => e.value !== null)).toBe(true);
  });
});

describe('S1.2, S4.2 hidden tiles and hands', () => {
  it('S1.2 views show tile faces, never backs or tile ids on the island', () => {
    const s = position({ players: 2 });
    const v = survive.view(s, 0);
    expect(v.terrain[h(3, 4)]).toBe(TERRAIN_TILES[s.board[h(3, 4)]!]!.terrain);
    expect(v.terrain[h(2, 4)]).toBeNull();
    expect('board' in v).toBe(false);
    expect(JSON.stringify(v)).not.toContain('"rng"');
  });

  it('S4.2 a seat sees its own hand; others see how many tiles it holds', () => {
    const s = position({ players: 3 });
    const t = tileId('beach', 'dolphin');
    give(s, 2, t);
    expect(survive.view(s, 2).hands).toEqual([null, null, [t]]);
    expect(survive.view(s, 0).hands).toEqual([[], null, null]);
    expect(survive.view(s, 0).handCounts).toEqual([0, 0, 1]);
  });

  it('S4.2 kept tiles lie terrain side up: every seat sees the faces of every hand', () => {
    const s = position({ players: 3 });
    give(s, 2, tileId('forest', 'killShark'));
    give(s, 2, tileId('beach', 'dolphin'));
    expect(survive.view(s, 0).handFaces).toEqual([[], [], ['forest', 'beach']]);
  });

  it('determinize deals each hidden hand tiles of the faces it shows, red or defence backs only', () => {
    const s = position({ players: 3 });
    give(s, 1, tileId('mountain', 'killWhale'));
    give(s, 1, tileId('beach', 'winds'));
    give(s, 2, tileId('forest', 'dolphin'));
    const v = survive.view(s, 0);
    for (let i = 0; i < 20; i++) {
      const d = determinize(v, 0, `d${i}`);
      expect(survive.view(d, 0)).toEqual(v);
      expect(d.hands[1]!.map((t) => TERRAIN_TILES[t]!.terrain)).toEqual(['mountain', 'beach']);
      expect(d.hands[2]!.map((t) => TERRAIN_TILES[t]!.terrain)).toEqual(['forest']);
      for (const t of [...d.hands[1]!, ...d.hands[2]!]) expect(TERRAIN_TILES[t]!.back).not.toMatch(/^(shark|whale|boat|whirlpool|volcano)$/);
      expect(new Set([...d.board.filter((t) => t !== null), ...d.hands.flat(), ...d.discard]).size).toBe(TERRAIN_TILES.length);
    }
  });

  it('determinize keeps what the seat sees and redeals the rest', () => {
    const s = position({ players: 3 });
    explorer(s, 0, 'land', h(3, 4), 6);
    give(s, 1, tileId('beach', 'winds'));
    const v = survive.view(s, 0);
    const d = determinize(v, 0, 'seed');
    expect(survive.view(d, 0)).toEqual(v);
    expect(d.hands[1]).toHaveLength(1);
    expect(TERRAIN_TILES[d.hands[1]![0]!]!.back).not.toMatch(/^(shark|whale|boat|whirlpool|volcano)$/);
    expect(d.explorers[0]!.value).toBeGreaterThan(0);
  });

  it('resampleHidden changes only what the seat cannot see', () => {
    const s = position({ players: 3 });
    explorer(s, 1, 'land', h(3, 4), 6);
    give(s, 1, tileId('beach', 'winds'));
    give(s, 2, tileId('beach', 'dolphin'));
    let changed = false;
    for (let i = 0; i < 5; i++) {
      const r = resampleHidden(s, 0, `r${i}`);
      expect(survive.view(r, 0)).toEqual(survive.view(s, 0));
      if (JSON.stringify({ ...r, rng: null }) !== JSON.stringify({ ...s, rng: null })) changed = true;
    }
    expect(changed).toBe(true);
  });

  it('resampleHidden pools another seat\'s hand with the island tiles of the same face', () => {
    const s = position({ players: 2 });
    const kept = tileId('beach', 'winds');
    give(s, 1, kept);
    const backs = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const r = resampleHidden(s, 0, `p${i}`);
      expect(survive.view(r, 0)).toEqual(survive.view(s, 0));
      const t = TERRAIN_TILES[r.hands[1]![0]!]!;
      expect(t.terrain).toBe('beach');
      backs.add(t.back);
    }
    // A hand tile that only swapped with other hands could never change here (one hand, one tile).
    expect(backs.size).toBeGreaterThan(1);
    expect([...backs].some((b) => /^(shark|whale|boat|whirlpool|volcano)$/.test(b))).toBe(false);
  });
});
