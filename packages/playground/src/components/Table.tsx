/**
 * The game screen: one match of the core match store, drawn through `@tabula/react`: the viewer's
 * seat handle (`useSeat`, the changes of one task drawn once), the match's active seats
 * (`useMatch`: who must act, for the hand-over), and the bots playing by themselves (`useBots`).
 * The screen never reads the state: only the viewer's snapshot (view, legal actions, events,
 * redacted log, undo, result), the active seats, and, for the scrubber, the log replayed into the
 * viewer's past views.
 *
 * @module
 */
import { Component, useCallback, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import type { Seat, SeatHandle } from '@tabula/core';
import { useBots, useMatch, useSeat } from '@tabula/react';
import type { AnyGameUi } from '../games/types';
import { seatColour, seatName } from '../games/kit';
import { botKind } from '../shell/bots';
import { createTimeline } from '../shell/scrub';
import { confirmHandOver, NO_SEATING, nextSeating, type SeatRole, type Seating } from '../shell/seating';
import { replayFileName, replayFileText, SPEEDS, speedDelay, type AnyMatch, type Session } from '../shell/session';
import { ActionList } from './ActionList';
import { EventLog, MovesLog } from './Logs';

/** Offers `text` as a file download named `name`. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Who plays a seat, in words. */
function roleName(role: SeatRole | undefined): string {
  if (!role || role.kind === 'human') return 'a person';
  try {
    return botKind(role.bot).label.toLowerCase();
  } catch {
    return 'a bot';
  }
}

/** Catches a board that fails to draw, so the rest of the screen (and the action list) still works. */
class BoardBoundary extends Component<{ children: ReactNode; resetKey: unknown }, { error: Error | null; key: unknown }> {
  override state: { error: Error | null; key: unknown } = { error: null, key: undefined };
  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { error: Error | null; key: unknown }): { error: Error | null; key: unknown } | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('the board failed to draw', error, info.componentStack);
  }
  override render(): ReactNode {
    if (this.state.error) {
      return (
        <div className="board-error" role="alert">
          The board could not be drawn ({this.state.error.message}); the action list still works.
        </div>
      );
    }
    return this.props.children;
  }
}

/** The hand-over screen: nothing of any seat's view, only whom to pass the device to. */
function HandOver({ seat, onConfirm }: { seat: Seat; onConfirm(): void }): ReactNode {
  return (
    <section className="handover" role="dialog" aria-label="Hand over">
      <div data-testid="status" data-phase="handover" data-seat={seat} className="status">
        Pass the device to <strong style={{ color: seatColour(seat) }}>{seatName(seat)}</strong>
      </div>
      <p>
        It is {seatName(seat)}’s turn. {seatName(seat)}: make sure nobody else can see the screen, then show your view.
      </p>
      <button type="button" className="primary" onClick={onConfirm}>
        I am {seatName(seat)}: show my view
      </button>
    </section>
  );
}

/** Props of {@link SeatScreen}. */
interface SeatScreenProps {
  ui: AnyGameUi;
  match: AnyMatch;
  handle: SeatHandle<any, any, any, any, string>;
  roles: readonly SeatRole[];
}

/** What one viewer sees and does: the board, the choices, undo and redo, the scrubber, the logs, the result. */
function SeatScreen({ ui, match, handle, roles }: SeatScreenProps): ReactNode {
  const seat = useSeat(handle, { coalesce: true });
  const snap = seat.snapshot;
  const viewer = handle.viewer;
  const [scrub, setScrub] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const timeline = useMemo(() => createTimeline(ui.game, match.config), [ui, match]);
  const length = snap.log.length;
  const step = scrub !== null && scrub < length ? scrub : null;
  const past = useMemo(() => (step === null ? null : timeline.at(match.log, step, viewer)), [timeline, match, step, viewer, snap.version]);

  const view = past ? past.view : snap.view;
  const legal = past ? [] : snap.legalActions;
  const lastEvents = past ? past.lastEvents : snap.lastEvents;
  const events = past ? past.events : snap.events;
  const over = past ? past.over : snap.over;
  const result = past ? past.result : snap.result;

  const { act: play, undo: undoSeat, redo: redoSeat } = seat;
  const act = useCallback(
    (action: unknown) => {
      const out = play(action);
      setMessage(out.ok ? null : `Refused: ${out.error.code}: ${out.error.message}`);
    },
    [play],
  );
  const describeAction = useCallback((a: unknown) => ui.describeAction(a, view), [ui, view]);
  const describeEvent = useCallback((e: unknown) => ui.describeEvent(e, view), [ui, view]);
  const undo = (): void => {
    const out = undoSeat();
    setMessage(out.ok ? null : `Cannot undo: ${out.error.message}`);
  };
  const redo = (): void => {
    const out = redoSeat();
    setMessage(out.ok ? null : `Cannot redo: ${out.error.message}`);
  };

  const active = match.getSnapshot().activeSeats;
  const phase = past ? 'past' : snap.over ? 'over' : snap.active ? 'act' : 'wait';
  const who = active.map((s) => `${seatName(s)} (${roleName(roles[s])})`).join(', ');
  const status = past
    ? `Showing the position after move ${step} of ${length}${viewer === null ? ', as a spectator' : `, as ${seatName(viewer)} saw it`}`
    : snap.over
      ? 'The game is over'
      : snap.active
        ? `${seatName(viewer!)}, your turn: choose on the board or in the list`
        : `${viewer === null ? 'Spectating' : `${seatName(viewer)}: waiting`}: ${who || 'nobody'} to act`;
  const Board = ui.Board;
  return (
    <div className="seat-screen">
      <div className="status-row">
        <div data-testid="status" data-phase={phase} data-version={snap.version} data-viewer={viewer === null ? 'spectator' : String(viewer)} className={`status ${phase}`} role="status">
          {viewer !== null && <span className="badge" style={{ background: seatColour(viewer) }}>{seatName(viewer)}</span>}
          {viewer === null && <span className="badge spectator">Spectator</span>}
          {status}
        </div>
        <div className="undo-redo">
          <button type="button" onClick={undo} disabled={past !== null || !snap.canUndo} aria-label="Undo">
            ↶ Undo
          </button>
          <button type="button" onClick={redo} disabled={past !== null || !snap.canRedo} aria-label="Redo">
            ↷ Redo
          </button>
        </div>
      </div>
      {message && (
        <div className="message" role="alert">
          {message}
        </div>
      )}
      {over && result && (
        <div className="result" data-testid="result" data-scores={JSON.stringify(result.scores)} data-winners={JSON.stringify(result.winners)} data-neutral={result.neutral === undefined ? '' : String(result.neutral)}>
          <strong>Game over.</strong> {result.winners.length > 0 ? `Won by ${result.winners.map(seatName).join(' and ')}.` : 'No winner.'} Scores:{' '}
          {result.scores.map((s, i) => `${seatName(i)} ${s}`).join(', ')}
          {result.neutral !== undefined ? `, neutral player ${result.neutral}` : ''}.
        </div>
      )}
      <div className="scrubber" data-testid="scrubber">
        <button type="button" className="small" aria-label="First position" onClick={() => setScrub(0)} disabled={length === 0 || step === 0}>
          «
        </button>
        <button type="button" className="small" aria-label="Previous move" onClick={() => setScrub(Math.max(0, (step ?? length) - 1))} disabled={length === 0 || step === 0}>
          ◀
        </button>
        <input type="range" min={0} max={length} value={step ?? length} aria-label="Position in the game" onChange={(e) => setScrub(Number(e.target.value))} disabled={length === 0} />
        <button type="button" className="small" aria-label="Next move" onClick={() => setScrub(step === null ? null : step + 1)} disabled={step === null}>
          ▶
        </button>
        <button type="button" className="small" aria-label="Back to the live game" onClick={() => setScrub(null)} disabled={step === null}>
          Live
        </button>
        <span className="muted">
          {step === null ? `move ${length} (live)` : `move ${step} of ${length}`}
        </span>
      </div>
      <div className="play-area">
        <div className="board-area">
          <BoardBoundary resetKey={view}>
            <Board view={view} viewer={viewer} legal={legal} act={act} lastEvents={lastEvents} />
          </BoardBoundary>
        </div>
        <aside className="side">
          {!past && <ActionList legal={legal} describe={describeAction} act={act} words={ui.words} view={view} />}
          <MovesLog log={past ? past.log : snap.log} describe={describeAction} onScrub={(s) => setScrub(s)} current={step} />
          <EventLog events={events} describe={describeEvent} />
        </aside>
      </div>
    </div>
  );
}

/** Props of {@link Table}. */
export interface TableProps {
  /** The match and its seats. */
  session: Session;
  /** Goes back to the new-game form. */
  onNewGame(): void;
  /** The control that loads a replay file. */
  loader?: ReactNode;
}

/** The game screen for a session: the toolbar, the bots' loop, the hand-over, and the viewer's screen. */
export function Table({ session, onNewGame, loader }: TableProps): ReactNode {
  const { ui, match, roles } = session;
  const overall = useMatch(match, { coalesce: true });
  const [seating, setSeating] = useState<Seating>(NO_SEATING);
  const [speed, setSpeed] = useState(session.speed);
  const [paused, setPaused] = useState(false);

  // Who sits at the screen follows the match: derived during render, so that no frame shows a
  // view before its hand-over.
  const seated = nextSeating(seating, roles, overall.activeSeats, overall.over);
  if (seated !== seating) setSeating(seated);

  // The bots play while a bot's seat is active, one action after each pause at the chosen speed
  // (all until a person must act at the instant speed). Leaving the game or pausing stops them
  // after the bot thinking now answers (its answer is dropped).
  const bots = useBots(match, { delayMs: speedDelay(speed), paused });
  const error = bots.error ? `A bot failed: ${bots.error.message}` : null;

  const save = (): void => {
    const file = match.save();
    download(replayFileName(file), replayFileText(file));
  };

  return (
    <div className="table">
      <div className="toolbar">
        <h2>
          {ui.title} <span className="muted">· {match.config.players} players · seed “{match.config.seed}”</span>
        </h2>
        <div className="tools">
          <button type="button" onClick={onNewGame}>
            New game
          </button>
          <button type="button" onClick={save}>
            Save replay
          </button>
          {loader}
          {roles.some((r) => r.kind === 'bot') && (
            <>
              <label>
                Bot speed{' '}
                <select aria-label="Bot speed" value={speed} onChange={(e) => setSpeed(e.target.value)}>
                  {SPEEDS.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <input type="checkbox" checked={paused} onChange={(e) => setPaused(e.target.checked)} /> Pause bots
              </label>
            </>
          )}
        </div>
      </div>
      {error && (
        <div className="message" role="alert">
          {error}
        </div>
      )}
      {seated.handOverTo !== null ? (
        <HandOver seat={seated.handOverTo} onConfirm={() => setSeating(confirmHandOver(seated))} />
      ) : (
        <SeatScreen key={seated.viewer === null ? 'spectator' : seated.viewer} ui={ui} match={match} handle={match.seat(seated.viewer)} roles={roles} />
      )}
    </div>
  );
}
