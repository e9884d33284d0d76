import { describe, expect, it } from 'vitest';
import { actionParser, field, isRejection } from '../src/index';

const parse = actionParser({
  take: { sector: field.int(1, 6) },
  pay: { kinds: field.array(field.oneOf(['gem', 'book'] as const), 2, 2) },
  donate: { again: field.optional(field.bool()) },
  pass: {},
});

describe('actionParser', () => {
  it('accepts well-formed actions and returns typed copies', () => {
    expect(parse({ type: 'take', sector: 3 })).toEqual({ type: 'take', sector: 3 });
    expect(parse({ type: 'pay', kinds: ['gem', 'book'] })).toEqual({ type: 'pay', kinds: ['gem', 'book'] });
    expect(parse({ type: 'donate' })).toEqual({ type: 'donate' });
    expect(parse({ type: 'donate', again: true })).toEqual({ type: 'donate', again: true });
    expect(parse({ type: 'pass' })).toEqual({ type: 'pass' });
  });

  it.each([
    [null, /an action is an object/],
    [[{ type: 'pass' }], /an action is an object/],
    ['pass', /an action is an object/],
    [{}, /unknown action type nothing/],
    [{ type: 'fly' }, /unknown action type "fly": expected one of take, pay, donate, pass/],
    [{ type: 'take' }, /"take.sector" must be a whole number from 1 to 6, got nothing/],
    [{ type: 'take', sector: 7 }, /from 1 to 6, got 7/],
    [{ type: 'take', sector: 2.5 }, /got 2.5/],
    [{ type: 'take', sector: '3' }, /got "3"/],
    [{ type: 'take', sector: 3, die: 1 }, /"take" has no field "die"/],
    [{ type: 'pay', kinds: ['gem'] }, /an array of 2 to 2 items/],
    [{ type: 'pay', kinds: ['gem', 'gold'] }, /items are one of gem, book/],
    [{ type: 'donate', again: 1 }, /true or false/],
    [{ type: 'toString' }, /unknown action type "toString"/],
  ])('rejects %j with MALFORMED_ACTION', (input, message) => {
    const out = parse(input);
    expect(isRejection(out)).toBe(true);
    expect(out).toMatchObject({ code: 'MALFORMED_ACTION', message: expect.stringMatching(message) });
  });
});
