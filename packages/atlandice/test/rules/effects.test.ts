import { describe, expect, it } from 'vitest';
import { atlandice, type AtlandiceEvent, type AtlandiceState, type Resource, type Sector, type TileId } from '../../src/index';
import { actor, board, type Counts, dice, eventsOf, held, onSector, play, position, row, types, withTop } from '@tabula/atlandice/testing';
import { refuse } from './util';

const BM: Counts = { gem: 3, book: 3, provisions: 3, tool: 3, weapon: 3 };
const FULL = { 1: { gem: 5 }, 2: { book: 5 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: BM };

/** 3 players, seat 0 to visit, one die by each district and two by the Black Market, `top` tiles on top. */
function base(top: TileId[], patch: Partial<AtlandiceState> = {}, sectors: Partial<Record<Sector, Counts>> = {}): AtlandiceState {
  return position(3, { stacks: withTop(...top), dice: dice({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 2 }), submarine: 4, sectors: board({ ...FULL, ...sectors }), ...patch });
}

/** The active seat visits `sec` and takes `resource`; `faces` are forced for the effect's rolls. */
function visit(s: AtlandiceState, sec: Sector, resource: Resource, ...faces: number[]): { state: AtlandiceState; events: AtlandiceEvent[] } {
  const seat = actor(s);
  const a = play(s, seat, { type: 'visit', sector: sec });
  const b = play(a.state, seat, { type: 'take', sector: sec, resource }, ...faces);
  return { state: b.state, events: [...a.events, ...b.events] };
}

const visitEnded = (s: AtlandiceState) => s.visit === null && s.steps.length === 0;

/** A7.1: the pending effect is compulsory: `skip` is not legal and is refused with NOT_OPTIONAL. */
function compulsory(s: AtlandiceState): void {
  expect(atlandice.legalActions(s, actor(s))).not.toContainEqual({ type: 'skip' });
  expect(atlandice.legalActions(s, actor(s)).length).toBeGreaterThan(0);
  expect(refuse(s, actor(s), { type: 'skip' })).toBe('NOT_OPTIONAL');
}

/** For a rolling tile: the face decides, the success step is pending, a failure ends the visit. */
function rolls(tile: TileId, sec: Sector, resource: Resource, wins: number[], pendingKind: object) {
  for (let face = 1; face <= 6; face++) {
    const win = wins.includes(face);
    it(`${tile} roll ${face}: ${win ? 'success' : 'failure'}`, () => {
      const { state, events } = visit(base([tile]), sec, resource, face);
      expect(eventsOf(events, 'effectRoll')).toEqual([{ type: 'effectRoll', holder: 0, tile, face, success: win }]);
      if (win) expect(state.steps[0]).toMatchObject(pendingKind);
      else expect(visitEnded(state)).toBe(true);
    });
  }
}

describe('J Jewelers', () => {
  describe('J1 roll the die; on 1, 3 or 5 take one more resource from this Jewelers', () => {
    rolls('J1', 1, 'gem', [1, 3, 5], { kind: 'take', sectors: [1], reason: 'J1', optional: false });

    it('J1 success: the extra resource comes from this Jewelers', () => {
      const a = visit(base(['J1'], {}, { 1: { gem: 3, tool: 1 } }), 1, 'gem', 3);
      expect(refuse(a.state, 0, { type: 'take', sector: 6, resource: 'gem' })).toBe('SECTOR_NOT_ALLOWED');
      const b = play(a.state, 0, { type: 'take', sector: 1, resource: 'tool' });
      expect(b.state.stock[0]).toEqual(row({ gem: 1, tool: 1 }));
      expect(onSector(b.state, 1, 'gem')).toBe(2);
      expect(eventsOf(b.events, 'resourceTaken')).toEqual([{ type: 'resourceTaken', holder: 0, sector: 1, resource: 'tool', reason: 'J1' }]);
      expect(visitEnded(b.state)).toBe(true);
    });

    it('J1 A7.1 the extra resource must be taken: skip is refused (NOT_OPTIONAL)', () => {
      compulsory(visit(base(['J1']), 1, 'gem', 5).state);
    });

    it('J1 A7.1 skipped automatically when the Jewelers is empty', () => {
      const { state, events } = visit(base(['J1'], {}, { 1: { gem: 1 } }), 1, 'gem', 1);
      expect(eventsOf(events, 'effectSkipped')).toEqual([{ type: 'effectSkipped', step: 'J1', why: 'noTarget' }]);
      expect(visitEnded(state)).toBe(true);
    });
  });

  describe('J2 swap one resource on this Jewelers with one on another district (not the Black Market)', () => {
    const pending = () => visit(base(['J2'], {}, { 1: { gem: 5 }, 5: { weapon: 5, gem: 1 } }), 1, 'gem').state;

    it('J2 swap a gem of the Jewelers with a weapon of the Forge', () => {
      const s = pending();
      expect(s.steps[0]).toEqual({ kind: 'swap' });
      const { state, events } = play(s, 0, { type: 'swap', give: 'gem', sector: 5, get: 'weapon' });
      expect(events).toEqual([{ type: 'resourcesSwapped', give: 'gem', sector: 5, get: 'weapon' }]);
      expect(state.sectors[0]).toEqual(row({ gem: 3, weapon: 1 }));
      expect(state.sectors[4]).toEqual(row({ gem: 2, weapon: 4 }));
      expect(state.stock[0]).toEqual(row({ gem: 1 }));
      expect(visitEnded(state)).toBe(true);
    });

    it('J2 rejections: SAME_RESOURCE, SECTOR_NOT_ALLOWED (the Black Market, the Jewelers), NO_SUCH_RESOURCE, WRONG_DECISION', () => {
      const s = pending();
      expect(refuse(s, 0, { type: 'swap', give: 'gem', sector: 5, get: 'gem' })).toBe('SAME_RESOURCE');
      expect(refuse(s, 0, { type: 'swap', give: 'gem', sector: 6, get: 'book' })).toBe('SECTOR_NOT_ALLOWED');
      expect(refuse(s, 0, { type: 'swap', give: 'gem', sector: 1, get: 'book' })).toBe('SECTOR_NOT_ALLOWED');
      expect(refuse(s, 0, { type: 'swap', give: 'book', sector: 2, get: 'gem' })).toBe('NO_SUCH_RESOURCE');
      expect(refuse(s, 0, { type: 'swap', give: 'gem', sector: 2, get: 'tool' })).toBe('NO_SUCH_RESOURCE');
      expect(refuse(s, 0, { type: 'take', sector: 1, resource: 'gem' })).toBe('WRONG_DECISION');
      expect(refuse(s, 1, { type: 'swap', give: 'gem', sector: 5, get: 'weapon' })).toBe('NOT_ACTIVE');
    });

    it('J2 A7.1 the swap must be made: skip is refused (NOT_OPTIONAL)', () => {
      compulsory(pending());
    });

    it('J2 A7.1 skipped automatically when no swap changes anything (every district holds only gems)', () => {
      const { state, events } = visit(base(['J2'], {}, { 1: { gem: 3 }, 2: { gem: 1 }, 3: { gem: 1 }, 4: { gem: 1 }, 5: { gem: 1 } }), 1, 'gem');
      expect(eventsOf(events, 'effectSkipped')).toEqual([{ type: 'effectSkipped', step: 'swap', why: 'noTarget' }]);
      expect(visitEnded(state)).toBe(true);
    });
  });

  describe('J3 roll; on 6 roll again and visit that sector: take one resource there and apply its effect', () => {
    for (const face of [1, 2, 3, 4, 5]) {
      it(`J3 roll ${face}: no second visit`, () => {
        const { state, events } = visit(base(['J3']), 1, 'gem', face);
        expect(eventsOf(events, 'effectRoll')).toEqual([{ type: 'effectRoll', holder: 0, tile: 'J3', face, success: false }]);
        expect(eventsOf(events, 'jewelersChain')).toEqual([]);
        expect(visitEnded(state)).toBe(true);
      });
    }

    it('J3 6 then 5: visit the Forge, take there, and apply the Forge’s effect (F1)', () => {
      const a = visit(base(['J3', 'F1']), 1, 'gem', 6, 5);
      expect(eventsOf(a.events, 'jewelersChain')).toEqual([{ type: 'jewelersChain', holder: 0, face: 5, sector: 5 }]);
      expect(a.state.steps[0]).toEqual({ kind: 'take', sectors: [5], reason: 'J3', optional: false });
      const b = play(a.state, 0, { type: 'take', sector: 5, resource: 'weapon' }, 4); // F1 rolls 4: one more
      expect(eventsOf(b.events, 'effectRoll')).toEqual([{ type: 'effectRoll', holder: 0, tile: 'F1', face: 4, success: true }]);
      const c = play(b.state, 0, { type: 'take', sector: 5, resource: 'weapon' });
      expect(c.state.stock[0]).toEqual(row({ gem: 1, weapon: 2 }));
      expect(c.state.dice).toEqual(dice({ 2: 1, 3: 1, 4: 1, 5: 1, 6: 2 })); // the chain visit takes no die
      expect(visitEnded(c.state)).toBe(true);
    });

    it('J3 6 then 6: the Black Market, take there, no effect', () => {
      const a = visit(base(['J3']), 1, 'gem', 6, 6);
      expect(eventsOf(a.events, 'jewelersChain')).toEqual([{ type: 'jewelersChain', holder: 0, face: 6, sector: 6 }]);
      const b = play(a.state, 0, { type: 'take', sector: 6, resource: 'book' });
      expect(b.state.stock[0]).toEqual(row({ gem: 1, book: 1 }));
      expect(types(b.events)).toEqual(['resourceTaken']);
      expect(visitEnded(b.state)).toBe(true);
    });

    it('J3 [D] the chain goes on: 6 then 1 visits the Jewelers again, whose J3 rolls again', () => {
      const a = visit(base(['J3']), 1, 'gem', 6, 1);
      expect(a.state.steps[0]).toMatchObject({ kind: 'take', sectors: [1], reason: 'J3' });
      const b = play(a.state, 0, { type: 'take', sector: 1, resource: 'gem' }, 6, 6);
      expect(eventsOf(b.events, 'jewelersChain')).toEqual([{ type: 'jewelersChain', holder: 0, face: 6, sector: 6 }]);
      const c = play(b.state, 0, { type: 'take', sector: 6, resource: 'tool' });
      expect(c.state.stock[0]).toEqual(row({ gem: 2, tool: 1 }));
      expect(visitEnded(c.state)).toBe(true);
    });

    it('J3 a second face of an exhausted category sends the visit to the Black Market', () => {
      const stacks = withTop('J3').map((x, i) => (i === 3 ? [] : x));
      const s = base(['J3'], { stacks, tilesLost: ['M1', 'M2', 'M3'], dice: dice({ 1: 1, 2: 1, 3: 1, 5: 1, 6: 3 }) }, { 4: {}, 6: { ...BM, tool: 0 } });
      const a = visit(s, 1, 'gem', 6, 4);
      expect(eventsOf(a.events, 'jewelersChain')).toEqual([{ type: 'jewelersChain', holder: 0, face: 4, sector: 6 }]);
      expect(a.state.steps[0]).toMatchObject({ kind: 'take', sectors: [6] });
    });

    it('J3 A4.2 applies to the chain visit: the submarine there gives one more resource', () => {
      const a = visit(base(['J3'], { submarine: 6 }), 1, 'gem', 6, 6);
      const b = play(a.state, 0, { type: 'take', sector: 6, resource: 'book' });
      expect(b.state.steps[0]).toEqual({ kind: 'take', sectors: [6], reason: 'submarine', optional: false });
      const c = play(b.state, 0, { type: 'take', sector: 6, resource: 'weapon' });
      expect(c.state.stock[0]).toEqual(row({ gem: 1, book: 1, weapon: 1 }));
    });

    // FR J3: « lancez-le à nouveau et visitez le Secteur correspondant au nouveau résultat, en
    // appliquant l'effet du nouveau Secteur »; a visit is what each player « doit » do (FR 2 - Visite
    // des Secteurs: « b) Puis, sur le Secteur choisi, prendre une des ressources présentes »). ZH J3
    // example: 「隨後他走訪黑市，再拿取1個寶石」: he visits the Black Market and takes another gem.
    it('J3 A4.1b, A7.1 the chained visit is a visit: its take is compulsory, skip is refused (NOT_OPTIONAL)', () => {
      const a = visit(base(['J3']), 1, 'gem', 6, 6);
      expect(a.state.steps[0]).toEqual({ kind: 'take', sectors: [6], reason: 'J3', optional: false });
      compulsory(a.state);
      const b = play(a.state, 0, { type: 'take', sector: 6, resource: 'gem' });
      expect(b.state.stock[0]).toEqual(row({ gem: 2 }));
      expect(visitEnded(b.state)).toBe(true);
    });

    // FR Important: « Si le pion Sous-marin se trouve sur le Secteur visité, prenez une ressource
    // supplémentaire sur ce Secteur, s'il y en a. »
    it('J3 A4.2, A7.1 the chained visit’s submarine bonus is compulsory like any visit’s: skip is refused (NOT_OPTIONAL)', () => {
      const a = visit(base(['J3'], { submarine: 6 }), 1, 'gem', 6, 6);
      compulsory(a.state);
      const b = play(a.state, 0, { type: 'take', sector: 6, resource: 'book' });
      expect(b.state.steps[0]).toEqual({ kind: 'take', sectors: [6], reason: 'submarine', optional: false });
      compulsory(b.state);
      const c = play(b.state, 0, { type: 'take', sector: 6, resource: 'tool' });
      expect(c.state.stock[0]).toEqual(row({ gem: 1, book: 1, tool: 1 }));
      expect(visitEnded(c.state)).toBe(true);
    });

    it('J3 A7.1 the chained sector’s effect is compulsory: sent to the Machinery, the take, then the submarine must move', () => {
      const a = visit(base(['J3'], { submarine: 2 }), 1, 'gem', 6, 4);
      expect(eventsOf(a.events, 'jewelersChain')).toEqual([{ type: 'jewelersChain', holder: 0, face: 4, sector: 4 }]);
      compulsory(a.state); // the chain's take…
      const b = play(a.state, 0, { type: 'take', sector: 4, resource: 'tool' });
      expect(b.state.steps).toEqual([{ kind: 'submarine' }]); // …and the Machinery's effect
      compulsory(b.state);
      expect(play(b.state, 0, { type: 'submarine', sector: 6 }).state.submarine).toBe(6);
    });

    it('J3 A4.4 a chained visit to an empty sector takes nothing, as any visit (nothingToTake), and its effect still applies', () => {
      const { state, events } = visit(base(['J3'], {}, { 6: {} }), 1, 'gem', 6, 6);
      expect(eventsOf(events, 'nothingToTake')).toEqual([{ type: 'nothingToTake', holder: 0, sector: 6 }]);
      expect(eventsOf(events, 'effectSkipped')).toEqual([]);
      expect(visitEnded(state)).toBe(true);
      // An empty Machinery with the submarine beside it: no take, no bonus, but the submarine must move.
      const m = visit(base(['J3'], { submarine: 4 }, { 4: {} }), 1, 'gem', 6, 4);
      expect(types(m.events).slice(-2)).toEqual(['jewelersChain', 'nothingToTake']);
      expect(m.state.steps).toEqual([{ kind: 'submarine' }]);
      compulsory(m.state);
    });
  });
});

describe('L Library', () => {
  describe('L1 roll; on 5 or 6 take one resource from any other district (not the Black Market)', () => {
    rolls('L1', 2, 'book', [5, 6], { kind: 'take', sectors: [1, 3, 4, 5], reason: 'L1', optional: false });

    it('L1 success: take from another district; not the Black Market nor this Library', () => {
      const a = visit(base(['L1']), 2, 'book', 6);
      expect(refuse(a.state, 0, { type: 'take', sector: 6, resource: 'gem' })).toBe('SECTOR_NOT_ALLOWED');
      expect(refuse(a.state, 0, { type: 'take', sector: 2, resource: 'book' })).toBe('SECTOR_NOT_ALLOWED');
      expect(refuse(a.state, 0, { type: 'take', sector: 4, resource: 'gem' })).toBe('NO_SUCH_RESOURCE');
      const b = play(a.state, 0, { type: 'take', sector: 4, resource: 'tool' });
      expect(b.state.stock[0]).toEqual(row({ book: 1, tool: 1 }));
      expect(onSector(b.state, 4, 'tool')).toBe(4);
    });

    it('L1 A7.1 the resource must be taken: skip is refused (NOT_OPTIONAL)', () => {
      compulsory(visit(base(['L1']), 2, 'book', 5).state);
    });

    it('L1 A7.1 skipped automatically when no other district is in play', () => {
      const stacks = withTop('L1').map((x, i) => (i === 1 ? x : []));
      const s = base(['L1'], { stacks, dice: dice({ 2: 2, 6: 5 }) }, { 1: {}, 3: {}, 4: {}, 5: {}, 6: { book: 3 } });
      const { state, events } = visit(s, 2, 'book', 6);
      expect(eventsOf(events, 'effectSkipped')).toEqual([{ type: 'effectSkipped', step: 'L1', why: 'noTarget' }]);
      expect(visitEnded(state)).toBe(true);
    });
  });

  describe('L2 move one resource from this Library to the Black Market', () => {
    it('L2 move a book to the Black Market', () => {
      const a = visit(base(['L2']), 2, 'book');
      expect(a.state.steps[0]).toEqual({ kind: 'move', from: 2, to: [6], reason: 'L2' });
      const b = play(a.state, 0, { type: 'move', from: 2, to: 6, resource: 'book' });
      expect(b.events).toEqual([{ type: 'resourceMoved', from: 2, to: 6, resource: 'book' }]);
      expect(onSector(b.state, 2, 'book')).toBe(3);
      expect(onSector(b.state, 6, 'book')).toBe(4);
      expect(visitEnded(b.state)).toBe(true);
    });

    it('L2 rejections: SECTOR_NOT_ALLOWED elsewhere than Library → Black Market, NO_SUCH_RESOURCE', () => {
      const s = visit(base(['L2']), 2, 'book').state;
      expect(refuse(s, 0, { type: 'move', from: 2, to: 3, resource: 'book' })).toBe('SECTOR_NOT_ALLOWED');
      expect(refuse(s, 0, { type: 'move', from: 1, to: 6, resource: 'gem' })).toBe('SECTOR_NOT_ALLOWED');
      expect(refuse(s, 0, { type: 'move', from: 2, to: 6, resource: 'gem' })).toBe('NO_SUCH_RESOURCE');
    });

    it('L2 A7.1 the move must be made: skip is refused (NOT_OPTIONAL)', () => {
      compulsory(visit(base(['L2']), 2, 'book').state);
    });

    it('L2 A7.1 skipped automatically when the Library is empty', () => {
      const { events } = visit(base(['L2'], {}, { 2: { book: 1 } }), 2, 'book');
      expect(eventsOf(events, 'effectSkipped')).toEqual([{ type: 'effectSkipped', step: 'L2', why: 'noTarget' }]);
    });
  });

  describe('L3 if this is the second die you took this round, take one more resource from this Library', () => {
    it('L3 the second die: one more resource from this Library', () => {
      const s = base(['L3'], { visitsMade: 3, dice: dice({ 1: 1, 2: 1, 6: 2 }) }); // each seat took one die: seat 0 takes its second
      expect(actor(s)).toBe(0);
      const a = visit(s, 2, 'book');
      expect(a.state.steps[0]).toEqual({ kind: 'take', sectors: [2], reason: 'L3', optional: false });
      const b = play(a.state, 0, { type: 'take', sector: 2, resource: 'book' });
      expect(b.state.stock[0]).toEqual(row({ book: 2 }));
    });

    it('L3 the first die: nothing more', () => {
      const { state, events } = visit(base(['L3']), 2, 'book');
      expect(visitEnded(state)).toBe(true);
      expect(state.stock[0]).toEqual(row({ book: 1 }));
      expect(types(events)).toEqual(['dieTaken', 'resourceTaken']);
    });

    it('L3 A7.1 the extra resource must be taken: skip is refused (NOT_OPTIONAL)', () => {
      compulsory(visit(base(['L3'], { visitsMade: 3, dice: dice({ 1: 1, 2: 1, 6: 2 }) }), 2, 'book').state);
    });
  });
});

describe('I Inn', () => {
  describe('I1 roll; on 1–4 advance the clock one space (A6.5)', () => {
    for (let face = 1; face <= 6; face++) {
      const win = face <= 4;
      it(`I1 roll ${face}: the hand ${win ? 'advances one space' : 'stays'}`, () => {
        const { state, events } = visit(base(['I1'], { clock: 6 }), 3, 'provisions', face);
        expect(eventsOf(events, 'effectRoll')).toEqual([{ type: 'effectRoll', holder: 0, tile: 'I1', face, success: win }]);
        expect(state.clock).toBe(win ? 7 : 6);
        expect(eventsOf(events, 'inventory')).toEqual([]); // 7 is an Inventory: not triggered
        expect(visitEnded(state)).toBe(true);
      });
    }
  });

  describe('I2 move one resource from the Black Market to any district except the Inn', () => {
    it('I2 move a gem from the Black Market to the Library', () => {
      const a = visit(base(['I2']), 3, 'provisions');
      expect(a.state.steps[0]).toEqual({ kind: 'move', from: 6, to: [1, 2, 4, 5], reason: 'I2' });
      const b = play(a.state, 0, { type: 'move', from: 6, to: 2, resource: 'gem' });
      expect(onSector(b.state, 6, 'gem')).toBe(2);
      expect(onSector(b.state, 2, 'gem')).toBe(1);
      expect(b.events).toEqual([{ type: 'resourceMoved', from: 6, to: 2, resource: 'gem' }]);
    });

    it('I2 rejections: SECTOR_NOT_ALLOWED to the Inn, to the Black Market, or from a district', () => {
      const s = visit(base(['I2']), 3, 'provisions').state;
      expect(refuse(s, 0, { type: 'move', from: 6, to: 3, resource: 'gem' })).toBe('SECTOR_NOT_ALLOWED');
      expect(refuse(s, 0, { type: 'move', from: 6, to: 6, resource: 'gem' })).toBe('SECTOR_NOT_ALLOWED');
      expect(refuse(s, 0, { type: 'move', from: 3, to: 1, resource: 'provisions' })).toBe('SECTOR_NOT_ALLOWED');
    });

    it('I2 A7.1 the move must be made: skip is refused (NOT_OPTIONAL)', () => {
      compulsory(visit(base(['I2']), 3, 'provisions').state);
    });

    it('I2 A7.1 skipped automatically when the Black Market is empty', () => {
      const { events } = visit(base(['I2'], {}, { 6: {} }), 3, 'provisions');
      expect(eventsOf(events, 'effectSkipped')).toEqual([{ type: 'effectSkipped', step: 'I2', why: 'noTarget' }]);
    });
  });

  describe('I3 change the value of any one die still in a sector and place it by its new sector', () => {
    const pending = (patch: Partial<AtlandiceState> = {}) => visit(base(['I3'], patch), 3, 'provisions').state;

    it('I3 a die by the Forge becomes a 2: it moves beside the Library', () => {
      const s = pending();
      expect(s.steps[0]).toEqual({ kind: 'setDie' });
      const { state, events } = play(s, 0, { type: 'setDie', sector: 5, value: 2 });
      expect(events).toEqual([{ type: 'dieChanged', from: 5, value: 2, to: 2 }]);
      expect(state.dice).toEqual(dice({ 1: 1, 2: 2, 4: 1, 6: 2 }));
    });

    it('I3 a 6 goes beside the Black Market, a Black Market die may become a district’s', () => {
      const a = play(pending(), 0, { type: 'setDie', sector: 1, value: 6 });
      expect(a.state.dice).toEqual(dice({ 2: 1, 4: 1, 5: 1, 6: 3 }));
      const b = play(pending(), 0, { type: 'setDie', sector: 6, value: 3 });
      expect(b.state.dice).toEqual(dice({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1 }));
    });

    it('I3 A3.1 placement: a face of an exhausted category goes beside the Black Market', () => {
      const stacks = withTop('I3').map((x, i) => (i === 1 ? [] : x));
      const s = pending({ stacks, tilesLost: ['L1', 'L2', 'L3'], sectors: board({ ...FULL, 2: {}, 6: { ...BM, book: 0 } }), dice: dice({ 1: 1, 3: 1, 4: 1, 5: 1, 6: 3 }) });
      const { state, events } = play(s, 0, { type: 'setDie', sector: 5, value: 2 });
      expect(events).toEqual([{ type: 'dieChanged', from: 5, value: 2, to: 6 }]);
      expect(state.dice).toEqual(dice({ 1: 1, 4: 1, 6: 4 }));
    });

    it('I3 [D] DIE_UNCHANGED: the new value must move the die; NO_DIE_THERE: only a die still in a sector', () => {
      const s = pending();
      expect(refuse(s, 0, { type: 'setDie', sector: 5, value: 5 })).toBe('DIE_UNCHANGED');
      expect(refuse(s, 0, { type: 'setDie', sector: 6, value: 6 })).toBe('DIE_UNCHANGED');
      expect(refuse(s, 0, { type: 'setDie', sector: 3, value: 1 })).toBe('NO_DIE_THERE'); // the Inn's die was just taken
      expect(refuse(s, 0, { type: 'submarine', sector: 1 })).toBe('WRONG_DECISION');
      expect(atlandice.legalActions(s, 0)).toHaveLength(5 * 5); // 5 sectors with a die × 5 new faces; no skip (A7.1)
    });

    it('I3 A7.1 a die must be changed: skip is refused (NOT_OPTIONAL)', () => {
      compulsory(pending());
    });
  });
});

describe('M Machinery', () => {
  for (const tile of ['M1', 'M2', 'M3'] as const) {
    it(`${tile} move the submarine from its sector to another sector`, () => {
      const a = visit(base([tile], { submarine: 2 }), 4, 'tool');
      expect(a.state.steps[0]).toEqual({ kind: 'submarine' });
      expect(atlandice.legalActions(a.state, 0)).toEqual([1, 3, 4, 5, 6].map((x) => ({ type: 'submarine', sector: x })));
      const b = play(a.state, 0, { type: 'submarine', sector: 6 });
      expect(b.events).toEqual([{ type: 'submarineMoved', from: 2, to: 6 }]);
      expect(b.state.submarine).toBe(6);
      expect(visitEnded(b.state)).toBe(true);
    });
  }

  it('M1–M3 [ruling] the submarine may go to an exhausted district', () => {
    const stacks = withTop('M1').map((x, i) => (i === 0 ? [] : x));
    const a = visit(base(['M1'], { stacks, tilesLost: ['J1', 'J2', 'J3'], submarine: 2, dice: dice({ 2: 1, 3: 1, 4: 1, 5: 1, 6: 3 }) }, { 1: {}, 6: { ...BM, gem: 0 } }), 4, 'tool');
    expect(atlandice.legalActions(a.state, 0)).toContainEqual({ type: 'submarine', sector: 1 });
    expect(play(a.state, 0, { type: 'submarine', sector: 1 }).state.submarine).toBe(1);
  });

  it('M1–M3 SUBMARINE_ALREADY_THERE: it must move to another sector', () => {
    const s = visit(base(['M2'], { submarine: 2 }), 4, 'tool').state;
    expect(refuse(s, 0, { type: 'submarine', sector: 2 })).toBe('SUBMARINE_ALREADY_THERE');
  });

  it('M1–M3 moving it to the visited sector gives no extra resource this visit', () => {
    const a = visit(base(['M1'], { submarine: 2 }), 4, 'tool');
    const b = play(a.state, 0, { type: 'submarine', sector: 4 });
    expect(b.state.submarine).toBe(4);
    expect(b.state.stock[0]).toEqual(row({ tool: 1 }));
    expect(visitEnded(b.state)).toBe(true);
    expect(b.state.visitsMade).toBe(1);
  });

  it('M1–M3 A7.1 the submarine must be moved: skip is refused (NOT_OPTIONAL)', () => {
    compulsory(visit(base(['M3'], { submarine: 2 }), 4, 'tool').state);
  });
});

describe('F Forge', () => {
  describe('F1 roll; on 2, 4 or 6 take one more resource from this Forge', () => {
    rolls('F1', 5, 'weapon', [2, 4, 6], { kind: 'take', sectors: [5], reason: 'F1', optional: false });

    it('F1 success: one more from the Forge; A7.1 it must be taken (skip: NOT_OPTIONAL)', () => {
      const a = visit(base(['F1']), 5, 'weapon', 2);
      const b = play(a.state, 0, { type: 'take', sector: 5, resource: 'weapon' });
      expect(held(b.state, 0, 'weapon')).toBe(2);
      compulsory(a.state);
    });
  });

  describe('F2 move one resource from this Forge to another district', () => {
    it('F2 move a weapon to the Inn', () => {
      const a = visit(base(['F2']), 5, 'weapon');
      expect(a.state.steps[0]).toEqual({ kind: 'move', from: 5, to: [1, 2, 3, 4], reason: 'F2' });
      const b = play(a.state, 0, { type: 'move', from: 5, to: 3, resource: 'weapon' });
      expect(onSector(b.state, 5, 'weapon')).toBe(3);
      expect(onSector(b.state, 3, 'weapon')).toBe(1);
    });

    it('F2 rejections: SECTOR_NOT_ALLOWED to the Black Market or the Forge itself', () => {
      const s = visit(base(['F2']), 5, 'weapon').state;
      expect(refuse(s, 0, { type: 'move', from: 5, to: 6, resource: 'weapon' })).toBe('SECTOR_NOT_ALLOWED');
      expect(refuse(s, 0, { type: 'move', from: 5, to: 5, resource: 'weapon' })).toBe('SECTOR_NOT_ALLOWED');
      expect(refuse(s, 0, { type: 'move', from: 5, to: 1, resource: 'gem' })).toBe('NO_SUCH_RESOURCE');
    });

    it('F2 A7.1 the move must be made (skip: NOT_OPTIONAL); skipped automatically when the Forge is empty', () => {
      compulsory(visit(base(['F2']), 5, 'weapon').state);
      const { events } = visit(base(['F2'], {}, { 5: { weapon: 1 } }), 5, 'weapon');
      expect(eventsOf(events, 'effectSkipped')).toEqual([{ type: 'effectSkipped', step: 'F2', why: 'noTarget' }]);
    });
  });

  describe('F3 roll; on 6 take one resource from the Black Market', () => {
    rolls('F3', 5, 'weapon', [6], { kind: 'take', sectors: [6], reason: 'F3', optional: false });

    it('F3 success: take from the Black Market, not from the Forge', () => {
      const a = visit(base(['F3']), 5, 'weapon', 6);
      expect(refuse(a.state, 0, { type: 'take', sector: 5, resource: 'weapon' })).toBe('SECTOR_NOT_ALLOWED');
      const b = play(a.state, 0, { type: 'take', sector: 6, resource: 'provisions' });
      expect(b.state.stock[0]).toEqual(row({ weapon: 1, provisions: 1 }));
      expect(onSector(b.state, 6, 'provisions')).toBe(2);
    });

    it('F3 A7.1 the resource must be taken (skip: NOT_OPTIONAL); skipped automatically when the Black Market is empty', () => {
      compulsory(visit(base(['F3']), 5, 'weapon', 6).state);
      const { events } = visit(base(['F3'], {}, { 6: {} }), 5, 'weapon', 6);
      expect(eventsOf(events, 'effectSkipped')).toEqual([{ type: 'effectSkipped', step: 'F3', why: 'noTarget' }]);
    });
  });
});

describe('BM the Black Market', () => {
  it('BM has no effect: no roll, no decision after the take', () => {
    const { state, events } = visit(base([]), 6, 'weapon');
    expect(types(events)).toEqual(['dieTaken', 'resourceTaken']);
    expect(visitEnded(state)).toBe(true);
  });
});
