import { describe, expect, expectTypeOf, it } from 'vitest';
import { CoreErrors, defineGame, isRejection, type GameErrorCode, type Rejection } from '../src/index';
import { gameProperties } from '../src/testing/index';
import { cards, cardsResample, cardsSpec, type CardsAction, type CardsEvent, type CardsState } from './cards';

const start = (players = 2): CardsState => cards.setup({ players, seed: 'events' });

/** Plays `action` for the active seat, or fails. */
function play(s: CardsState, action: CardsAction): { state: CardsState; events: CardsEvent[] } {
  const out = cards.apply(s, s.current, action);
  if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
  return out;
}

describe('the event contract: eventsFor', () => {
  const { events } = play(start(3), { type: 'draw' });
  const drew = events[0] as Extract<CardsEvent, { card: number }>;

  it('a private event reaches its audience in full', () => {
    expect(drew).toMatchObject({ type: 'drew', seat: 0, audience: [0] });
    expect(cards.eventsFor(events, 0)).toEqual(events);
  });

  it('everyone else, spectators included, gets the redacted form, which keeps the public fact', () => {
    for (const viewer of [1, 2, null]) {
      expect(cards.eventsFor(events, viewer)).toEqual([{ type: 'drew', seat: 0, audience: [0], redacted: true }]);
    }
  });

  it('public events pass as they are, in order, and nothing is dropped', () => {
    const s = play(start(), { type: 'draw' }).state;
    const out = play(s, { type: 'play', card: s.hands[1]![0]! });
    expect(cards.eventsFor(out.events, 0)).toEqual(out.events);
    expect(cards.eventsFor(out.events, null)).toHaveLength(out.events.length);
  });

  it('what eventsFor returns is a fresh array, with fresh redacted events', () => {
    const seen = cards.eventsFor(events, 1);
    expect(seen).not.toBe(events);
    expect(seen[0]).not.toBe(events[0]);
    expect(cards.eventsFor(events, 1)[0]).not.toBe(seen[0]);
  });

  it('without a redactEvent, a private event shows only its type and audience', () => {
    const { redactEvent: _none, ...spec } = cardsSpec;
    const bare = defineGame(spec);
    const out = bare.apply(bare.setup({ players: 2, seed: 'bare' }), 0, { type: 'draw' });
    if (!out.ok) throw new Error(out.error.message);
    expect(bare.eventsFor(out.events, 1)).toEqual([{ type: 'drew', audience: [0], redacted: true }]);
  });

  it.each([
    ['a number', 1],
    ['an empty list', []],
    ['a seat out of range', [5]],
    ['a repeated seat', [0, 0]],
    ['-1', [-1]],
  ])('an audience that is %s is a bug in the game: INTERNAL_ERROR, never a silent leak', (_what, audience) => {
    const broken = defineGame({ ...cardsSpec, perform: (s: CardsState, seat: number, a: CardsAction, ctx: any) => ctx.emit({ type: 'drew', seat, card: 1, audience }) });
    const out = broken.apply(broken.setup({ players: 2, seed: 'x' }), 0, { type: 'draw' });
    expect(out).toMatchObject({ ok: false, error: { code: CoreErrors.INTERNAL_ERROR, message: expect.stringMatching(/audience/) } });
  });
});

describe('actions as others see them: actionFor', () => {
  it("a face-down discard names its card to the actor only", () => {
    const discard: CardsAction = { type: 'discard', card: 7 };
    expect(cards.actionFor(discard, 0, 0)).toEqual(discard);
    expect(cards.actionFor(discard, 0, 1)).toEqual({ type: 'discard', redacted: true });
    expect(cards.actionFor(discard, 0, null)).toEqual({ type: 'discard', redacted: true });
  });

  it('a public action is shown as it is', () => {
    expect(cards.actionFor({ type: 'play', card: 3 }, 1, 0)).toEqual({ type: 'play', card: 3 });
    expect(cards.actionFor({ type: 'draw' }, 0, -0)).toEqual({ type: 'draw' });
  });
});

describe('typed actions and rejection codes', () => {
  it('a typo in an action does not compile; untrusted JSON goes through parse', () => {
    const s = start();
    // @ts-expect-error: 'drwa' is not an action of the game
    const typo = cards.apply(s, 0, { type: 'drwa' });
    // Checked at run time all the same: apply never trusts its input.
    expect(typo).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    const parsed = cards.parse(JSON.parse('{"type":"discard","card":4}'));
    expect(isRejection(parsed)).toBe(false);
    if (!isRejection(parsed)) expectTypeOf(parsed).toEqualTypeOf<CardsAction>();
  });

  it('the Outcome carries the game\'s code union', () => {
    const out = cards.apply(start(), 1, { type: 'draw' });
    if (!out.ok) expectTypeOf(out.error).toEqualTypeOf<Rejection<GameErrorCode<typeof cards>>>();
    expect(out).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
  });

  it('parse returns a fresh plain object: fields are read once, own data only', () => {
    const input = { type: 'discard', card: 4 };
    const parsed = cards.parse(input);
    expect(parsed).toEqual(input);
    expect(parsed).not.toBe(input);
    expect(cards.parse(Object.create({ type: 'draw' }))).toMatchObject({ code: 'MALFORMED_ACTION' });
    // A getter is read once: what is checked, applied and logged is that one value, in a plain copy.
    let reads = 0;
    const counting = Object.defineProperty({ card: 4 }, 'type', { get: () => (reads++ === 0 ? 'discard' : 'play'), enumerable: true });
    const read = cards.parse(counting);
    expect(read).toEqual({ type: 'discard', card: 4 });
    expect(Object.getOwnPropertyDescriptor(read, 'type')).toMatchObject({ value: 'discard' });
    expect(reads).toBe(1);
  });

  it.each([
    ['a revoked Proxy', () => { const p = Proxy.revocable({ type: 'draw' }, {}); p.revoke(); return p.proxy; }],
    ['a Proxy whose traps throw', () => new Proxy({ type: 'draw' }, { ownKeys() { throw new Error('no'); } })],
    ['a throwing getter', () => Object.defineProperty({}, 'type', { get() { throw new Error('no'); }, enumerable: true })],
    ['a class instance', () => Object.assign(new (class Draw {})(), { type: 'draw' })],
    ['a cycle', () => { const a: Record<string, unknown> = { type: 'discard' }; a.card = a; return a; }],
  ])('%s as an action is MALFORMED_ACTION, never INTERNAL_ERROR or a throw', (_what, make) => {
    const s = start();
    const out = cards.apply(s, 0, make() as never);
    expect(out).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
  });
});

describe("the kit's check of what seats receive", () => {
  const configs = [{ players: 2 }, { players: 3 }];
  const run = (game: typeof cards) => {
    const prop = gameProperties(game, { configs, runs: 8, seed: 11, resample: cardsResample }).find((p) => p.name.startsWith('what a seat receives'))!;
    return () => prop.run();
  };

  it('passes a game that redacts its secrets', () => {
    expect(run(cards)).not.toThrow();
  });

  it('catches a game that forgets to redact one event', () => {
    const leaky = defineGame({ ...cardsSpec, redactEvent: (e: CardsEvent) => e });
    expect(run(leaky)).toThrow(/received different events in two states that differ only in what it cannot see/);
  });

  it('catches a game that marks a secret event public', () => {
    const leaky = defineGame({
      ...cardsSpec,
      perform(s: CardsState, seat: number, a: CardsAction, ctx: any) {
        cardsSpec.perform(s, seat, a, {
          ...ctx,
          emit: (e: CardsEvent) => {
            const { audience: _secret, ...open } = e as CardsEvent & { audience?: number[] };
            ctx.emit(open);
          },
        });
      },
    });
    expect(run(leaky)).toThrow(/received different events/);
  });

  it('catches a game that shows an actor\'s secret action to others', () => {
    const leaky = defineGame({ ...cardsSpec, redactAction: (a: CardsAction) => a });
    expect(run(leaky)).toThrow(/actionFor shows them apart .* must be redacted/);
  });
});
