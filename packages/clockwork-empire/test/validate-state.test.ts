/**
 * validateState: one test per kind of broken state it refuses (every member refuses it then:
 * `apply` with BAD_STATE, the others with a StateError), and the states it accepts.
 */
import { describe, expect, it } from 'vitest';
import { StateError } from '@tabula/core';
import { clockworkEmpire as game, PROVISIONAL_SET, validateState, type ClockworkState } from '../src/index';
import { edited, park, play, playAll, position, turnOf } from '@tabula/clockwork-empire/testing';

/** A state of play: seat 0 on the Exchange (kept a 2 of 2, 4, 5), its area action pending. */
const base = playAll(
  position(4, (s) => turnOf(s, 0, [2, 4, 5])),
  0,
  [{ type: 'keep', die: 0 }, { type: 'go' }],
).state;

/** The problems of `base` (or `from`) after `edit` on a plain copy. */
function problemsAfter(edit: (s: ClockworkState) => void, from: ClockworkState = base): { path: string; message: string }[] {
  const s = structuredClone(from) as ClockworkState;
  edit(s);
  return validateState(s);
}
const pathsAfter = (edit: (s: ClockworkState) => void, from?: ClockworkState) => problemsAfter(edit, from).map((p) => p.path);

describe('validateState', () => {
  it('accepts states of play, their JSON copies and the setup; it is the game member', () => {
    expect(validateState(base)).toEqual([]);
    expect(validateState(JSON.parse(JSON.stringify(base)))).toEqual([]);
    expect(validateState(game.setup({ players: 3, seed: 'v' }))).toEqual([]);
    expect(validateState(base)).toEqual(game.validateState(base));
  });

  it('refuses a broken state in every member: apply says BAD_STATE, the others throw a StateError', () => {
    const broken = structuredClone(base);
    broken.seats[0]!.vp = -1;
    const out = game.apply(broken, 0, { type: 'done' });
    expect(out.ok ? 'ok' : out.error.code).toBe('BAD_STATE');
    expect(() => game.view(broken, 0)).toThrow(StateError);
    expect(() => game.legalActions(broken, 0)).toThrow(StateError);
    expect(() => game.activeSeats(broken)).toThrow(StateError);
  });

  it('shape: exact key sets, missing fields, wrong types', () => {
    expect(pathsAfter((s) => delete (s as Partial<ClockworkState>).round)).toEqual(['$.round']);
    expect(pathsAfter((s) => Object.assign(s, { extra: 1 }))).toEqual(['$.extra']);
    expect(pathsAfter((s) => Object.assign(s.seats[1]!, { coins: 3 }))).toEqual(['$.seats[1].coins']);
    expect(pathsAfter((s) => Object.assign(s.turn!.steps[0]!, { hidden: true }))).toEqual(['$.turn.steps[0].hidden']);
    expect(pathsAfter((s) => ((s.seats[2] as { hand: unknown }).hand = 'P1'))).toEqual(['$.seats[2].hand']);
    expect(pathsAfter((s) => ((s.turn!.steps[0] as { kind: string }).kind = 'dance'))).toEqual(['$.turn.steps[0].kind']);
    expect(pathsAfter((s) => ((s as { slots: unknown }).slots = []))).toEqual(['$.slots']);
  });

  it('range: numbers within the rules’ bounds', () => {
    expect(pathsAfter((s) => (s.turn!.dice[1]!.face = 7))).toEqual(['$.turn.dice[1].face']);
    expect(pathsAfter((s) => (s.seats[0]!.vp = -1))).toEqual(['$.seats[0].vp']);
    expect(pathsAfter((s) => (s.round = 0))).toEqual(['$.round']);
    expect(pathsAfter((s) => (s.seats[3]!.diceInHand = 7))).toContain('$.seats[3].diceInHand');
    expect(pathsAfter((s) => (s.slots.temple[0] = { owner: 4, value: 3 }))).toContain('$.slots.temple[0].owner');
    expect(pathsAfter((s) => (s.turn!.steps = Array.from({ length: 65 }, () => ({ kind: 'gainVp' as const, n: 1 }))))).toEqual(['$.turn.steps']);
    expect(pathsAfter((s) => (s.turn!.steps = [{ kind: 'factory', built: false, maintained: false, substitute: 1e9 }]))).toContain('$.turn.steps[0].substitute');
    expect(pathsAfter((s) => (s.turn!.steps = [{ kind: 'extraSteps', n: 10 }]))).toEqual(['$.turn.steps[0].n']); // 9 at most on a loop of 10
  });

  it('C1.4, C9: reference: cards, gods and spaces exist, where they belong', () => {
    expect(pathsAfter((s) => (s.seats[0]!.pawn = 'canyon'), position(3))).toEqual(['$.seats[0].pawn']); // no Canyon with 3 players
    expect(pathsAfter((s) => s.seats[1]!.hand.push('ZZ'))).toContain('$.seats[1].hand[4]');
    expect(pathsAfter((s) => ([s.gods.temple[0], s.gods.exchange[0]] = [s.gods.exchange[0]!, s.gods.temple[0]!]))).toEqual(['$.gods.temple[0]', '$.gods.exchange[0]']);
    expect(pathsAfter((s) => ((s.turn!.steps[0] as { area: string }).area = 'factory'))).toEqual(['$.turn.steps[0].area']); // not where the pawn is
    expect(pathsAfter((s) => s.turn!.used.push('W1'))).toEqual(['$.turn.used[0]']); // not a card seat 0 built
    expect(pathsAfter((s) => (s.loop = [...s.loop].reverse()))).toEqual(['$.loop']);
  });

  it('C1.1–C1.5 conservation: resources, cards, gods and each player’s 6 dice', () => {
    expect(pathsAfter((s) => s.seats[2]!.resources[4]!++)).toEqual(['$.supply[4]']);
    expect(problemsAfter((s) => s.discard.push(s.deck[0]!))[0]).toMatchObject({ message: expect.stringContaining('each card is in one place') });
    expect(problemsAfter((s) => s.deck.pop())).toEqual([{ path: '$.deck', message: expect.stringContaining('is nowhere') }]);
    expect(pathsAfter((s) => s.gods.ruins.pop())).toEqual(['$.gods']);
    expect(pathsAfter((s) => (s.slots.fortress[0] = { owner: 2, value: 4 }))).toEqual(['$.seats[2].diceInHand']); // a 7th die
    expect(pathsAfter((s) => s.whiteDice.bridge.pop())).toEqual(['$.buybacks.bridge']); // a die gone without a buy-back
    expect(pathsAfter((s) => s.seats[1]!.gods.push('ishtar'))).toContain('$.seats[1].diceRemoved'); // a god without its removed die
  });

  it('C2, C2.1, C2.2: the pending decision: the turn’s steps answerable, the move alone and whole', () => {
    expect(pathsAfter((s) => (s.turn!.steps = []))).toEqual(['$.turn.steps']); // nothing owed, nobody over a limit
    expect(pathsAfter((s) => (s.turn!.steps = [{ kind: 'stealVp', n: 1 }]), position(4, (s) => s.seats.forEach((p) => (p.vp = 0))))).toEqual(['$.turn.steps[0]']); // no target
    const moving = position(4, (s) => turnOf(s, 0, [2, 4, 5]));
    expect(pathsAfter((s) => s.turn!.steps.push({ kind: 'gainVp', n: 1 }), moving)).toEqual(['$.turn.steps']);
    expect(pathsAfter((s) => s.turn!.dice.pop(), moving)).toEqual(['$.turn.dice']); // every die in hand is rolled
    expect(pathsAfter((s) => (s.turn!.tapSteps = 1), moving)).toEqual(['$.turn.tapSteps']); // a tap without a clockworker
    expect(pathsAfter((s) => (s.turn!.dice[1]!.placed = true), moving)).toEqual(['$.turn.dice']); // C3.1: placed only after the move
  });

  it('C1.3, C5.1, C8: the phase: the turn, the final scoring and the end as the phase says', () => {
    expect(pathsAfter((s) => (s.turn = null))).toEqual(['$.turn']);
    expect(pathsAfter((s) => (s.phase = 'over'))).toEqual(['$.turn', '$.final']);
    expect(pathsAfter((s) => (s.phase = 'mulligan'))).toEqual(['$.turn']);
    expect(pathsAfter((s) => (s.seats[1]!.vp = 50))).toEqual(['$.endTriggered']); // 50 VP triggers the end (C5.1)
  });

  // ZH 前置准备 (Setup) 6: "起始玩家将玩家标示物置于计分区域“0”上,之后依顺时针顺序放置于“1”、“2”、“3”区域上。
  // (此为起始VP…)"; 7: "…游戏开始" (the game starts). The mulligan (Setup 1) gains no VP, and the
  // end comes only with play (Goal 1: "获得50分(vp)的玩家出现后,进行完该轮则执行最终结算").
  it('C1.3, C1.6, C5.1: the mulligan is setup: each seat holds its start VP, so a seat at 50 VP there is refused', () => {
    const mulligan = [0, 1, 2].reduce((s, seat) => play(s, seat, { type: 'done' }).state, game.setup({ players: 4, seed: 'mulligan' }));
    expect([mulligan.phase, mulligan.current]).toEqual(['mulligan', 3]);
    expect(validateState(mulligan)).toEqual([]);
    // The last mulligan's `done` starts play on a state the validator accepts.
    expect(validateState(play(mulligan, 3, { type: 'done' }).state)).toEqual([]);
    const at50 = structuredClone(mulligan) as ClockworkState;
    at50.seats[1]!.vp = 50;
    expect(validateState(at50)).toEqual([{ path: '$.seats[1].vp', message: expect.stringContaining('start VP') }]);
    const out = game.apply(at50, 3, { type: 'done' });
    expect(out.ok ? 'ok' : out.error.code).toBe('BAD_STATE');
    expect(pathsAfter((s) => (s.seats[0]!.vp = 3), mulligan)).toEqual(['$.seats[0].vp']);
    expect(pathsAfter((s) => (s.seats[3]!.vp = 2), mulligan)).toEqual(['$.seats[3].vp']);
  });

  it('C9: the set: null (provisional) or a set as validated on load; schema 2 carries the provisional set', () => {
    const user = game.setup({ players: 3, seed: 'set', options: { set: { ...structuredClone(PROVISIONAL_SET), name: 'mine' } } });
    expect(validateState(user)).toEqual([]);
    expect(pathsAfter((s) => ((s.set!.cards[3] as { vp: unknown }).vp = '2'), user)).toEqual(['$.set.cards[3].vp']);
    expect(pathsAfter((s) => (s.set = { ...structuredClone(PROVISIONAL_SET) }))).toEqual(['$.set.source']); // schema 3: null
    const old = { ...structuredClone(base), schema: 2, set: structuredClone(PROVISIONAL_SET) };
    expect(validateState(old)).toEqual([]);
    expect(pathsAfter((s) => (s.set = null), old)).toEqual(['$.set']);
  });

  it('C1.8: a player over a limit is a pending decision of its own: any step may wait behind it', () => {
    const over = position(4, (s) => {
      turnOf(s, 0, [2, 4, 5]);
      s.seats[2]!.resources = [7, 0, 0, 0, 0]; // over the limit of 6
    });
    expect(game.activeSeats(over)).toEqual([2]);
    expect(validateState({ ...structuredClone(over), turn: { ...structuredClone(over.turn!), steps: [] } })).toEqual([]);
    expect(play(over, 2, { type: 'returnResource', resource: 'steel' }).state.seats[2]!.resources[0]).toBe(6);
  });
});

describe('the position builders', () => {
  it('position, edited and settle give states validateState accepts, with the bookkeeping derived', () => {
    const s = position(4, (s) => {
      turnOf(s, 1, [3], 'ruins');
      s.seats[1]!.hand = ['P1', 'G5'];
      s.seats[1]!.built = [{ cards: ['R1'], tapped: false }];
      s.seats[1]!.gods = ['sleeper'];
      s.seats[1]!.resources = [2, 0, 0, 0, 1];
      park(s, 1, 'fortress');
    });
    expect(validateState(s)).toEqual([]);
    expect(Object.isFrozen(s)).toBe(true);
    expect(s.supply).toEqual([6, 8, 8, 8, 7]); // what the players do not hold
    expect(s.gods.ruins).toEqual(['dustmother']); // the Sleeper is held
    expect(s.seats[1]!.diceRemoved).toBe(1);
    expect(s.slots.fortress).toEqual([{ owner: 1, value: 1 }, null]); // 3 white + 1 rolled + 1 removed + 1 parked
    // The cards the edit placed left their dealt places; no card is lost.
    const all = [...s.deck, ...s.discard, ...s.seats.flatMap((p) => [...p.hand, ...p.built.flatMap((b) => b.cards)])];
    expect(all.sort()).toEqual(PROVISIONAL_SET.cards.map((c) => c.id).sort());
    const next = edited(s, (x) => (x.seats[3]!.vp = 12));
    expect(validateState(next)).toEqual([]);
    expect(next.seats[3]!.vp).toBe(12);
  });

  it('a position no game could reach is refused, naming the law', () => {
    expect(() => position(4, (s) => turnOf(s, 0, [1]))).toThrow(/put the others on privilege slots \(park\)/);
    expect(() => position(4, (s) => (s.seats[0]!.resources = [9, 0, 0, 0, 0]))).toThrow(/players hold 9 steel, but there are 8/);
    expect(() => position(4, (s) => (s.seats[0]!.vp = -3))).toThrow(/\$\.seats\[0\]\.vp/);
  });
});
