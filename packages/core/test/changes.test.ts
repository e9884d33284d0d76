/**
 * `applyMode: 'copy'`: the rules run on a plain copy and what they changed is written into an
 * immer draft. The next state must be exactly what the rules made, frozen, sharing every part
 * left equal, and never aliasing the private copy.
 */
import fc from 'fast-check';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { changesBetween, copyState, DELETED, equalState, writeChanges } from '../src/changes';
import { CoreErrors, defineGame, forceDraws, randomBot, type GameSpec } from '../src/index';
import { pig, pigSpec, type PigAction, type PigEvent, type PigOptions, type PigState, type PigView } from './pig';

type Node = Record<string, unknown> | unknown[];
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;

/** The next state the way `apply` makes it in `'copy'` mode. */
const next = <T extends object>(base: T, work: T): T => produce(base, (draft) => writeChanges(draft, changesBetween(base, work)));

/** Every object and array inside `v`, `v` included. */
function nodes(v: unknown, out = new Set<unknown>()): Set<unknown> {
  if (isNode(v)) {
    out.add(v);
    for (const x of Object.values(v)) nodes(x, out);
  }
  return out;
}

/** Whether every object and array inside `v` is frozen. */
const deepFrozen = (v: unknown): boolean => [...nodes(v)].every((n) => Object.isFrozen(n));

/**
 * The parts of `before` that `after` must share: walking both at the same places, an equal part
 * is the same object; an array whose length changed shares its equal elements at the start and
 * at the end. Returns the paths where that fails.
 */
function unshared(before: unknown, after: unknown, path = '$', out: string[] = []): string[] {
  if (!isNode(before) || !isNode(after)) return out;
  if (equalState(before, after)) {
    if (before !== after) out.push(path);
    return out;
  }
  if (Array.isArray(before) !== Array.isArray(after)) return out;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      before.forEach((b, i) => unshared(b, after[i], `${path}[${i}]`, out));
      return out;
    }
    const most = Math.min(before.length, after.length);
    let head = 0;
    while (head < most && equalState(before[head], after[head])) unshared(before[head], after[head], `${path}[${head++}]`, out);
    for (let t = 0; t < most - head && equalState(before[before.length - 1 - t], after[after.length - 1 - t]); t++) {
      unshared(before[before.length - 1 - t], after[after.length - 1 - t], `${path}[-${t + 1}]`, out);
    }
    return out;
  }
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  for (const key of Object.keys(a)) if (key in b) unshared(a[key], b[key], `${path}.${key}`, out);
  return out;
}

/** JSON values without `__proto__` keys (a state never has one: its keys are its own fields and ids). */
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constantFrom(null, true, false, 0, 1, 2), fc.integer(), fc.string({ maxLength: 3 }), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.string({ maxLength: 3 }).filter((k) => k !== '__proto__'), tie('value'), { maxKeys: 5 }),
})) as { value: fc.Arbitrary<unknown>; object: fc.Arbitrary<Record<string, unknown>> };

/** One edit of a copy, at a place chosen by `at` (indices taken modulo what is there). */
interface Edit {
  at: number[];
  op: 'set' | 'delete' | 'push' | 'pop' | 'shift' | 'unshift' | 'splice';
  value: unknown;
  n: number;
}
const edit: fc.Arbitrary<Edit> = fc.record({
  at: fc.array(fc.nat(), { maxLength: 4 }),
  op: fc.constantFrom('set', 'delete', 'push', 'pop', 'shift', 'unshift', 'splice'),
  value: json.value,
  n: fc.nat(4),
});

/** Applies `e` to `root` in place (a plain copy): it goes down `e.at` while it finds objects. */
function applyEdit(root: Record<string, unknown>, e: Edit): void {
  let node: Node = root;
  for (const i of e.at) {
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const child: unknown = (node as Record<string, unknown>)[keys[i % keys.length]!];
    if (!isNode(child)) break;
    node = child;
  }
  const value = structuredClone(e.value);
  if (Array.isArray(node)) {
    if (e.op === 'push') node.push(value);
    else if (e.op === 'pop') node.pop();
    else if (e.op === 'shift') node.shift();
    else if (e.op === 'unshift') node.unshift(value);
    else if (e.op === 'splice') node.splice(e.n, 1, ...(e.n % 2 ? [value] : []));
    else if (e.op === 'delete') node.splice(e.n, 1);
    else if (node.length > 0) node[e.n % node.length] = value;
    return;
  }
  const keys = Object.keys(node);
  if (e.op === 'delete' && keys.length > 0) delete node[keys[e.n % keys.length]!];
  else node[`k${e.n}`] = value;
}

describe('changes between a state and its copy', () => {
  it('written through immer, they give the copy’s content, frozen, sharing every equal part, aliasing nothing of the copy', () => {
    fc.assert(
      fc.property(json.object, fc.array(edit, { maxLength: 6 }), (raw, edits) => {
        const base = produce(raw, () => {}); // frozen, as every state
        const work = copyState(base);
        for (const e of edits) applyEdit(work as Record<string, unknown>, e);
        const result = next(base, work);
        expect(JSON.stringify(result)).toBe(JSON.stringify(work));
        expect(deepFrozen(result)).toBe(true);
        expect(unshared(base, result)).toEqual([]);
        const own = nodes(work);
        expect([...nodes(result)].filter((n) => own.has(n))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('an unchanged copy gives no change, and the state itself', () => {
    const base = produce({ a: [1, { b: 2 }], c: { d: [] } }, () => {});
    expect(changesBetween(base, copyState(base))).toEqual([]);
    expect(next(base, copyState(base))).toBe(base);
  });

  it('reports the smallest changed part: a value, a flat part whole, a deleted key, a resized array', () => {
    const base = { n: 1, flat: { x: 1, y: 2 }, deep: { inner: { z: 1 }, list: [{ a: 1 }, { a: 2 }] }, gone: 1 };
    const work: Omit<typeof base, 'gone'> & { gone?: number } = copyState(base);
    work.n = 2;
    work.flat.y = 3;
    work.deep.list.push({ a: 3 });
    delete work.gone;
    const changes = changesBetween(base, work);
    expect(changes).toEqual([
      [['n'], 2],
      [['flat'], { x: 1, y: 3 }],
      [['deep', 'list'], [{ a: 1 }, { a: 2 }, { a: 3 }]],
      [['gone'], DELETED],
    ]);
    // The resized list keeps its two old elements; the flat part is a copy, not the copy's own.
    const list = changes[2]![1] as unknown[];
    expect(list[0]).toBe(base.deep.list[0]);
    expect(list[1]).toBe(base.deep.list[1]);
    expect(changes[1]![1]).not.toBe(work.flat);
  });

  it('a shift keeps the elements after the first; a splice keeps those before and after', () => {
    const base = produce({ steps: [{ k: 'a' }, { k: 'b' }, { k: 'c' }, { k: 'd' }] }, () => {});
    const shifted = copyState(base);
    shifted.steps.shift();
    const s1 = next(base, shifted);
    expect(s1.steps.map((x) => x.k)).toEqual(['b', 'c', 'd']);
    for (let i = 0; i < 3; i++) expect(s1.steps[i]).toBe(base.steps[i + 1]);
    const spliced = copyState(base);
    spliced.steps.splice(1, 2, { k: 'x' });
    const s2 = next(base, spliced);
    expect(s2.steps.map((x) => x.k)).toEqual(['a', 'x', 'd']);
    expect([s2.steps[0], s2.steps[2]]).toEqual([base.steps[0], base.steps[3]]);
    expect(s2.steps[0]).toBe(base.steps[0]);
    expect(s2.steps[2]).toBe(base.steps[3]);
  });

  it('refuses anything but two states (plain objects) at the root', () => {
    expect(() => changesBetween([1], [2])).toThrow(TypeError);
    expect(() => changesBetween(null, {})).toThrow(TypeError);
  });
});

/** Secret Pig applied by copy, optionally with changes to its rules. */
function copyPig(extra: Partial<GameSpec<PigState, PigAction, PigOptions, PigView, PigEvent>> = {}) {
  return defineGame({ ...pigSpec, applyMode: 'copy', ...extra });
}

describe("applyMode: 'copy'", () => {
  const start = (seed = 'copy') => pig.setup({ players: 3, seed });

  it('plays exactly as the immer draft does: the same states and events, move by move', () => {
    const byCopy = copyPig();
    for (const seed of ['a', 'b', 'c', 'd']) {
      let a = start(seed);
      let b = start(seed);
      const bot = randomBot<PigAction>(seed);
      for (let i = 0; i < 200 && !pig.isOver(a); i++) {
        const seat = pig.activeSeats(a)[0]!;
        const action = bot(null, seat, pig.legalActions(a, seat)) as PigAction;
        const x = pig.apply(a, seat, action);
        const y = byCopy.apply(b, seat, action);
        if (!x.ok || !y.ok) throw new Error('a legal action was refused');
        expect(y.events).toEqual(x.events);
        expect(y.state).toEqual(x.state);
        expect(Object.isFrozen(y.state)).toBe(true);
        a = x.state;
        b = y.state;
      }
    }
  });

  it('keeps the parts an action left unchanged, and leaves the input untouched', () => {
    const byCopy = copyPig();
    const s = forceDraws(start(), 4);
    const before = JSON.stringify(s);
    const out = byCopy.apply(s, 0, { type: 'roll' });
    if (!out.ok) throw new Error(out.error.message);
    expect(out.state.turnTotal).toBe(4);
    expect(out.state.bonus).toBe(s.bonus);
    expect(out.state.scores).toBe(s.scores);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('applying to an older state (a branch) uses a new copy, not the kept one', () => {
    const byCopy = copyPig();
    const s = forceDraws(start(), 3);
    const first = byCopy.apply(s, 0, { type: 'roll' }); // keeps a copy of first.state
    if (!first.ok) throw new Error('refused');
    const again = byCopy.apply(s, 0, { type: 'roll' }); // s again: the kept copy is of first.state
    if (!again.ok) throw new Error('refused');
    expect(again.state).toEqual(first.state);
    const on = byCopy.apply(first.state, 0, { type: 'roll' }); // the kept copy, of a turn total of 3
    if (!on.ok) throw new Error('refused');
    const face = (on.events[0] as { face: number }).face;
    expect(on.state.turnTotal).toBe(face === 1 ? 0 : 3 + face);
  });

  it('after the rules throw half-way, the next action does not see their half-made changes', () => {
    let explode = false;
    const byCopy = copyPig({
      perform(s, seat, a, ctx) {
        if (explode) {
          s.scores[seat] = 99;
          throw new Error('boom');
        }
        pigSpec.perform(s, seat, a, ctx);
      },
    });
    const s0 = forceDraws(start(), 3);
    const s1 = byCopy.apply(s0, 0, { type: 'roll' });
    if (!s1.ok) throw new Error('refused');
    explode = true;
    const failed = byCopy.apply(s1.state, 0, { type: 'roll' });
    expect(failed).toMatchObject({ ok: false, error: { code: CoreErrors.INTERNAL_ERROR } });
    explode = false;
    const s2 = byCopy.apply(s1.state, 0, { type: 'hold' });
    if (!s2.ok) throw new Error('refused');
    expect(s2.state.scores).toEqual([3, 0, 0]);
  });

  it('a constant field is shared with the copy: replacing it works, writing into it is an INTERNAL_ERROR', () => {
    const replaces = copyPig({
      constantFields: ['bonus'],
      perform(s, seat, a, ctx) {
        pigSpec.perform(s, seat, a, ctx);
        if (a.type === 'hold') s.bonus = s.bonus.map((b) => b + 10);
      },
    });
    const s = forceDraws(start(), 4);
    const rolled = replaces.apply(s, 0, { type: 'roll' });
    if (!rolled.ok) throw new Error('refused');
    expect(rolled.state.bonus).toBe(s.bonus);
    const held = replaces.apply(rolled.state, 0, { type: 'hold' });
    if (!held.ok) throw new Error('refused');
    expect(held.state.bonus).toEqual(s.bonus.map((b) => b + 10));

    const writes = copyPig({
      constantFields: ['bonus'],
      perform(s, seat, a, ctx) {
        pigSpec.perform(s, seat, a, ctx);
        s.bonus[0] = 7;
      },
    });
    const before = JSON.stringify(s);
    expect(writes.apply(s, 0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: CoreErrors.INTERNAL_ERROR } });
    expect(JSON.stringify(s)).toBe(before);
  });
});
