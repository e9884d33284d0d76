/**
 * The playground's shell: the new-game form, or the game screen of the running match; and loading
 * a replay file from either.
 *
 * @module
 */
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { GAMES } from './games';
import { NewGameForm, freshSeed, rolesOf, type FormMemory } from './components/NewGameForm';
import { Table } from './components/Table';
import { loadSession, readReplayFile, type Session } from './shell/session';

/** The form's values when the page opens. */
function initialMemory(): FormMemory {
  return { game: GAMES[0]!.game.name, players: GAMES[0]!.players.default, seed: freshSeed(), roles: ['human'], speed: 'normal' };
}

/** The file input that loads a replay file (`match.save()`, `tabula play --save`). */
function Loader({ onLoad }: { onLoad(text: string): void }): ReactNode {
  const id = useId();
  const read = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void file.text().then(onLoad);
  };
  return (
    <span className="loader">
      <label htmlFor={id} className="button">
        Load replay
      </label>
      <input id={id} type="file" accept=".json,application/json" aria-label="Load replay file" onChange={read} className="visually-hidden" />
    </span>
  );
}

/** The playground. */
export function App(): ReactNode {
  const [session, setSession] = useState<Session | null>(null);
  const [memory, setMemory] = useState<FormMemory>(initialMemory);
  const [error, setError] = useState<string | null>(null);

  const load = (text: string): void => {
    const read = readReplayFile(text, GAMES);
    if (!read.ok) {
      setError(`Cannot load this file: ${read.message}`);
      return;
    }
    try {
      const roles = read.file.config.players === memory.roles.length ? rolesOf(memory.roles) : [];
      setSession(loadSession(read.ui, read.file, roles, memory.speed));
      setError(null);
    } catch (err) {
      setError(`Cannot load this file: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  const loader = <Loader onLoad={load} />;

  return (
    <div className="app">
      <header className="app-header">
        <h1>Tabula playground</h1>
        <p className="muted">Four board games on the Tabula rules engines, played in the browser from each seat’s view.</p>
      </header>
      {error && (
        <div className="message" role="alert">
          {error}
        </div>
      )}
      {session ? (
        <Table key={session.id} session={session} onNewGame={() => setSession(null)} loader={loader} />
      ) : (
        <NewGameForm
          memory={memory}
          onStart={(s, m) => {
            setMemory(m);
            setError(null);
            setSession(s);
          }}
        >
          {loader}
        </NewGameForm>
      )}
    </div>
  );
}
