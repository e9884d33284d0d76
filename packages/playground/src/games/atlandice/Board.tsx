/**
 * The Atlandice board, drawn from a seat's view as SVG: the five districts around the Black
 * Market, each with its top tile, the tiles below (as a set: their order is secret), its
 * resources, its dice and the submarine's dock; the clock track around them with the hand; and
 * the holders' stocks, points and tiles.
 *
 * Clickable along the kit's click paths (`atlandiceClicks`, narrowed by `click` of
 * `@tabula/core/ui`): a sector's dice (to take a die, or turn one, then asked how), a submarine
 * dock, a resource (to take it; or to move it, then the dice of the sector it goes to; or, on the
 * Jewelers, to swap it, then the resource it is swapped for); and under the board the kit's
 * buttons (donations, stop donating).
 *
 * @module
 */
import type { ReactNode } from 'react';
import { RESOURCES, SECTOR_NAMES, type AtlandiceAction, type AtlandiceEvent, type AtlandiceView, type Resource, type Sector } from '@tabula/atlandice';
import type { BoardProps } from '../types';
import { CLOCK_RADIUS, atlandiceClicks, holderName, pendingWords, polar as kitPolar, sectorName, sectorPoint, TILE_EFFECTS, type Target as Click } from '@tabula/atlandice/ui';
import { NEUTRAL_COLOUR, TargetButton, capitalized, seatColour, seatName, useChooser, type Chooser } from '../kit';
import { Pick, useClicks, type Clicks } from '../clicks';

/** An action in a sentence, as the kit's click paths word it (`atlandiceClicks.label`). */
function choiceLabel(action: AtlandiceAction, view: AtlandiceView): string {
  return capitalized(atlandiceClicks.label(action, view));
}

/** Each resource's colour and letter. */
const RESOURCE_STYLE: Readonly<Record<Resource, { fill: string; letter: string }>> = {
  gem: { fill: '#8e44ad', letter: 'G' },
  book: { fill: '#8d5b3e', letter: 'B' },
  provisions: { fill: '#5f9e2f', letter: 'P' },
  tool: { fill: '#4f6d7a', letter: 'T' },
  weapon: { fill: '#c0392b', letter: 'W' },
};

const SIZE = 680;
const CX = SIZE / 2;
const CY = SIZE / 2;
const DISTRICT_RADIUS = 178;
/** The clock track's ring, where the kit puts it (`CLOCK_RADIUS`, in districts' radii). */
const RING = Math.round(CLOCK_RADIUS * DISTRICT_RADIUS);
const BOX_W = 156;
const BOX_H = 118;
const PANEL_X = SIZE + 16;
const WIDTH = SIZE + 330;

/** A point at `radius` from the centre, `angle` degrees clockwise from the top. */
function polar(radius: number, angle: number): { x: number; y: number } {
  const p = kitPolar(radius, angle);
  return { x: CX + p.x, y: CY + p.y };
}

/** The sectors touched by the last change's events: they are highlighted. */
function touched(events: readonly AtlandiceEvent[]): Set<number> {
  const out = new Set<number>();
  for (const e of events) {
    const x = e as Partial<Record<'sector' | 'from' | 'to', unknown>>;
    for (const v of [x.sector, x.from, x.to]) if (typeof v === 'number') out.add(v);
  }
  return out;
}

/** A die with `face` pips, its top-left corner at (x, y). */
function Die({ x, y, face, size = 18 }: { x: number; y: number; face: number; size?: number }): ReactNode {
  const pips: Record<number, [number, number][]> = {
    1: [[0.5, 0.5]],
    2: [[0.25, 0.25], [0.75, 0.75]],
    3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
    4: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
    5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
    6: [[0.25, 0.22], [0.75, 0.22], [0.25, 0.5], [0.75, 0.5], [0.25, 0.78], [0.75, 0.78]],
  };
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx={3} className="die" />
      {(pips[face] ?? []).map(([px, py], i) => (
        <circle key={i} cx={x + px * size} cy={y + py * size} r={size * 0.09} className="pip" />
      ))}
    </g>
  );
}

/** A resource chip with its count. */
function Chip({ x, y, resource, count, r = 12 }: { x: number; y: number; resource: Resource; count: number; r?: number }): ReactNode {
  const style = RESOURCE_STYLE[resource];
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={style.fill} className="chip" />
      <text x={x} y={y + 4} textAnchor="middle" className="chip-letter">
        {style.letter}
      </text>
      <text x={x} y={y + r + 11} textAnchor="middle" className="chip-count">
        {count}
      </text>
    </g>
  );
}

interface SectorProps {
  view: AtlandiceView;
  sector: number;
  x: number;
  y: number;
  /** The selection along the kit's click paths. */
  clicking: Clicks<AtlandiceAction, Click>;
  hot: boolean;
}

/** One sector: a district (1–5) or the Black Market (6), its box centred at (x, y). */
function SectorBox({ view, sector, x, y, clicking, hot }: SectorProps): ReactNode {
  const left = x - BOX_W / 2;
  const top = y - BOX_H / 2;
  const market = sector === 6;
  const stack = view.stacks?.[sector - 1];
  const exhausted = !market && (view.exhausted?.[sector - 1] ?? false);
  const row = view.sectors?.[sector - 1] ?? [];
  const dice = view.dice?.[sector - 1] ?? 0;
  const clock = market ? view.blackMarketClock : stack?.top ? view.tileClocks?.[stack.top] : 0;
  const name = (SECTOR_NAMES as Record<number, string>)[sector] ?? `Sector ${sector}`;
  // The kit's sector target: the submarine's dock when it moves the submarine there, else the dice.
  const here: Click = { kind: 'sector', sector: sector as Sector };
  const hereActs = clicking.acts(here);
  const onDock = hereActs.length > 0 && hereActs.every((a) => a.type === 'submarine');
  const only = hereActs.length === 1 && clicking.clicks.length > 0 ? hereActs[0] : undefined;
  const diceLabel = only ? choiceLabel(only, view) : `Dice of ${sectorName(sector)} (${dice})`;
  const dockLabel = `Submarine dock of ${sectorName(sector)}`;
  const diceDrawn = (
    <>
      <rect x={left + 6} y={top + 84} width={BOX_W - 44} height={28} rx={5} className="dice-tray" />
      {Array.from({ length: Math.min(dice, 9) }, (_, i) => (
        <Die key={i} x={left + 10 + i * 11} y={top + 89} face={sector} size={17} />
      ))}
    </>
  );
  const dockDrawn = (
    <>
      <circle cx={left + BOX_W - 19} cy={top + 98} r={14} className="dock" />
      {view.submarine === sector && (
        <g className="submarine" aria-label="the submarine">
          <ellipse cx={left + BOX_W - 19} cy={top + 99} rx={11} ry={6} />
          <rect x={left + BOX_W - 22} y={top + 88} width={6} height={6} />
        </g>
      )}
    </>
  );
  const present = RESOURCES.map((resource, r) => ({ resource, count: row[r] ?? 0 })).filter((c) => c.count > 0);
  return (
    <g data-sector={sector} className={`sector${exhausted ? ' exhausted' : ''}${hot ? ' hot' : ''}`}>
      <rect x={left} y={top} width={BOX_W} height={BOX_H} rx={10} className={market ? 'box market' : 'box district'} />
      <text x={left + 8} y={top + 17} className="box-title">
        {sector} {name}
      </text>
      <text x={left + BOX_W - 8} y={top + 17} textAnchor="end" className="box-clock">
        {`◷${clock ?? 0}`}
      </text>
      {!market && (
        <text x={left + 8} y={top + 33} className="box-tile" data-testid={`stack-${sector}`}>
          <title>{stack?.top ? (TILE_EFFECTS[stack.top] ?? '') : 'No tile'}</title>
          {exhausted || !stack?.top ? 'exhausted' : `tile ${stack.top}`}
          {stack && stack.below.length > 0 ? ` · below: ${[...stack.below].sort().join(', ')}` : ''}
        </text>
      )}
      {market && (
        <text x={left + 8} y={top + 33} className="box-tile">
          no effect
        </text>
      )}
      {present.length === 0 && (
        <text x={left + 8} y={top + 60} className="box-empty">
          no resources
        </text>
      )}
      {present.map(({ resource, count }, i) => {
        const target: Click = { kind: 'resource', sector: sector as Sector, resource };
        const acts = clicking.acts(target);
        const label = acts.length === 1 && clicking.clicks.length > 0 ? choiceLabel(acts[0]!, view) : `${resource} on ${sectorName(sector)} (${count})`;
        return (
          <Pick key={resource} clicks={clicking} at={target} label={label}>
            <Chip x={left + 20 + i * 29} y={top + 56} resource={resource} count={count} />
            {clicking.picked(target) && <circle cx={left + 20 + i * 29} cy={top + 56} r={15} fill="none" stroke="#d9480f" strokeWidth={2.5} pointerEvents="none" />}
          </Pick>
        );
      })}
      {onDock ? (
        <g aria-label={diceLabel}>{diceDrawn}</g>
      ) : (
        <Pick clicks={clicking} at={here} label={diceLabel}>
          {diceDrawn}
        </Pick>
      )}
      {onDock ? (
        <Pick clicks={clicking} at={here} label={dockLabel}>
          {dockDrawn}
        </Pick>
      ) : (
        <g aria-label={dockLabel}>{dockDrawn}</g>
      )}
    </g>
  );
}

/** The clock track around the board, and the hand on its space. */
function ClockTrack({ view }: { view: AtlandiceView }): ReactNode {
  const track = view.track ?? [];
  const n = Math.max(track.length, 1);
  return (
    <g className="clock" aria-label={`Clock track: the hand is on space ${view.clock} of ${n - 1}`}>
      <circle cx={CX} cy={CY} r={RING} className="clock-ring" />
      {track.map((event, i) => {
        const p = polar(RING, (i * 360) / n);
        const here = i === view.clock;
        const last = i === n - 1;
        const label = last ? '≈' : !event ? String(i) : event.kind === 'donation' ? '♥' : event.resource === 'all' ? 'Σ' : RESOURCE_STYLE[event.resource]?.letter ?? '?';
        const fill = event && event.kind === 'inventory' && event.resource !== 'all' ? RESOURCE_STYLE[event.resource]?.fill : undefined;
        return (
          <g key={i} data-clock-space={i} className={here ? 'clock-space here' : 'clock-space'}>
            <circle cx={p.x} cy={p.y} r={here ? 19 : 15} style={fill ? { fill } : undefined} className={event ? 'event' : last ? 'waves' : 'plain'} />
            <text x={p.x} y={p.y + 4} textAnchor="middle" className={fill ? 'clock-label light' : 'clock-label'}>
              {label}
            </text>
          </g>
        );
      })}
      {(() => {
        const tip = polar(RING - 24, (view.clock * 360) / n);
        const a = polar(RING - 48, (view.clock * 360) / n - 3);
        const b = polar(RING - 48, (view.clock * 360) / n + 3);
        return <polygon points={`${tip.x},${tip.y} ${a.x},${a.y} ${b.x},${b.y}`} className="hand" data-testid="clock-hand" />;
      })()}
    </g>
  );
}

/** The holders: stock, points, tiles won and dice this round (donations are the kit's buttons, under the board). */
function Holders({ view, viewer }: { view: AtlandiceView; viewer: number | null }): ReactNode {
  const holders = view.stock?.length ?? view.players;
  const rowH = 92;
  const top = 96;
  return (
    <g className="holders">
      {Array.from({ length: holders }, (_, h) => {
        const y = top + h * rowH;
        const neutral = view.neutral !== null && h === view.neutral;
        const colour = neutral ? NEUTRAL_COLOUR : seatColour(h);
        const active = (view.active ?? []).includes(h);
        const stock = view.stock?.[h] ?? [];
        return (
          <g key={h} data-holder={h}>
            <rect x={PANEL_X} y={y} width={310} height={rowH - 8} rx={8} className={active ? 'holder active' : 'holder'} style={{ stroke: colour }} />
            <circle cx={PANEL_X + 16} cy={y + 18} r={7} fill={colour} />
            <text x={PANEL_X + 30} y={y + 23} className="holder-name">
              {neutral ? 'Neutral' : seatName(h)}
              {h === viewer ? ' (you)' : ''}
              {!neutral && h === view.startPlayer ? ' · first' : ''}
            </text>
            <text x={PANEL_X + 300} y={y + 23} textAnchor="end" className="holder-vp" data-testid={`vp-${h}`}>
              {view.vp?.[h] ?? 0} VP
            </text>
            {RESOURCES.map((resource, r) => {
              const count = stock[r] ?? 0;
              return (
                <g key={resource} aria-label={`${capitalized(holderName(h, null, view))}'s ${resource} (${count})`}>
                  <g opacity={count > 0 ? 1 : 0.3}>
                    <Chip x={PANEL_X + 22 + r * 34} y={y + 46} resource={resource} count={count} r={11} />
                  </g>
                </g>
              );
            })}
            <text x={PANEL_X + 196} y={y + 44} className="holder-small">
              tiles: {(view.tilesWon?.[h] ?? []).join(' ') || '—'}
            </text>
            <text x={PANEL_X + 196} y={y + 62} className="holder-small">
              dice this round: {view.diceThisRound?.[h] ?? 0}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The kit's buttons (donations, stop donating), and a way to clear the clicks so far. */
function Buttons({ clicking, chooser }: { clicking: Clicks<AtlandiceAction, Click>; chooser: Chooser<AtlandiceAction> }): ReactNode {
  if (clicking.buttons.length === 0 && clicking.clicks.length === 0) return null;
  return (
    <div className="atlandice-buttons" role="group" aria-label="Board buttons" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, margin: '4px 0' }}>
      {clicking.buttons.map(({ label, action }) => (
        <TargetButton key={JSON.stringify(action)} actions={[action]} label={capitalized(label)} chooser={chooser}>
          {capitalized(label)}
        </TargetButton>
      ))}
      {clicking.clicks.length > 0 && (
        <button type="button" className="secondary" onClick={() => clicking.reset()}>
          Clear the selection
        </button>
      )}
    </div>
  );
}

/** The Atlandice board. */
export function AtlandiceBoard({ view, viewer, legal, act, lastEvents }: BoardProps<AtlandiceView, AtlandiceAction, AtlandiceEvent>): ReactNode {
  const chooser = useChooser<AtlandiceAction>((a) => choiceLabel(a, view), act, legal);
  // The clicks so far, along the kit's paths; any change of the legal actions clears them.
  const clicking = useClicks(atlandiceClicks, view, legal, chooser);
  const hot = touched(lastEvents);
  const districts = ([1, 2, 3, 4, 5] as const).map((sector) => ({ sector, x: CX + DISTRICT_RADIUS * sectorPoint(sector).x, y: CY + DISTRICT_RADIUS * sectorPoint(sector).y }));
  const actor = view.active?.[0];
  return (
    <div className="board atlandice-board">
      <svg viewBox={`0 0 ${WIDTH} ${SIZE}`} role="group" aria-label="Atlandice board" className="board-svg">
        <ClockTrack view={view} />
        {districts.map((d) => (
          <SectorBox key={d.sector} view={view} sector={d.sector} x={d.x} y={d.y} clicking={clicking} hot={hot.has(d.sector)} />
        ))}
        <SectorBox view={view} sector={6} x={CX} y={CY} clicking={clicking} hot={hot.has(6)} />
        <text x={PANEL_X} y={24} className="panel-title">
          Round {view.round} · {view.phase === 'over' ? 'game over' : view.phase}
        </text>
        <text x={PANEL_X} y={46} className="panel-line">
          {actor === undefined ? 'Nobody to act' : `${seatName(actor)} to act${actor === viewer ? ' (you)' : ''}`}
        </text>
        <text x={PANEL_X} y={68} className="panel-line" data-testid="pending">
          {view.phase === 'over' ? 'The game is over' : pendingWords(view.pending, view.phase)}
        </text>
        <Holders view={view} viewer={viewer} />
        <text x={PANEL_X} y={SIZE - 12} className="holder-small">
          out of the game: {RESOURCES.map((r, i) => `${RESOURCE_STYLE[r].letter}${view.outOfGame?.[i] ?? 0}`).join(' ')}
        </text>
      </svg>
      <Buttons clicking={clicking} chooser={chooser} />
      <ul className="effects" aria-label="The tiles’ effects">
        {[1, 2, 3, 4, 5].map((sector) => {
          const top = view.stacks?.[sector - 1]?.top;
          return (
            <li key={sector}>
              {top ? `${top} (${(SECTOR_NAMES as Record<number, string>)[sector]}): ${TILE_EFFECTS[top] ?? ''}` : `${(SECTOR_NAMES as Record<number, string>)[sector]}: exhausted`}
            </li>
          );
        })}
      </ul>
      {chooser.element}
    </div>
  );
}
