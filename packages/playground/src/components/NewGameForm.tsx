/**
 * The new-game form: the game, the number of players, the seed, who plays each seat, the bots'
 * speed, and every option and variant of the game (its `GameUi.options`), each a form field: a
 * checkbox, a select, a number; JSON only for component data. Fields of one `group` are shown
 * together, folded (a table of numbers, component data); a dotted key (`tileClocks.J1`) sets a
 * field of an object option.
 *
 * @module
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { SetupError } from '@tabula/core';
import { GAMES } from '../games';
import type { AnyGameUi, OptionField } from '../games/types';
import { BOTS } from '../shell/bots';
import { defaultFormValues, exampleText, fieldApplies, parseOptions, type FormValue, type OptionError } from '../shell/options';
import type { SeatRole } from '../shell/seating';
import { SPEEDS, startSession, type Session } from '../shell/session';
import { seatName } from '../games/kit';

/** What the form remembers between games. */
export interface FormMemory {
  /** The game's name. */
  game: string;
  /** Players. */
  players: number;
  /** The seed. */
  seed: string;
  /** Each seat's role id: `human` or a bot id. */
  roles: string[];
  /** The bots' speed. */
  speed: string;
}

/** A fresh seed for a new game: the form shows it, and the game is replayable from it. */
export function freshSeed(): string {
  return `table-${Math.floor(Math.random() * 1e6)}`;
}

/** The roles of the form's role ids. */
export function rolesOf(ids: readonly string[]): SeatRole[] {
  return ids.map((id) => (id === 'human' ? { kind: 'human' } : { kind: 'bot', bot: id }));
}

/**
 * The options with dotted keys nested: `{ 'tileClocks.J1': 3 }` is `{ tileClocks: { J1: 3 } }`
 * (`undefined` stays `undefined`: no option set).
 */
export function nestOptions(options: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!options) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    const dot = key.indexOf('.');
    if (dot < 0) {
      out[key] = value;
      continue;
    }
    const head = key.slice(0, dot);
    const inner = (out[head] ?? {}) as Record<string, unknown>;
    inner[key.slice(dot + 1)] = value;
    out[head] = inner;
  }
  return out;
}

/** The fields that apply to `players`, in order, with the fields of each group gathered at the place of its first. */
function fieldRows(fields: readonly OptionField[], players: number): ({ field: OptionField } | { group: string; fields: OptionField[] })[] {
  const rows: ({ field: OptionField } | { group: string; fields: OptionField[] })[] = [];
  for (const field of fields) {
    if (!fieldApplies(field, players)) continue;
    if (field.group === undefined) {
      rows.push({ field });
      continue;
    }
    const row = rows.find((r) => 'group' in r && r.group === field.group);
    if (row && 'group' in row) row.fields.push(field);
    else rows.push({ group: field.group, fields: [field] });
  }
  return rows;
}

/** The role ids for `players` seats: seat 0 a person, the others bots, keeping earlier choices. */
function fitRoles(ids: readonly string[], players: number): string[] {
  return Array.from({ length: players }, (_, seat) => ids[seat] ?? (seat === 0 ? 'human' : 'random'));
}

/** One option field. */
function OptionInput({ field, value, onChange }: { field: OptionField; value: FormValue | undefined; onChange(value: FormValue): void }): ReactNode {
  const id = useId();
  const help = field.help ? <div className="help">{field.help}</div> : null;
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="field checkbox">
          <label htmlFor={id}>
            <input id={id} type="checkbox" name={`option-${field.key}`} checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {field.label}
          </label>
          {help}
        </div>
      );
    case 'choice':
      return (
        <div className="field">
          <label htmlFor={id}>{field.label}</label>
          <select id={id} name={`option-${field.key}`} value={typeof value === 'string' ? value : '0'} onChange={(e) => onChange(e.target.value)}>
            {field.choices.map((c, i) => (
              <option key={i} value={String(i)}>
                {c.label}
              </option>
            ))}
          </select>
          {help}
        </div>
      );
    case 'integer':
      return (
        <div className="field">
          <label htmlFor={id}>{field.label}</label>
          <input id={id} name={`option-${field.key}`} type="number" min={field.min} max={field.max} placeholder="default" value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
          {help}
        </div>
      );
    case 'json':
      return (
        <div className="field json">
          <label htmlFor={id}>{field.label}</label>
          <textarea id={id} name={`option-${field.key}`} rows={3} placeholder="default (leave empty)" value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
          {help}
          {field.example !== undefined && (
            <button type="button" className="secondary small" onClick={() => onChange(exampleText(field.example))}>
              Fill in the default data
            </button>
          )}
        </div>
      );
  }
}

/** Props of {@link NewGameForm}. */
export interface NewGameFormProps {
  /** The form's values to start from. */
  memory: FormMemory;
  /** Called with the new session when a game starts, and the values the form had. */
  onStart(session: Session, memory: FormMemory): void;
  /** Extra controls shown beside the start button (loading a replay file). */
  children?: ReactNode;
}

/** The new-game form. */
export function NewGameForm({ memory, onStart, children }: NewGameFormProps): ReactNode {
  const [gameName, setGameName] = useState(memory.game);
  const ui: AnyGameUi = GAMES.find((g) => g.game.name === gameName) ?? GAMES[0]!;
  const [players, setPlayers] = useState(Math.min(Math.max(memory.players, ui.players.min), ui.players.max));
  const [seed, setSeed] = useState(memory.seed);
  const [roles, setRoles] = useState<string[]>(fitRoles(memory.roles, players));
  const [speed, setSpeed] = useState(memory.speed);
  const [values, setValues] = useState<Record<string, FormValue>>(() => defaultFormValues(ui.options));
  const [errors, setErrors] = useState<OptionError[]>([]);
  const ids = { game: useId(), players: useId(), seed: useId(), speed: useId() };

  const chooseGame = (name: string): void => {
    const next = GAMES.find((g) => g.game.name === name) ?? GAMES[0]!;
    setGameName(next.game.name);
    const p = Math.min(Math.max(players, next.players.min), next.players.max);
    setPlayers(p);
    setRoles((r) => fitRoles(r, p));
    setValues(defaultFormValues(next.options));
    setErrors([]);
  };
  const choosePlayers = (p: number): void => {
    setPlayers(p);
    setRoles((r) => fitRoles(r, p));
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const parsed = parseOptions(ui.options, values, players);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    const options = nestOptions(parsed.options);
    const config = { players, seed: seed.trim() || freshSeed(), ...(options ? { options } : {}) };
    try {
      const session = startSession(ui, config, rolesOf(roles), speed);
      setErrors([]);
      onStart(session, { game: ui.game.name, players, seed: config.seed, roles, speed });
    } catch (err) {
      const message = err instanceof SetupError || err instanceof Error ? err.message : String(err);
      setErrors([{ key: 'setup', message: `The game refused this setup: ${message}` }]);
    }
  };

  const humans = roles.filter((r) => r === 'human').length;
  return (
    <form className="new-game" onSubmit={submit} aria-label="New game">
      <h2>New game</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={ids.game}>Game</label>
          <select id={ids.game} name="game" value={ui.game.name} onChange={(e) => chooseGame(e.target.value)}>
            {GAMES.map((g) => (
              <option key={g.game.name} value={g.game.name}>
                {g.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.players}>Players</label>
          <select id={ids.players} name="players" value={String(players)} onChange={(e) => choosePlayers(Number(e.target.value))}>
            {Array.from({ length: ui.players.max - ui.players.min + 1 }, (_, i) => ui.players.min + i).map((p) => (
              <option key={p} value={String(p)}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.seed}>Seed</label>
          <input id={ids.seed} name="seed" value={seed} onChange={(e) => setSeed(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.speed}>Bot speed</label>
          <select id={ids.speed} name="speed" value={speed} onChange={(e) => setSpeed(e.target.value)}>
            {SPEEDS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="seats">
        <legend>Seats</legend>
        {roles.map((role, seat) => (
          <label key={seat} className="seat-role">
            {seatName(seat)}{' '}
            <select
              aria-label={`${seatName(seat)} is played by`}
              name={`seat-${seat}`}
              value={role}
              onChange={(e) => setRoles((r) => r.map((x, i) => (i === seat ? e.target.value : x)))}
            >
              <option value="human">A person</option>
              {BOTS.filter((b) => b.plays(ui.game)).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <div className="help">
          {humans === 0 ? 'No person plays: you watch the bots as a spectator.' : humans === 1 ? 'One person plays against the bots.' : `Hot-seat: ${humans} people share this screen, handing it over between turns.`}
        </div>
      </fieldset>
      {ui.options.some((f) => fieldApplies(f, players)) && (
        <fieldset className="options">
          <legend>Options and variants</legend>
          {fieldRows(ui.options, players).map((row) =>
            'field' in row ? (
              <OptionInput key={`${ui.game.name}-${row.field.key}`} field={row.field} value={values[row.field.key]} onChange={(v) => setValues((old) => ({ ...old, [row.field.key]: v }))} />
            ) : (
              <details key={`${ui.game.name}-${row.group}`} className="option-group">
                <summary>{row.group}</summary>
                {row.fields.map((field) => (
                  <OptionInput key={`${ui.game.name}-${field.key}`} field={field} value={values[field.key]} onChange={(v) => setValues((old) => ({ ...old, [field.key]: v }))} />
                ))}
              </details>
            ),
          )}
        </fieldset>
      )}
      {errors.length > 0 && (
        <ul className="errors" role="alert">
          {errors.map((e) => (
            <li key={e.key}>{e.message}</li>
          ))}
        </ul>
      )}
      <div className="form-actions">
        <button type="submit" className="primary">
          Start
        </button>
        {children}
      </div>
    </form>
  );
}
