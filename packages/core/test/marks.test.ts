import { describe, expect, it } from 'vitest';
import { frozenPart, privateMarks } from '../src/internal/index';
import { marksIn } from '../src/marks';

describe('privateMarks: a value on an object that only its set reads', () => {
  for (const fields of [true, false]) {
    describe(fields ? 'in a private field' : 'in the fallback map', () => {
      it('reads back what was marked, nothing on an object never marked, and the latest of two marks', () => {
        const marks = marksIn<string>(fields);
        const view = { a: 1 };
        expect(marks.of(view)).toBeUndefined();
        expect(marks.mark(view, 'first')).toBe(view);
        expect(marks.of(view)).toBe('first');
        marks.mark(view, 'second');
        expect(marks.of(view)).toBe('second');
        expect(marks.of({ a: 1 })).toBeUndefined();
      });

      it('marks a frozen object, and an array', () => {
        const marks = marksIn<number>(fields);
        const frozen = Object.freeze({ b: 2 });
        const list = Object.freeze([1, 2]);
        marks.mark(frozen, 7);
        marks.mark(list, 8);
        expect([marks.of(frozen), marks.of(list)]).toEqual([7, 8]);
        expect(Object.isFrozen(frozen)).toBe(true);
      });

      it('another set neither reads nor changes the mark', () => {
        const mine = marksIn<string>(fields);
        const theirs = marksIn<string>(fields);
        const view = { a: 1 };
        mine.mark(view, 'mine');
        expect(theirs.of(view)).toBeUndefined();
        theirs.mark(view, 'theirs');
        expect(mine.of(view)).toBe('mine');
        expect(theirs.of(view)).toBe('theirs');
        theirs.mark(view, 'theirs again');
        mine.mark(view, 'mine again');
        expect([mine.of(view), theirs.of(view)]).toEqual(['mine again', 'theirs again']);
      });

      it('marks only objects: of() answers undefined for anything else, mark() refuses it', () => {
        const marks = marksIn<string>(fields);
        for (const value of [null, undefined, 0, 'text', true]) {
          expect(marks.of(value as unknown as object)).toBeUndefined();
          expect(() => marks.mark(value as unknown as object, 'x')).toThrow(TypeError);
        }
      });

      it('is invisible to JSON, keys, spreads and structuredClone, and copies carry no mark', () => {
        const marks = marksIn<{ secret: string }>(fields);
        const view = marks.mark({ a: 1, list: [1] }, { secret: 'deck order' });
        expect(JSON.stringify(view)).toBe('{"a":1,"list":[1]}');
        expect(Reflect.ownKeys(view)).toEqual(['a', 'list']);
        expect(marks.of({ ...view })).toBeUndefined();
        expect(marks.of(structuredClone(view))).toBeUndefined();
        expect(marks.of(JSON.parse(JSON.stringify(view)) as object)).toBeUndefined();
      });
    });
  }
});

describe('frozenPart: a part of a view as a state built from it holds it', () => {
  it('is the part itself when it is the same part of the source state, or frozen', () => {
    const was = Object.freeze([1, 2]);
    expect(frozenPart(was, was)).toBe(was);
    const shared = Object.freeze({ a: Object.freeze([3]) });
    expect(frozenPart(shared)).toBe(shared);
    expect(frozenPart(null, undefined)).toBeNull();
    expect(frozenPart(7)).toBe(7);
  });

  it('is the part itself when it is the source state’s own, frozen or not (the identity decides)', () => {
    const was = [1, 2];
    expect(frozenPart(was, was)).toBe(was);
  });

  it('is a frozen deep copy of a part the caller may still change, which stays unfrozen', () => {
    const mine = { rows: [[1, 2], [3]] };
    const part = frozenPart(mine, Object.freeze({ rows: [[1, 2], [3]] }));
    expect(part).not.toBe(mine);
    expect(part).toEqual(mine);
    expect(Object.isFrozen(part) && Object.isFrozen(part.rows) && Object.isFrozen(part.rows[0])).toBe(true);
    expect(Object.isFrozen(mine) || Object.isFrozen(mine.rows)).toBe(false);
    mine.rows[0]![0] = 9;
    expect(part.rows[0]![0]).toBe(1);
  });
});
