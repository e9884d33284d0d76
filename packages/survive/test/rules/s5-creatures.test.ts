import { describe, expect, it } from 'vitest';
import { survive, type SurviveState } from '../../src/index';
import { position, boat, creature, eventsOf, explorer, give, h, layTile, noSerpents, play, refuse, tileId } from '@tabula/survive/testing';

// Seat 0 removes the dolphin beach at (9,5), far from the action, and rolls `face`.
const FAR = h(9, 5);
const FACE = { seaSerpent: 1, shark: 3, whale: 5 } as const;
const A = h(1, 3);
const B = h(1, 4); // next to A
const C = h(1, 5); // next to B, two from A (only through B)
const D = h(1, 6); // three from A, in a straight line: only through B and C

function rolled(s: SurviveState, face: number) {
  s.step = 'remove';
  layTile(s, FAR, tileId('beach', 'dolphin'));
  return play(s, 0, { type: 'removeTile', hex: FAR }, face);
}

function base(players = 2) {
  const s = position({ players, step: 'move' });
  noSerpents(s);
  return s;
}

describe('S5.1 the creature die', () => {
  it('S5.1 two faces each: 1–2 sea serpent, 3–4 shark, 5–6 whale', () => {
    for (const [face, kind] of [[1, 'seaSerpent'], [2, 'seaSerpent'], [3, 'shark'], [4, 'shark'], [5, 'whale'], [6, 'whale']] as const) {
      const s = base();
      creature(s, kind, A);
      const { state, events } = rolled(s, face);
      expect(eventsOf(events, 'dieRolled')).toEqual([{ type: 'dieRolled', seat: 0, face, creature: kind }]);
      expect(state.step).toBe('creature');
      expect(state.rolled).toBe(kind);
    }
  });

  it('S5.1 no creature of that kind on the board: nothing happens, the next turn begins', () => {
    const s = base();
    creature(s, 'shark', A);
    const { state, events } = rolled(s, FACE.whale);
    expect(state.current).toBe(1);
    expect(eventsOf(events, 'stepSkipped').filter((e) => e.seat === 0)).toEqual([{ type: 'stepSkipped', seat: 0, step: 'creature' }]);
  });

  it('S5.1 [D] the move is optional', () => {
    const s = base();
    creature(s, 'shark', A);
    const { state } = rolled(s, FACE.shark);
    const { state: next } = play(state, 0, { type: 'pass' });
    expect(next.current).toBe(1);
    expect(next.creatures[5]!.hex).toBe(A);
  });

  it('S5.1 a sea serpent moves 1 space, a shark 1–2, a whale 1–3, through sea only', () => {
    const s = base();
    const serpent = creature(s, 'seaSerpent', A);
    const shark = creature(s, 'shark', A);
    const whale = creature(s, 'whale', A);
    const t1 = rolled(structuredClone(s), FACE.seaSerpent).state;
    expect(refuse(t1, 0, { type: 'moveCreature', creature: serpent, to: C })).toBe('BAD_TARGET');
    expect(refuse(t1, 0, { type: 'moveCreature', creature: shark, to: B })).toBe('BAD_TARGET');
    play(t1, 0, { type: 'moveCreature', creature: serpent, to: B });
    const t2 = rolled(structuredClone(s), FACE.shark).state;
    play(t2, 0, { type: 'moveCreature', creature: shark, to: C });
    expect(refuse(t2, 0, { type: 'moveCreature', creature: shark, to: h(1, 6) })).toBe('BAD_TARGET');
    const t3 = rolled(structuredClone(s), FACE.whale).state;
    play(t3, 0, { type: 'moveCreature', creature: whale, to: h(1, 6) });
    expect(refuse(t3, 0, { type: 'moveCreature', creature: whale, to: h(1, 7) })).toBe('BAD_TARGET');
    expect(refuse(t3, 0, { type: 'moveCreature', creature: whale, to: h(3, 5) })).toBe('BAD_TARGET');
  });
});

describe('S5.2 sea serpent', () => {
  it('S5.2 destroys an occupied boat with its passengers, and kills the swimmers there', () => {
    const s = base();
    const serpent = creature(s, 'seaSerpent', A);
    const b = boat(s, B);
    const aboard = explorer(s, 1, 'boat', B, 3, b);
    const swimmer = explorer(s, 1, 'sea', B);
    const { state } = rolled(s, FACE.seaSerpent);
    const { state: t, events } = play(state, 0, { type: 'moveCreature', creature: serpent, to: B });
    expect(t.boats[b]!.status).toBe('gone');
    expect(t.explorers[aboard]!.status).toBe('dead');
    expect(t.explorers[swimmer]!.status).toBe('dead');
    expect(eventsOf(events, 'boatDestroyed')).toEqual([{ type: 'boatDestroyed', boat: b, hex: B, by: 'seaSerpent' }]);
  });

  it('S5.2 an empty boat is unaffected', () => {
    const s = base();
    const serpent = creature(s, 'seaSerpent', A);
    const b = boat(s, B);
    const { state } = rolled(s, FACE.seaSerpent);
    const { state: t } = play(state, 0, { type: 'moveCreature', creature: serpent, to: B });
    expect(t.boats[b]).toMatchObject({ status: 'board', hex: B });
  });
});

describe('S5.3 shark', () => {
  it('S5.3 stops at swimmers and kills them all; it cannot pass them; it ignores boats', () => {
    const s = base();
    const shark = creature(s, 'shark', A);
    const sw = [explorer(s, 1, 'sea', B), explorer(s, 0, 'sea', B)];
    const b = boat(s, B);
    const aboard = explorer(s, 1, 'boat', B, 1, b);
    const { state } = rolled(s, FACE.shark);
    expect(refuse(state, 0, { type: 'moveCreature', creature: shark, to: C })).toBe('BAD_TARGET');
    const { state: t } = play(state, 0, { type: 'moveCreature', creature: shark, to: B });
    expect(sw.map((id) => t.explorers[id]!.status)).toEqual(['dead', 'dead']);
    expect(t.explorers[aboard]!.status).toBe('boat');
    expect(t.boats[b]!.status).toBe('board');
  });
});

describe('S5.4 whale', () => {
  it('S5.4 stops at an occupied boat and capsizes it: the passengers swim', () => {
    const s = base();
    const whale = creature(s, 'whale', A);
    const b = boat(s, B);
    const e = explorer(s, 1, 'boat', B, 1, b);
    const { state } = rolled(s, FACE.whale);
    expect(refuse(state, 0, { type: 'moveCreature', creature: whale, to: D })).toBe('BAD_TARGET');
    const { state: t, events } = play(state, 0, { type: 'moveCreature', creature: whale, to: B });
    expect(t.boats[b]!.status).toBe('gone');
    expect(t.explorers[e]).toMatchObject({ status: 'sea', hex: B });
    expect(eventsOf(events, 'boatDestroyed')).toEqual([{ type: 'boatDestroyed', boat: b, hex: B, by: 'whale' }]);
    expect(eventsOf(events, 'explorersAdrift')).toEqual([{ type: 'explorersAdrift', explorers: [e], hex: B }]);
  });

  it('S5.4 capsizing next to a shark: the passengers die at once', () => {
    const s = base();
    const whale = creature(s, 'whale', A);
    creature(s, 'shark', B);
    const b = boat(s, B);
    const e = explorer(s, 1, 'boat', B, 1, b);
    const { state } = rolled(s, FACE.whale);
    const { state: t } = play(state, 0, { type: 'moveCreature', creature: whale, to: B });
    expect(t.explorers[e]!.status).toBe('dead');
  });

  it('S5.4 [D] capsizing where a sea serpent is: the passengers die at once', () => {
    const s = base();
    const whale = creature(s, 'whale', A);
    creature(s, 'seaSerpent', B); // the boat was empty when the serpent came; boarding it there is safe (our ruling)
    const b = boat(s, B);
    const e = explorer(s, 1, 'boat', B, 1, b);
    const { state } = rolled(s, FACE.whale);
    const { state: t } = play(state, 0, { type: 'moveCreature', creature: whale, to: B });
    expect(t.explorers[e]!.status).toBe('dead');
  });

  it('S5.4 ignores swimmers and empty boats, and passes them', () => {
    const s = base();
    const whale = creature(s, 'whale', A);
    const b = boat(s, B);
    const sw = explorer(s, 1, 'sea', B);
    const { state } = rolled(s, FACE.whale);
    const { state: t } = play(state, 0, { type: 'moveCreature', creature: whale, to: D });
    expect(t.boats[b]!.status).toBe('board');
    expect(t.explorers[sw]!.status).toBe('sea');
  });
});

describe('S5.5 what is destroyed or killed leaves the game', () => {
  it('S5.5 a boat sunk by a serpent never returns to the supply; a killed explorer never moves again', () => {
    const s = base();
    for (const b of s.boats) b.status = 'gone';
    const serpent = creature(s, 'seaSerpent', A);
    const b = boat(s, B, 0);
    const e = explorer(s, 0, 'boat', B, 1, b);
    const { state } = rolled(s, FACE.seaSerpent);
    const t = play(state, 0, { type: 'moveCreature', creature: serpent, to: B }).state;
    expect(t.boats[b]).toEqual({ status: 'gone', hex: null, passengers: [] });
    expect(t.explorers[e]).toMatchObject({ status: 'dead' });
    // A boat back later finds the supply empty: the sunk boat is not reused. Seat 1, with nothing
    // to move, is at its step 3.
    expect(t).toMatchObject({ current: 1, step: 'remove' });
    const u = structuredClone(t) as SurviveState;
    const tileHex = h(3, 4);
    layTile(u, tileHex, tileId('beach', 'boat'));
    const { state: v, events } = play(u, 1, { type: 'removeTile', hex: tileHex }, FACE.shark);
    expect(eventsOf(events, 'supplyEmpty')).toEqual([{ type: 'supplyEmpty', piece: 'boat' }]);
    expect(v.boats.every((x) => x.status === 'gone')).toBe(true);
    // And the dead explorer is never offered a move, though seat 0 has another to move.
    const w = structuredClone(v) as SurviveState;
    explorer(w, 0, 'land', h(5, 5));
    Object.assign(w, { step: 'move', movesLeft: 3 });
    expect(w.current).toBe(0);
    expect(survive.legalActions(w, 0).some((a) => 'explorer' in a && a.explorer === e)).toBe(false);
    expect(refuse(w, 0, { type: 'swim', explorer: e, to: C })).toBe('ILLEGAL_MOVE');
  });
});

describe('S6 defence tiles, played out of turn', () => {
  it('S6 kill shark: the threatened seat is asked; its tile removes the shark before it kills', () => {
    const s = base();
    const shark = creature(s, 'shark', A);
    const sw = explorer(s, 1, 'sea', B);
    const kill = tileId('forest', 'killShark');
    give(s, 1, kill);
    const { state, events } = rolled(s, FACE.shark);
    const a = play(state, 0, { type: 'moveCreature', creature: shark, to: B });
    expect(a.state.pending).toMatchObject({ kind: 'defence', attack: 'shark', seats: [1] });
    expect(survive.activeSeats(a.state)).toEqual([1]);
    expect(survive.legalActions(a.state, 1)).toEqual([{ type: 'defend' }, { type: 'pass' }]);
    expect(eventsOf(a.events, 'defenceOffered')).toEqual([{ type: 'defenceOffered', seats: [1], attack: 'shark', hex: B }]);
    expect(eventsOf(events, 'dieRolled')).toEqual([{ type: 'dieRolled', seat: 0, face: FACE.shark, creature: 'shark' }]);
    const d = play(a.state, 1, { type: 'defend' });
    expect(d.state.explorers[sw]!.status).toBe('sea');
    expect(d.state.creatures[shark]).toEqual({ kind: 'shark', status: 'gone', hex: null });
    expect(d.state.hands[1]).toEqual([]);
    expect(d.state.discard).toContain(kill);
    expect(d.state.current).toBe(1);
    expect(eventsOf(d.events, 'defended')).toEqual([{ type: 'defended', seat: 1, tile: kill, back: 'killShark' }]);
  });

  it('S6 declining the defence: the shark kills', () => {
    const s = base();
    const shark = creature(s, 'shark', A);
    const sw = explorer(s, 1, 'sea', B);
    give(s, 1, tileId('forest', 'killShark'));
    const a = play(rolled(s, FACE.shark).state, 0, { type: 'moveCreature', creature: shark, to: B });
    const p = play(a.state, 1, { type: 'pass' });
    expect(p.state.explorers[sw]!.status).toBe('dead');
    expect(p.state.hands[1]).toHaveLength(1);
    expect(p.state.current).toBe(1);
  });

  it('S6 kill whale: removes the whale before it capsizes the boat carrying your explorer', () => {
    const s = base();
    const whale = creature(s, 'whale', A);
    const b = boat(s, B);
    const e = explorer(s, 1, 'boat', B, 1, b);
    give(s, 1, tileId('forest', 'killWhale'));
    const a = play(rolled(s, FACE.whale).state, 0, { type: 'moveCreature', creature: whale, to: B });
    const d = play(a.state, 1, { type: 'defend' });
    expect(d.state.boats[b]!.status).toBe('board');
    expect(d.state.explorers[e]!.status).toBe('boat');
    expect(d.state.creatures[whale]!.status).toBe('gone');
  });

  it('S6 a seat holding another tile is asked too (asking reveals nothing), but may only pass', () => {
    const s = base();
    const shark = creature(s, 'shark', A);
    explorer(s, 1, 'sea', B);
    give(s, 1, tileId('forest', 'killWhale'));
    const a = play(rolled(s, FACE.shark).state, 0, { type: 'moveCreature', creature: shark, to: B });
    expect(survive.legalActions(a.state, 1)).toEqual([{ type: 'pass' }]);
    expect(refuse(a.state, 1, { type: 'defend' })).toBe('NO_DEFENCE_TILE');
  });

  it('S6 seats with no tile are not asked; the attacker cannot defend on its own turn', () => {
    const s = base();
    const shark = creature(s, 'shark', A);
    const mine = explorer(s, 0, 'sea', B);
    const theirs = explorer(s, 1, 'sea', B);
    give(s, 0, tileId('forest', 'killShark'));
    const a = play(rolled(s, FACE.shark).state, 0, { type: 'moveCreature', creature: shark, to: B });
    expect(a.state.pending).toBeNull();
    expect(a.state.explorers[mine]!.status).toBe('dead');
    expect(a.state.explorers[theirs]!.status).toBe('dead');
  });

  it('S6 [D] several threatened seats answer in seat order from the active player', () => {
    const s = base(3);
    const shark = creature(s, 'shark', A);
    const e1 = explorer(s, 1, 'sea', B);
    const e2 = explorer(s, 2, 'sea', B);
    give(s, 1, tileId('beach', 'killShark'));
    give(s, 2, tileId('forest', 'killShark'));
    const a = play(rolled(s, FACE.shark).state, 0, { type: 'moveCreature', creature: shark, to: B });
    expect(a.state.pending).toMatchObject({ seats: [1, 2] });
    const p = play(a.state, 1, { type: 'pass' });
    expect(survive.activeSeats(p.state)).toEqual([2]);
    const d = play(p.state, 2, { type: 'defend' });
    expect([d.state.explorers[e1]!.status, d.state.explorers[e2]!.status]).toEqual(['sea', 'sea']);
    expect(d.state.current).toBe(1);
  });
});
