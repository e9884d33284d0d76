import { describe, expect, it } from 'vitest';
import { defineGame, forceDraws, SetupError } from '../src/index';
import { pig, pigSpec, type PigState } from './pig';

const start = () => pig.setup({ players: 2, seed: 'define' });

describe('defineGame', () => {
  it('setup records the game name, schema, players and RNG', () => {
    const s = start();
    expect(s).toMatchObject({ game: 'secret-pig', schema: 1, players: 2 });
    expect(Object.keys(s.rng).sort()).toEqual(['c', 's0', 's1', 's2']);
  });

  it.each([
    [{ players: 1, seed: 's' }, 'players'],
    [{ players: 5, seed: 's' }, 'players'],
    [{ players: 2.5, seed: 's' }, 'players'],
    [{ players: 2, seed: '' }, 'seed'],
    [{ players: 2 }, 'seed'],
    [{ players: 2, seed: 's', options: { target: 0 } }, 'options.target'],
  ])('setup(%j) throws a SetupError naming %s', (config, fieldName) => {
    try {
      pig.setup(config as never);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(SetupError);
      expect((err as SetupError).field).toBe(fieldName);
    }
  });

  it('apply returns the next state and events, leaving the input as it was', () => {
    const s = forceDraws(start(), 4);
    const before = JSON.stringify(s);
    const out = pig.apply(s, 0, { type: 'roll' });
    expect(out).toMatchObject({ ok: true, events: [{ type: 'rolled', seat: 0, face: 4 }] });
    expect(JSON.stringify(s)).toBe(before);
    if (out.ok) expect(out.state.turnTotal).toBe(4);
  });

  it('unchanged parts of the state keep their identity (immer)', () => {
    const s = forceDraws(start(), 4);
    const out = pig.apply(s, 0, { type: 'roll' });
    expect(out.ok && out.state.bonus).toBe(s.bonus);
  });

  it.each([
    [0, { type: 'hold' }, 'NOTHING_TO_HOLD'],
    [1, { type: 'roll' }, 'NOT_ACTIVE'],
    [2, { type: 'roll' }, 'NOT_ACTIVE'],
    [-1, { type: 'roll' }, 'NOT_ACTIVE'],
    [0, { type: 'fly' }, 'MALFORMED_ACTION'],
    [0, 'roll', 'MALFORMED_ACTION'],
    [0, null, 'MALFORMED_ACTION'],
  ])('seat %j playing %j is rejected with %s', (seat, action, code) => {
    const out = pig.apply(start(), seat, action as never); // untrusted input, on purpose
    expect(out).toMatchObject({ ok: false, error: { code } });
    if (!out.ok) expect(out.error.message.length).toBeGreaterThan(10);
  });

  it('a finished game rejects everything with GAME_OVER and has a result', () => {
    let s = forceDraws(pig.setup({ players: 2, seed: 'end', options: { target: 5 } }), 6);
    const r = pig.apply(s, 0, { type: 'roll' });
    if (!r.ok) throw new Error('roll');
    const h = pig.apply(r.state, 0, { type: 'hold' });
    if (!h.ok) throw new Error('hold');
    s = h.state;
    expect(pig.isOver(s)).toBe(true);
    expect(pig.activeSeats(s)).toEqual([]);
    expect(pig.legalActions(s, 0)).toEqual([]);
    expect(pig.apply(s, 0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    expect(pig.result(s)?.scores[0]).toBe(6 + s.bonus[0]!);
  });

  it('result is undefined until the game is over', () => {
    expect(pig.result(start())).toBeUndefined();
  });

  it('a rules bug becomes an INTERNAL_ERROR rejection, never a throw', () => {
    const buggy = defineGame({ ...pigSpec, perform: () => { throw new TypeError("cannot read properties of undefined (reading 'x')"); } });
    expect(buggy.apply(buggy.setup({ players: 2, seed: 'bug' }), 0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.stringContaining("reading 'x'") } });
  });

  it('legalActions lists only the active seat, and apply accepts what it lists', () => {
    const s = start();
    expect(pig.legalActions(s, 1)).toEqual([]);
    for (const a of pig.legalActions(s, 0)) expect(pig.apply(s, 0, a).ok).toBe(true);
  });
});

describe('view', () => {
  /** Secret Pig with a view that hands out the state's scores as they are. */
  const sharing = defineGame({ ...pigSpec, view: (st: PigState) => ({ scores: st.scores }) } as never) as unknown as {
    setup: typeof pig.setup;
    view(state: PigState, viewer: number | null): { scores: number[] };
  };

  it("is given the state itself when it is frozen through, so the game's view may share its parts", () => {
    const s = sharing.setup({ players: 2, seed: 'view' });
    expect(sharing.view(s, 0).scores).toBe(s.scores);
  });

  it('is given a frozen copy of a good state that is not frozen through: what it shares is never a part the caller may change', () => {
    const open = JSON.parse(JSON.stringify(sharing.setup({ players: 2, seed: 'view' }))) as PigState;
    const seen = sharing.view(open, 0).scores;
    expect(seen).not.toBe(open.scores);
    expect(seen).toEqual(open.scores);
    expect(Object.isFrozen(seen)).toBe(true);
    expect(Object.isFrozen(open) || Object.isFrozen(open.scores)).toBe(false); // the caller's state is left as it was
    // Frozen at the top only is not frozen through.
    const top = Object.freeze({ ...open, scores: [...open.scores] }) as PigState;
    expect(sharing.view(top, 1).scores).not.toBe(top.scores);
  });
});

describe('events', () => {
  it('an event quoting part of the state is a copy, valid after apply returns', () => {
    const quoting = defineGame({
      ...pigSpec,
      perform: (s: PigState, seat: number, a: any, ctx: any) => {
        pigSpec.perform(s, seat, a, ctx);
        ctx.emit({ type: 'scores', scores: s.scores });
      },
    });
    const out = quoting.apply(forceDraws(quoting.setup({ players: 2, seed: 'q' }), 4), 0, { type: 'roll' });
    if (!out.ok) throw new Error('roll');
    const quoted = out.events.at(-1) as unknown as { scores: number[] };
    expect(quoted.scores).toEqual([0, 0]);
    expect(quoted.scores).not.toBe(out.state.scores);
  });

  /** Pig with one extra event after each action's own. */
  const emitting = (event: unknown) =>
    defineGame({
      ...pigSpec,
      perform: (s: PigState, seat: number, a: any, ctx: any) => {
        pigSpec.perform(s, seat, a, ctx);
        ctx.emit(event);
      },
    });
  const roll = (game: ReturnType<typeof emitting>) => game.apply(forceDraws(game.setup({ players: 2, seed: 'e' }), 4), 0, { type: 'roll' });

  it('an event is copied deeply, with -0 written as 0', () => {
    const event: { type: string; list: [number, [number, { deep: string }]]; z: number; none: null } = { type: 'x', list: [1, [2, { deep: 'y' }]], z: -0, none: null };
    const out = roll(emitting(event));
    if (!out.ok) throw new Error(out.error.message);
    const copy = out.events.at(-1) as any;
    expect(copy).toEqual({ type: 'x', list: [1, [2, { deep: 'y' }]], z: 0, none: null });
    expect(Object.is(copy.z, 0)).toBe(true);
    expect(copy.list).not.toBe(event.list);
    expect(copy.list[1][1]).not.toBe(event.list[1][1]);
  });

  it('an event with a "__proto__" key (as JSON.parse makes it) keeps it as an own key', () => {
    const event = JSON.parse('{"type":"x","__proto__":{"polluted":true},"n":1}');
    const out = roll(emitting(event));
    if (!out.ok) throw new Error(out.error.message);
    const copy = out.events.at(-1) as any;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['type', '__proto__', 'n']);
    expect(JSON.stringify(copy)).toBe('{"type":"x","__proto__":{"polluted":true},"n":1}');
  });

  it.each([
    [{ type: 'x', list: [1, [2, Number.NaN]] }, 'event.list[1][1] is NaN'],
    [{ type: 'x', a: { b: [{ c: undefined }] } }, 'event.a.b[0].c is undefined'],
    [{ type: 'x', at: new Date(0) }, 'event.at is a Date'],
    [{ type: 'x', f: () => 1 }, 'event.f is function'],
  ])('an event that is not plain JSON is an INTERNAL_ERROR naming the field: %j', (event, why) => {
    const out = roll(emitting(event));
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.error.code).toBe('INTERNAL_ERROR');
      expect(out.error.message).toContain(why);
    }
  });
});
