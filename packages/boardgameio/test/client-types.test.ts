/**
 * The browser client's types and its thin game. The root typecheck (`npm run typecheck`) compiles
 * this file: each `@ts-expect-error` line must stay an error (a wrong action, a view of another
 * game), and each `expectTypeOf` must hold, so a client is typed from the game without type
 * arguments. At run time: the thin game has no rules and cannot be served.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Game as BgioGame } from 'boardgame.io';
import { atlandice, type AtlandiceAction, type AtlandiceErrorCode, type AtlandiceEvent, type AtlandiceView } from '@tabula/atlandice';
import type { survive, SurviveAction, SurviveView } from '@tabula/survive';
import { toBoardgameIO, type SeatView } from '../src/index';
import { clientGame, type ActionOf, type CodeOf, type MatchSnapshot, type SeatViewOf, type TabulaMatch, type ViewOf } from '../src/browser';
import { TabulaServer } from '../src/server';
import type { TabulaMatchState, useTabulaMatch } from '../src/react';

const thin = clientGame<typeof atlandice>('atlandice');
const full = toBoardgameIO(atlandice);

describe('types from the game, without type arguments', () => {
  it('the thin game and the full game carry the same action, view and codes', () => {
    expectTypeOf<ActionOf<typeof thin>>().toEqualTypeOf<AtlandiceAction>();
    expectTypeOf<ViewOf<typeof thin>>().toEqualTypeOf<AtlandiceView>();
    expectTypeOf<CodeOf<typeof thin>>().toEqualTypeOf<AtlandiceErrorCode>();
    expectTypeOf<ActionOf<typeof full>>().toEqualTypeOf<AtlandiceAction>();
    expectTypeOf<ViewOf<typeof full>>().toEqualTypeOf<AtlandiceView>();
    expectTypeOf<SeatViewOf<typeof thin>>().toEqualTypeOf<SeatView<AtlandiceView, AtlandiceAction, AtlandiceEvent>>();
    // Another game's types differ: a Survive client is not an Atlandice client.
    expectTypeOf<ActionOf<ReturnType<typeof clientGame<typeof survive>>>>().toEqualTypeOf<SurviveAction>();
    expectTypeOf<ViewOf<typeof thin>>().not.toEqualTypeOf<SurviveView>();
    // Any other boardgame.io game: untyped, not an error.
    expectTypeOf<ActionOf<BgioGame>>().toEqualTypeOf<unknown>();
    expect(thin.name).toBe(full.name);
  });

  it('act takes the game’s actions only; the seat view and the React state are typed', () => {
    const acts = (match: TabulaMatch<typeof thin>, state: TabulaMatchState<typeof full>) => {
      match.act({ type: 'visit', sector: 1 });
      match.act({ type: 'pass' });
      // @ts-expect-error -- not an action of Atlandice
      match.act({ type: 'fly' });
      // @ts-expect-error -- a visit names its sector
      match.act({ type: 'visit' });
      state.act({ type: 'take', sector: 2, resource: 'gem' });
      // @ts-expect-error -- not a resource of Atlandice
      state.act({ type: 'take', sector: 2, resource: 'shell' });
      // @ts-expect-error -- not an action of Atlandice
      state.act({ type: 'fly' });
      const view: AtlandiceView | null = state.view;
      const legal: AtlandiceAction[] = state.legal;
      const snapshot: MatchSnapshot<typeof thin> = match.getSnapshot();
      const seen: AtlandiceView | undefined = snapshot.seat?.view;
      // @ts-expect-error -- an Atlandice view is not a Survive view
      const wrong: SurviveView | null = state.view;
      return [view, legal, seen, wrong];
    };
    type Hook = typeof useTabulaMatch<typeof thin>;
    expectTypeOf<ReturnType<Hook>['view']>().toEqualTypeOf<AtlandiceView | null>();
    expectTypeOf<Parameters<ReturnType<Hook>['act']>[0]>().toEqualTypeOf<AtlandiceAction>();
    expect(typeof acts).toBe('function');
  });
});

describe('the thin game', () => {
  it('has no rules: act is a server-only move, setup throws, and a server refuses to serve it', () => {
    const act = (thin.moves as Record<string, { client?: boolean; move: (...args: unknown[]) => unknown }>).act!;
    expect(act.client).toBe(false);
    expect(act.move()).toBe('INVALID_MOVE');
    expect(thin.disableUndo).toBe(true);
    expect(() => thin.setup!({} as never, undefined)).toThrow(/has no rules/);
    expect(() => TabulaServer({ games: [thin], origins: [] })).toThrow(/clientGame/);
    expect(thin.ai!.enumerate({ seat: 0, view: {}, events: [], last: null, legal: [{ type: 'pass' }], active: [0], seq: 3 } as never, {} as never, '0')).toEqual([{ move: 'act', args: [{ type: 'pass' }] }]);
  });

  it('names the game the server serves, or refuses', () => {
    expect(clientGame<typeof atlandice>('atlandice').name).toBe('atlandice');
    expect(() => clientGame('')).toThrow(/name/);
  });
});
