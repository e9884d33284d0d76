/**
 * The match and a seat as React external stores (`useSyncExternalStore`), with the same snapshot
 * on the server as in the browser (SSR-safe: the store is read, never `window`).
 *
 * @module
 */
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { BaseState, Match, MatchErrorCode, MatchSnapshot, Rejection, SeatHandle, SeatOutcome, SeatSnapshot, UndoOutcome } from '@tabula/core';
import { coalesced, type StoreOptions } from './store';

/**
 * The whole match now, redrawn after each change: for the component that owns the match (whose
 * turn it is, the result). Its `state` holds every secret: hand a seat's screen {@link useSeat}.
 */
export function useMatch<S extends BaseState, A, E>(match: Match<S, A, any, any, E, any>, options: StoreOptions = {}): MatchSnapshot<S, A, E> {
  const coalesce = options.coalesce === true;
  const subscribe = useMemo(() => (coalesce ? coalesced(match.subscribe) : match.subscribe), [match, coalesce]);
  return useSyncExternalStore(subscribe, match.getSnapshot, match.getSnapshot);
}

/** What {@link useSeat} gives a seat's screen. */
export interface SeatState<V, A, E, C extends string> {
  /** What this seat may see now: view, legal actions, events, log, undo and redo, the result. */
  readonly snapshot: SeatSnapshot<V, A, E>;
  /** Plays `action` for this seat; a refusal is also kept in {@link SeatState.refusal}. */
  act(action: A): SeatOutcome<E, C | MatchErrorCode>;
  /** Takes back this seat's last action, if it may (`snapshot.canUndo`). */
  undo(): UndoOutcome;
  /** Plays again the action this seat last undid (`snapshot.canRedo`). */
  redo(): UndoOutcome;
  /** Why the last `act`, `undo` or `redo` of this component was refused; `null` once one succeeds. */
  readonly refusal: Rejection<C | MatchErrorCode> | null;
}

/**
 * A seat's screen: its snapshot, redrawn after each change, and its own actions. Give it the
 * seat's handle (`match.seat(s)`, or `match.seat(null)` for a spectator), never the match: a
 * handle holds nothing another seat may not see.
 */
export function useSeat<S, A, V, E, C extends string>(seat: SeatHandle<S, A, V, E, C>, options: StoreOptions = {}): SeatState<V, A, E, C> {
  const coalesce = options.coalesce === true;
  const subscribe = useMemo(() => (coalesce ? coalesced(seat.subscribe) : seat.subscribe), [seat, coalesce]);
  const snapshot = useSyncExternalStore(subscribe, seat.getSnapshot, seat.getSnapshot);
  // The refusal is the handle's: a screen given another seat starts with none.
  const [last, setLast] = useState<{ seat: unknown; error: Rejection<C | MatchErrorCode> } | null>(null);
  const act = useCallback(
    (action: A) => {
      const out = seat.apply(action);
      setLast(out.ok ? null : { seat, error: out.error });
      return out;
    },
    [seat],
  );
  const undo = useCallback(() => {
    const out = seat.undo();
    setLast(out.ok ? null : { seat, error: out.error });
    return out;
  }, [seat]);
  const redo = useCallback(() => {
    const out = seat.redo();
    setLast(out.ok ? null : { seat, error: out.error });
    return out;
  }, [seat]);
  return { snapshot, act, undo, redo, refusal: last !== null && last.seat === seat ? last.error : null };
}
