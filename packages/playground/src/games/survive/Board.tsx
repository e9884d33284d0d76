/**
 * A simple Survive board: the island as a small hex map (terrain by type, sea, the safe isles'
 * landing hexes, explorers by colour, boats, creatures), clickable hexes, and plain lists: the
 * seats with their hands as the viewer may see them, and the explorers with their values only
 * where the view shows them. To be replaced by a full board; the action list covers the rest.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { HEX_COUNT, SAFE_ISLE_HEXES, hexOf, type SurviveAction, type SurviveEvent, type SurviveView } from '@tabula/survive';
import type { BoardProps } from '../types';
import { NEUTRAL_COLOUR, Target, plural, seatColour, seatName, useChooser } from '../kit';
import { backWords, describeAction, tileWords } from './words';

const SIDE = 15;
const W = Math.sqrt(3) * SIDE;
const H = 2 * SIDE;

const TERRAIN_FILL: Readonly<Record<string, string>> = { beach: '#e8d39a', forest: '#5e9c4c', mountain: '#9a948a' };
const CREATURE_LETTER: Readonly<Record<string, string>> = { seaSerpent: 'S', shark: 'K', whale: 'W' };

/** A hex's centre on the map. */
function centre(hex: number): { x: number; y: number } {
  const [row, col] = hexOf(hex);
  return { x: W / 2 + 4 + col * W + (row % 2 === 0 ? W / 2 : 0), y: H / 2 + 4 + row * H * 0.75 };
}

/** The six corners of a pointy-top hex. */
function corners(x: number, y: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = ((60 * i - 30) * Math.PI) / 180;
    return `${(x + SIDE * Math.cos(a)).toFixed(1)},${(y + SIDE * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** The seat owning a colour. */
function ownerOf(view: SurviveView, colour: number): number {
  return view.colourOwner?.[colour] ?? colour;
}

/** The island map. */
function IslandMap({ view, legal, act }: { view: SurviveView; legal: readonly SurviveAction[]; act(a: SurviveAction): void }): ReactNode {
  const chooser = useChooser<SurviveAction>((a) => describeAction(a, view), act, legal);
  const isles = new Set(Object.values(SAFE_ISLE_HEXES).flat());
  const hexes = Array.from({ length: HEX_COUNT }, (_, hex) => hex);
  const explorersAt = new Map<number, { id: number; colour: number; value: number | null }[]>();
  (view.explorers ?? []).forEach((e, id) => {
    if (e.status === 'land' || e.status === 'boat' || e.status === 'sea') {
      const list = explorersAt.get(e.hex) ?? [];
      list.push({ id, colour: e.colour, value: e.value });
      explorersAt.set(e.hex, list);
    }
  });
  const width = W * 12 + 8;
  const height = H * 0.75 * 12 + H + 8;
  return (
    <div className="survive-map">
      <svg viewBox={`0 0 ${width} ${height}`} role="group" aria-label="The island" className="board-svg">
        {hexes.map((hex) => {
          const { x, y } = centre(hex);
          const terrain = view.terrain?.[hex] ?? null;
          const acts = legal.filter((a) => ('hex' in a && a.hex === hex) || ('to' in a && a.to === hex));
          return (
            <Target key={hex} actions={acts} label={`Hex ${hex}${terrain ? ` (${terrain})` : ' (sea)'}`} chooser={chooser}>
              <polygon points={corners(x, y)} className={`hex${terrain ? ' land' : ' sea'}${isles.has(hex) ? ' isle' : ''}`} style={terrain ? { fill: TERRAIN_FILL[terrain] } : undefined} data-hex={hex} />
            </Target>
          );
        })}
        {(view.boats ?? []).map((b, id) =>
          b.status === 'board' && b.hex !== null ? (
            <g key={`boat-${id}`} className="piece" aria-label={`boat ${id}`}>
              <rect x={centre(b.hex).x - 10} y={centre(b.hex).y + 1} width={20} height={8} rx={3} className="boat" />
            </g>
          ) : null,
        )}
        {(view.creatures ?? []).map((c, id) =>
          c.status === 'board' && c.hex !== null ? (
            <text key={`creature-${id}`} x={centre(c.hex).x + 7} y={centre(c.hex).y - 3} className={`creature ${c.kind}`}>
              {CREATURE_LETTER[c.kind] ?? '?'}
            </text>
          ) : null,
        )}
        {[...explorersAt.entries()].map(([hex, list]) =>
          list.slice(0, 3).map((e, i) => {
            const { x, y } = centre(hex);
            return <circle key={`explorer-${e.id}`} cx={x - 7 + i * 6} cy={y - 4} r={4} fill={seatColour(ownerOf(view, e.colour))} className="explorer-dot" />;
          }),
        )}
      </svg>
      {chooser.element}
    </div>
  );
}

/** The Survive board. */
export function SurviveBoard({ view, viewer, legal, act }: BoardProps<SurviveView, SurviveAction, SurviveEvent>): ReactNode {
  const seats = view.players;
  const current = view.current;
  const explorers = view.explorers ?? [];
  return (
    <div className="board simple-board survive-board">
      <div className="board-header">
        <strong>{view.phase === 'over' ? 'Game over' : view.phase === 'play' ? `Turn ${view.turn}` : view.phase === 'placeExplorers' ? 'Setup: place explorers' : 'Setup: place boats'}</strong>
        {view.phase === 'play' && (
          <span>
            {' '}
            · {seatName(current)} · step {view.step} · {plural(view.movesLeft ?? 0, 'move')} left{view.rolled ? ` · rolled ${backWords(view.rolled)}` : ''}
          </span>
        )}
        {view.pending && <span className="pending"> · pending: {view.pending.kind === 'defence' ? `defence against a ${view.pending.attack} (${view.pending.seats.map(seatName).join(', ')})` : `choose who boards boat ${view.pending.boat}`}</span>}
      </div>
      <IslandMap view={view} legal={legal} act={act} />
      <div className="seat-cards">
        {Array.from({ length: seats }, (_, seat) => {
          const colours = (view.colourOwner ?? []).flatMap((owner, c) => (owner === seat ? [c] : []));
          const hand = view.hands?.[seat];
          const saved = explorers.filter((e) => e.status === 'saved' && colours.includes(e.colour)).length;
          return (
            <div key={seat} className={`seat-card${(view.active ?? []).includes(seat) ? ' active' : ''}`} style={{ borderColor: seatColour(seat) }} data-seat={seat}>
              <h4 style={{ color: seatColour(seat) }}>
                {seatName(seat)}
                {seat === viewer ? ' (you)' : ''}
              </h4>
              <div>
                saved: {saved} · to place: {colours.map((c) => view.unplacedCounts?.[c] ?? 0).join(' + ')}
              </div>
              {colours.map((c) =>
                view.unplaced?.[c] ? (
                  <div key={c}>
                    colour {c} values to place: {view.unplaced[c]!.join(', ') || 'none'}
                  </div>
                ) : null,
              )}
              <div>
                hand:{' '}
                {hand
                  ? hand.length > 0
                    ? hand.map((t) => tileWords(t)).join('; ')
                    : 'empty'
                  : `${plural(view.handCounts?.[seat] ?? 0, 'tile')}${(view.handFaces?.[seat] ?? []).length > 0 ? ` (${(view.handFaces?.[seat] ?? []).join(', ')})` : ''}`}
              </div>
            </div>
          );
        })}
      </div>
      <details className="explorers" open>
        <summary>Explorers ({explorers.length} placed)</summary>
        <ul className="explorer-list">
          {explorers.map((e, id) => {
            const owner = ownerOf(view, e.colour);
            return (
              <li key={id} data-explorer={id} style={{ color: owner === undefined ? NEUTRAL_COLOUR : seatColour(owner) }}>
                {e.value === null ? `explorer ${id}: value hidden` : `explorer ${id}: value ${e.value}`} · {seatName(owner)} · {e.status}
                {e.status === 'saved' ? ` (${e.isle})` : e.status === 'dead' ? '' : ` on hex ${e.hex}`}
              </li>
            );
          })}
        </ul>
      </details>
    </div>
  );
}
