/**
 * A simple Akrotiri board: the land tiles on a grid around Thera (tile, icon, cubes, temples,
 * boats), clickable cells, and plain lists: the market, the decks, the revealed goals, and each
 * seat's things as the viewer may see them (its own tile, map cards and goals; of the other seat
 * only counts and what it showed). To be replaced by a full board; the action list covers the rest.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { PROVISIONAL_COMPONENTS, type AkrotiriAction, type AkrotiriEvent, type AkrotiriView } from '@tabula/akrotiri';
import type { BoardProps } from '../types';
import { Target, seatColour, seatName, useChooser } from '../kit';
import { describeAction, dockCell, dockWords, goalWords } from './words';

const CELL = 54;
const CUBE_FILL: Readonly<Record<string, string>> = { red: '#c8414b', blue: '#2f6fd6', green: '#2a9d6f', grey: '#888' };
const ICON_FILL: Readonly<Record<string, string>> = { volcano: '#f2c2b8', lake: '#bcd6f5', forest: '#c4e3c0', mountain: '#dcdcdc' };

/** The cell a legal action points at, if any. */
function cellOf(action: AkrotiriAction): { x: number; y: number } | null {
  if ('x' in action && 'y' in action) return { x: action.x, y: action.y };
  // Thera's docks (`thera:north`, …) are Thera's targets, drawn on its first cell.
  if (action.type === 'move') return dockCell(action.to);
  if (action.type === 'placeBoat') return dockCell(action.dock);
  return null;
}

/** Whether a cell is one of Thera's four. */
const isThera = (x: number, y: number): boolean => (x === -1 || x === 0) && (y === -1 || y === 0);

/** The tiles on a grid around Thera. */
function Grid({ view, legal, act }: { view: AkrotiriView; legal: readonly AkrotiriAction[]; act(a: AkrotiriAction): void }): ReactNode {
  const chooser = useChooser<AkrotiriAction>((a) => describeAction(a, view), act, legal);
  const tiles = view.board?.tiles ?? [];
  const icons = new Map((view.components ?? PROVISIONAL_COMPONENTS).tiles.map((t) => [t.id, t.icon]));
  const targets = new Map<string, AkrotiriAction[]>();
  for (const a of legal) {
    const c = cellOf(a);
    if (!c) continue;
    const key = `${c.x},${c.y}`;
    targets.set(key, [...(targets.get(key) ?? []), a]);
  }
  const cells = [{ x: -1, y: -1 }, { x: 0, y: 0 }, ...tiles, ...[...targets.keys()].map((k) => ({ x: Number(k.split(',')[0]), y: Number(k.split(',')[1]) }))];
  const minX = Math.min(...cells.map((c) => c.x)) - 1;
  const maxX = Math.max(...cells.map((c) => c.x)) + 1;
  const minY = Math.min(...cells.map((c) => c.y)) - 1;
  const maxY = Math.max(...cells.map((c) => c.y)) + 1;
  const px = (x: number): number => (x - minX) * CELL;
  const py = (y: number): number => (y - minY) * CELL;
  const boats = (view.seats ?? []).flatMap((s, seat) => (s.boat ? [{ seat, dock: s.boat }] : []));
  const grid: ReactNode[] = [];
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const key = `${x},${y}`;
      const acts = (targets.get(key) ?? []).concat(isThera(x, y) && x === -1 && y === -1 ? legal.filter((a) => (a.type === 'move' && a.to.startsWith('thera:')) || (a.type === 'placeBoat' && a.dock.startsWith('thera:'))) : []);
      const tile = tiles.find((t) => t.x === x && t.y === y);
      const thera = isThera(x, y);
      if (!tile && !thera && acts.length === 0) continue;
      const icon = tile ? icons.get(tile.tile) : undefined;
      grid.push(
        <Target key={key} actions={acts} label={thera ? `Thera (cell ${key})` : tile ? `Tile ${tile.tile} on cell ${key}` : `Free cell ${key}`} chooser={chooser}>
          <rect x={px(x) + 1} y={py(y) + 1} width={CELL - 2} height={CELL - 2} rx={4} className={thera ? 'cell thera' : tile ? 'cell tile' : 'cell free'} style={icon ? { fill: ICON_FILL[icon] } : undefined} />
          {tile && (
            <text x={px(x) + 5} y={py(y) + 14} className="cell-label">
              {tile.tile}
            </text>
          )}
          {thera && x === -1 && y === -1 && (
            <text x={px(x) + 5} y={py(y) + 14} className="cell-label">
              Thera
            </text>
          )}
        </Target>,
      );
    }
  }
  return (
    <div className="akrotiri-grid">
      <svg viewBox={`0 0 ${(maxX - minX + 1) * CELL} ${(maxY - minY + 1) * CELL}`} role="group" aria-label="The sea and its islands" className="board-svg">
        {grid}
        {(view.cubes ?? []).map((c, i) => {
          const qx = c.quadrant.endsWith('W') ? 0.28 : 0.72;
          const qy = c.quadrant.startsWith('N') ? 0.45 : 0.8;
          return <rect key={`cube-${i}`} x={px(c.x) + qx * CELL - 4 + (i % 2)} y={py(c.y) + qy * CELL - 4} width={8} height={8} fill={CUBE_FILL[c.color] ?? '#000'} className="piece cube" />;
        })}
        {(view.temples ?? []).map((t, i) => {
          const qx = t.quadrant.endsWith('W') ? 0.3 : 0.7;
          const qy = t.quadrant.startsWith('N') ? 0.4 : 0.75;
          return <polygon key={`temple-${i}`} points={`${px(t.x) + qx * CELL},${py(t.y) + qy * CELL - 8} ${px(t.x) + qx * CELL - 7},${py(t.y) + qy * CELL + 4} ${px(t.x) + qx * CELL + 7},${py(t.y) + qy * CELL + 4}`} fill={seatColour(t.seat)} className="piece temple" />;
        })}
        {boats.map(({ seat, dock }) => {
          const c = dockCell(dock) ?? { x: dock.endsWith('south') ? 0 : -1, y: dock.endsWith('south') ? 0 : -1 };
          return <ellipse key={`boat-${seat}`} cx={px(c.x) + CELL / 2 + (seat === 0 ? -8 : 8)} cy={py(c.y) + CELL - 10} rx={9} ry={5} fill={seatColour(seat)} className="piece boat" />;
        })}
      </svg>
      {chooser.element}
    </div>
  );
}

/** The Akrotiri board. */
export function AkrotiriBoard({ view, viewer, legal, act }: BoardProps<AkrotiriView, AkrotiriAction, AkrotiriEvent>): ReactNode {
  const pending = view.pending;
  return (
    <div className="board simple-board akrotiri-board">
      <div className="board-header">
        <strong>{view.phase === 'over' ? 'Game over' : view.phase === 'setup' ? 'Setup' : `Turn ${view.turn?.number ?? ''} · ${view.turn ? seatName(view.turn.seat) : ''}`}</strong>
        {view.turn && view.phase === 'play' && (
          <span>
            {' '}
            · actions {view.turn.used}/{view.turn.allowed}
            {view.turn.sequence ? ` · ${view.turn.sequence.kind} under way` : ''}
          </span>
        )}
        {pending && <span className="pending"> · pending: {pending.kind}{'seat' in pending ? ` (${seatName(pending.seat)})` : ''}</span>}
        {view.ending && <span> · ending: {view.ending === 'lastTemple' ? 'last temple' : 'no tiles'}</span>}
      </div>
      {pending && pending.kind === 'keepGoal' && pending.drawn && (
        <div className="drawn">Goal cards drawn: {pending.drawn.map((g) => goalWords(g)).join('; ')}</div>
      )}
      <Grid view={view} legal={legal} act={act} />
      <div className="facts">
        <div>
          Market: {Object.entries(view.market ?? {}).map(([c, n]) => `${n} ${c}`).join(', ')}
        </div>
        <div>
          Decks: {view.tileDeck} tiles · maps {Object.entries(view.mapDecks ?? {}).map(([t, n]) => `${n} ${t}`).join(', ')} · {view.goalDeck} goals · discarded tiles: {(view.tileDiscards ?? []).join(', ') || 'none'}
        </div>
        {(view.revealedGoals ?? []).length > 0 && <div>Revealed goals: {view.revealedGoals.map((g) => goalWords(g)).join('; ')}</div>}
      </div>
      <div className="seat-cards">
        {(view.seats ?? []).map((s, seat) => (
          <div key={seat} className={`seat-card${(view.active ?? []).includes(seat) ? ' active' : ''}`} style={{ borderColor: seatColour(seat) }} data-seat={seat}>
            <h4 style={{ color: seatColour(seat) }}>
              {seatName(seat)}
              {seat === viewer ? ' (you)' : ''}
            </h4>
            <div>
              {s.drachmas} drachmas · {s.templesLeft} temples left · boat: {s.boat ? dockWords(s.boat) : 'not placed'} · cargo: {s.cargo.join(', ') || 'none'}
            </div>
            <div>tile in hand: {s.tile ? `tile ${s.tile}${s.tileFaceUp ? ' (shown by the Oracle)' : ''}` : s.hasTile ? 'hidden' : 'none'}</div>
            <div>
              maps: {s.maps ? (s.maps.length > 0 ? s.maps.map((m) => `map ${m}`).join(', ') : 'none') : Object.entries(s.mapCounts ?? {}).map(([t, n]) => `${n} ${t}`).join(', ')}
            </div>
            <div>excavated: {s.excavated.join(', ') || 'none'}</div>
            <div>
              goals: {s.goals ? (s.goals.length > 0 ? s.goals.map((g) => goalWords(g)).join('; ') : 'none') : `${s.goalCount} (face up: ${s.openGoals.join(', ') || 'none'})`}
            </div>
            {view.final?.[seat] && <div>final: {view.final[seat]!.total} (maps {view.final[seat]!.maps}, drachmas {view.final[seat]!.drachmas})</div>}
          </div>
        ))}
      </div>
    </div>
  );
}
