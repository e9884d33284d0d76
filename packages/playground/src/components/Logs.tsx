/**
 * The logs in words: the moves (the action log as the viewer saw it), each a link to the
 * scrubber, and the events as the viewer received them. Seats are named as everywhere in Tabula
 * ("Seat 1" for seat 0).
 *
 * @module
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { SeenAction, SeenLogEntry } from '@tabula/core';
import { seatName } from '../games/kit';

/** A sentence with its first letter in capitals. */
function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How many lines a log shows before "show all". */
const SHOWN = 150;

/** Keeps a scrolled list at its bottom when it grows. */
function useStickToBottom(length: number): RefObject<HTMLOListElement | null> {
  const ref = useRef<HTMLOListElement | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [length]);
  return ref;
}

/** Props of {@link MovesLog}. */
export interface MovesLogProps<A> {
  /** The log as the viewer saw it. */
  log: readonly SeenLogEntry<A>[];
  /** An action in words. */
  describe(action: SeenAction<A>): string;
  /** Shows the position after step `step` (1-based: after the first `step` moves). */
  onScrub(step: number): void;
  /** The step the scrubber shows, or `null` when live. */
  current: number | null;
}

/** The moves, in words; clicking one shows the position after it. */
export function MovesLog<A>({ log, describe, onScrub, current }: MovesLogProps<A>): ReactNode {
  const [all, setAll] = useState(false);
  const ref = useStickToBottom(log.length);
  const from = all ? 0 : Math.max(0, log.length - SHOWN);
  return (
    <section className="panel log moves" aria-label="Moves">
      <h3>
        Moves <span className="count">({log.length})</span>
      </h3>
      {from > 0 && (
        <button type="button" className="secondary small" onClick={() => setAll(true)}>
          Show all {log.length}
        </button>
      )}
      <ol ref={ref} start={from + 1}>
        {log.slice(from).map((entry, i) => {
          const step = from + i + 1;
          return (
            <li key={step} className={current === step ? 'current' : undefined}>
              <button type="button" className="link" onClick={() => onScrub(step)} title="Show the position after this move">
                <span className="who">{seatName(entry.seat)}</span>: {describe(entry.action)}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Props of {@link EventLog}. */
export interface EventLogProps<E> {
  /** The events as the viewer received them. */
  events: readonly E[];
  /** An event in words. */
  describe(event: E): string;
}

/** The events, in words. */
export function EventLog<E>({ events, describe }: EventLogProps<E>): ReactNode {
  const [all, setAll] = useState(false);
  const ref = useStickToBottom(events.length);
  const from = all ? 0 : Math.max(0, events.length - SHOWN);
  return (
    <section className="panel log events" aria-label="Event log">
      <h3>
        Events <span className="count">({events.length})</span>
      </h3>
      {from > 0 && (
        <button type="button" className="secondary small" onClick={() => setAll(true)}>
          Show all {events.length}
        </button>
      )}
      <ol ref={ref} start={from + 1}>
        {events.slice(from).map((event, i) => (
          <li key={from + i}>{capitalized(describe(event))}</li>
        ))}
      </ol>
    </section>
  );
}
