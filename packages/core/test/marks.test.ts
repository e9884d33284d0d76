import { describe, expect, it } from 'vitest';
import { privateMarks } from '../src/index';

describe('privateMarks: a value on an object that only its set reads', () => {
  for (const fields of [true, false]) {
    describe(fields ? 'in a private field' : 'in the fallback map', () => {
      it('reads back what was marked, nothing on an object never marked, and the latest of two marks', () => {
        const marks = privateMarks<string>(fields);
        const view = { a: 1 };
        expect(marks.of(view)).toBeUndefined();
        expect(marks.mark(view, 'first')).toBe(view);
        expect(marks.of(view)).toBe('first');
        marks.mark(view, 'second');
        expect(marks.of(view)).toBe('second');
        expect(marks.of({ a: 1 })).toBeUndefined();
      });

      it('marks a frozen object, and an array', () => {
        const marks = privateMarks<number>(fields);
        const frozen = Object.freeze({ b: 2 });
        const list = Object.freeze([1, 2]);
        marks.mark(frozen, 7);
        marks.mark(list, 8);
        expect([marks.of(frozen), marks.of(list)]).toEqual([7, 8]);
        expect(Object.isFrozen(frozen)).toBe(true);
      });

      it('another set neither reads nor changes the mark', () => {
        const mine = privateMarks<string>(fields);
        const theirs = privateMarks<string>(fields);
        const view = { a: 1 };
        mine.mark(view, 'mine');
        expect(theirs.of(view)).toBeUndefined();
        theirs.mark(view, 'theirs');
        expect(mine.of(view)).toBe('mine');
      });

      it('is invisible to JSON, keys, spreads and structuredClone, and copies carry no mark', () => {
        const marks = privateMarks<{ secret: string }>(fields);
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
