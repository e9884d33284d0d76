/**
 * The Akrotiri sea, drawn from a view: Thera in the middle with its coast route and docks, the
 * land tiles around it (land pieces at the corners, joined land, icons, shipping routes, docks),
 * the cubes and temples on the pieces, the boats at their docks, and the free cells a tile may go
 * on. Lit, as the kit's click paths (`akrotiriClicks`) say, while a legal action goes on through
 * them: the free cells for the tile in hand (its turns drawn on them; the turn is then asked), the
 * quarters of a tile (the second cube after its market cube, a temple after its map card), the
 * docks (boat moves and placement) and the cubes of the boat's island (loading).
 *
 * @module
 */
import { useId, type ReactNode } from 'react';
import {
  COLORS,
  PROVISIONAL_COMPONENTS,
  QUADRANTS,
  analyzeBoard,
  freeCells,
  islandAt,
  islandOfDock,
  rotateTile,
  type AkrotiriAction,
  type AkrotiriEvent,
  type AkrotiriView,
  type Color,
  type LandTile,
  type Quadrant,
  type Rotation,
} from '@tabula/akrotiri';
import { seatName } from '../kit';
import { Pick, type Clicks } from '../clicks';
import { BoatGlyph, COAST, CUBE_FILL, IconGlyph, INERT, INK, LAND, LandLayer, MUTED, ROUTE, RouteLayer, SEA, SEA_DEEP, TempleGlyph, TileArt } from './art';
import {
  DOCK_SIZE,
  THERA_INSET,
  cellPixels,
  cubePoint,
  fitFrame,
  iconPoint,
  polygonsPath,
  rectPixels,
  shapesOf,
  templePoint,
  theraDockPoints,
  theraEndPoints,
  tilePaths,
  toPixels,
  turnedOnce,
  type Frame,
  type Point,
  THERA_CELLS,
  dockWords,
  type Target as Thing,
} from '@tabula/akrotiri/ui';

/** Where the boat is drawn when its dock is not on the board (never, for a valid view). */
const NOWHERE: Point = { x: -1000, y: -1000 };

/** A placed tile with its data turned into the board frame. */
interface Placed {
  x: number;
  y: number;
  id: string;
  tile: LandTile;
}

/** Every dock on the board by id (`"x,y:a"`, `"thera:north"`), in pixels. */
function dockPixels(frame: Frame, placed: readonly Placed[], theraDocks: ReadonlyMap<string, Point>): Map<string, Point> {
  const out = new Map<string, Point>();
  for (const p of placed) for (const [id, at] of shapesOf(p.tile).docks) out.set(`${p.x},${p.y}:${id}`, cellPixels(frame, p.x, p.y, at));
  for (const [id, at] of theraDocks) out.set(`thera:${id}`, toPixels(frame, at.x, at.y));
  return out;
}

/** Cells and docks the last change touched: they are outlined. */
function touched(events: readonly AkrotiriEvent[]): { cells: Set<string>; docks: Set<string> } {
  const cells = new Set<string>();
  const docks = new Set<string>();
  for (const e of events) {
    const x = e as Partial<Record<'x' | 'y' | 'to' | 'dock', unknown>>;
    if (typeof x.x === 'number' && typeof x.y === 'number') cells.add(`${x.x},${x.y}`);
    if (typeof x.to === 'string') docks.add(x.to);
    if (typeof x.dock === 'string') docks.add(x.dock);
  }
  return { cells, docks };
}

/** What the map needs. */
export interface SeaMapProps {
  view: AkrotiriView;
  viewer: number | null;
  /** The board's selection, through the kit's click paths. */
  clicks: Clicks<AkrotiriAction, Thing>;
  lastEvents: readonly AkrotiriEvent[];
  /** The box it is drawn in, in pixels. */
  box: { left: number; top: number; width: number; height: number };
}

/** The frame the map is drawn in: every cell of Thera, the tiles and the free cells around. */
export function mapFrame(view: AkrotiriView, viewer: number | null, box: SeaMapProps['box']): Frame {
  const tiles = view.board?.tiles ?? [];
  const free = freeCells(view.board ?? { tiles: [] });
  return fitFrame([...THERA_CELLS, ...tiles, ...free], box, viewer === 1);
}

/** The sea and everything on it. */
export function SeaMap({ view, viewer, clicks, lastEvents, box }: SeaMapProps): ReactNode {
  const components = view.components ?? PROVISIONAL_COMPONENTS;
  const byId = new Map(components.tiles.map((t) => [t.id, t]));
  const frame = mapFrame(view, viewer, box);
  const cell = frame.cell;
  const board = view.board ?? { tiles: [] };
  const placed: Placed[] = board.tiles.flatMap((t) => {
    const data = byId.get(t.tile);
    return data ? [{ x: t.x, y: t.y, id: t.tile, tile: turnedOnce(data, t.rotation) }] : [];
  });
  const free = freeCells(board);
  const theraDocks = theraDockPoints(components.thera);
  const docks = dockPixels(frame, placed, theraDocks);
  const hot = touched(lastEvents);
  const seats = view.seats ?? [];
  const me = viewer === null ? undefined : seats[viewer];

  // The things lit now, as the kit's click paths say: free cells, quarters of placed tiles, docks.
  const cells = free.flatMap((c) => {
    const at: Thing = { kind: 'cell', x: c.x, y: c.y };
    const acts = clicks.acts(at);
    return acts.length > 0 ? [{ x: c.x, y: c.y, at, acts }] : [];
  });
  const quarters = placed.flatMap((p) =>
    QUADRANTS.flatMap((quadrant) => {
      const at: Thing = { kind: 'quadrant', x: p.x, y: p.y, quadrant };
      const acts = clicks.acts(at);
      return acts.length > 0 ? [{ x: p.x, y: p.y, quadrant, at, acts }] : [];
    }),
  );
  const litDocks = [...docks.keys()].flatMap((dock) => {
    const at: Thing = { kind: 'dock', dock };
    const acts = clicks.acts(at);
    return acts.length > 0 ? [{ dock, at, acts }] : [];
  });

  // The islands, worked out when the viewer's boat lies at a tile's dock: its island is tinted,
  // and its cubes load when clicked (K5.2).
  const geometry = me?.boat && !me.boat.startsWith('thera:') ? analyzeBoard(board, components) : undefined;
  const boatIsland = geometry && me?.boat ? islandOfDock(geometry, me.boat) : undefined;
  const uid = `ak${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const turns = new Set(cells.flatMap((c) => c.acts.map((a) => (a as { rotation: number }).rotation)));
  const sea = rectPixels(frame, frame.minX, frame.minY, frame.columns, frame.rows);
  // The compass in the sea's north-east corner (top right, or bottom left when turned).
  const north = frame.turned ? { x: sea.x + 20, y: sea.y + sea.height - 30 } : { x: sea.x + sea.width - 20, y: sea.y + 30 };
  const thera = rectPixels(frame, -1 + THERA_INSET, -1 + THERA_INSET, 2 - 2 * THERA_INSET, 2 - 2 * THERA_INSET);
  const theraCentre = toPixels(frame, 0, 0);
  const theraEnds = theraEndPoints();
  const theraNode = (node: string): Point => {
    const p = theraEnds.get(node) ?? theraDocks.get(node) ?? { x: 0, y: 0 };
    return toPixels(frame, p.x, p.y);
  };
  const place = (p: Placed) => (q: Point) => cellPixels(frame, p.x, p.y, q);
  const drawn = placed.map((p) => ({ tile: p.tile, place: place(p), x: p.x, y: p.y }));
  const paths = tilePaths(drawn);
  const tint = geometry && boatIsland !== undefined ? tilePaths(drawn, (t, quadrant) => islandAt(geometry, { x: t.x, y: t.y, quadrant }) === boatIsland) : undefined;
  const cellRect = (x: number, y: number, inset: number): Point[] => {
    const r = rectPixels(frame, x, y, 1, 1);
    return [
      { x: r.x + inset, y: r.y + inset },
      { x: r.x + r.width - inset, y: r.y + inset },
      { x: r.x + r.width - inset, y: r.y + r.height - inset },
      { x: r.x + inset, y: r.y + r.height - inset },
    ];
  };
  const inHand = me?.tile ? byId.get(me.tile) : undefined;

  // Cubes by quadrant, one slot per colour.
  const cubes = new Map<string, { x: number; y: number; quadrant: Quadrant; counts: Map<Color, number> }>();
  for (const c of view.cubes ?? []) {
    const key = `${c.x},${c.y}/${c.quadrant}`;
    const entry = cubes.get(key) ?? { x: c.x, y: c.y, quadrant: c.quadrant, counts: new Map<Color, number>() };
    entry.counts.set(c.color, (entry.counts.get(c.color) ?? 0) + 1);
    cubes.set(key, entry);
  }

  const pendingCell = view.pending?.kind === 'placeCube' ? `${view.pending.x},${view.pending.y}` : null;
  const compassTip = frame.turned ? 1 : -1;
  const bottomSeat = frame.turned ? 1 : 0;

  return (
    <g className="akrotiri-sea" role="group" aria-label="The sea around Thera">
      {inHand && turns.size > 0 && (
        <defs>
          {[...turns].map((rotation) => (
            <g key={rotation} id={`${uid}-turn-${rotation}`}>
              <TileArt tile={turnedOnce(inHand, rotation, rotateTile)} x={0} y={0} size={100} turned={frame.turned} />
            </g>
          ))}
        </defs>
      )}
      <rect x={sea.x} y={sea.y} width={sea.width} height={sea.height} rx={10} fill={SEA} stroke={SEA_DEEP} strokeWidth={2} />
      {/* The grid, faintly, and the free cells a tile may go on (K4.1). */}
      <path d={polygonsPath(free.map((c) => cellRect(c.x, c.y, 2)))} fill="none" stroke="#ffffff" strokeOpacity={0.55} strokeDasharray="4 4" style={INERT} />
      <path d={polygonsPath(placed.map((p) => cellRect(p.x, p.y, 0)))} fill={SEA} stroke="#5d8db5" strokeWidth={0.8} style={INERT} />
      {/* Land: every coast first, then every land fill, so that joined land has one coast. */}
      <LandLayer paths={paths} cell={cell} pass="coast" />
      <LandLayer paths={paths} cell={cell} pass="land" />
      {tint && (
        <g style={INERT} aria-label="Your boat’s island">
          <path d={tint.pieces + tint.centres} fill="#fffbe6" fillOpacity={0.7} />
        </g>
      )}
      {/* Thera: one island of its own, its coast route and its docks (K2.3, K2.4). */}
      <g style={INERT} aria-label="Thera">
        <rect x={thera.x} y={thera.y} width={thera.width} height={thera.height} rx={cell * 0.3} fill={LAND} stroke={COAST} strokeWidth={Math.max(1.5, cell * 0.05)} />
        <circle cx={theraCentre.x} cy={theraCentre.y} r={cell * 0.36} fill="#c98b5a" stroke="#8a5a35" strokeWidth={1.5} />
        <circle cx={theraCentre.x} cy={theraCentre.y} r={cell * 0.17} fill="#6fa6cf" />
        <text x={theraCentre.x} y={thera.y + cell * 0.32} textAnchor="middle" fontSize={Math.max(9, cell * 0.2)} fontWeight={700} fill={INK}>
          Thera
        </text>
        {components.thera.routes.map(([a, b], i) => {
          const p = theraNode(a);
          const q = theraNode(b);
          return <line key={i} x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke={ROUTE} strokeOpacity={0.55} strokeWidth={Math.max(0.8, cell * 0.02)} strokeDasharray={`${Math.max(2, cell * 0.05)} ${Math.max(1.5, cell * 0.035)}`} />;
        })}
        {[...theraDocks.keys()].map((id) => {
          const p = docks.get(`thera:${id}`)!;
          return <circle key={id} cx={p.x} cy={p.y} r={Math.max(2, cell * DOCK_SIZE)} fill="#fffaf0" stroke={ROUTE} strokeWidth={Math.max(0.6, cell * 0.018)} />;
        })}
      </g>
      <RouteLayer paths={paths} cell={cell} />
      {/* Icons, tile names and temples (K1.2, K5.3). */}
      {placed.map((p) => {
        const at = cellPixels(frame, p.x, p.y, iconPoint(p.tile.iconQuadrant));
        const mid = cellPixels(frame, p.x, p.y, { x: 0.5, y: 0.5 });
        return [
          <IconGlyph key={`icon-${p.x},${p.y}`} icon={p.tile.icon} x={at.x} y={at.y} r={cell * 0.085} />,
          <text key={`name-${p.x},${p.y}`} x={mid.x} y={mid.y + cell * 0.05} textAnchor="middle" fontSize={Math.max(7, cell * 0.13)} fill={INK} fillOpacity={0.6} style={INERT}>
            {p.id}
          </text>,
        ];
      })}
      {(view.temples ?? []).map((t, i) => {
        const at = cellPixels(frame, t.x, t.y, templePoint(t.quadrant));
        return <TempleGlyph key={`temple-${i}`} seat={t.seat} x={at.x} y={at.y} size={cell * 0.2} />;
      })}
      {/* What the last change touched, and the tile owed its second cube. */}
      {[...hot.cells].map((key) => {
        const [x, y] = key.split(',').map(Number) as [number, number];
        const r = rectPixels(frame, x, y, 1, 1);
        return <rect key={`hot-${key}`} x={r.x + 1} y={r.y + 1} width={r.width - 2} height={r.height - 2} fill="none" stroke="#d9480f" strokeWidth={2.5} strokeDasharray="7 3" style={INERT} />;
      })}
      {pendingCell && !hot.cells.has(pendingCell) && (() => {
        const [x, y] = pendingCell.split(',').map(Number) as [number, number];
        const r = rectPixels(frame, x, y, 1, 1);
        return <rect x={r.x + 1} y={r.y + 1} width={r.width - 2} height={r.height - 2} fill="none" stroke="#d9480f" strokeWidth={2.5} style={INERT} />;
      })()}
      {/* Quarters that take the second cube or a temple. */}
      {quarters.map(({ x, y, quadrant, at: thing, acts }) => {
        const xy = `${x},${y}`;
        const q = QUADRANTS.indexOf(quadrant);
        const r = rectPixels(frame, x + (q === 1 || q === 2 ? 0.5 : 0), y + (q >= 2 ? 0.5 : 0), 0.5, 0.5);
        const at = cellPixels(frame, x, y, templePoint(quadrant));
        const excavating = acts[0]!.type === 'excavate';
        const label = excavating ? `Excavate on the ${quadrant} quarter of cell ${xy}` : `Second cube on the ${quadrant} quarter of cell ${xy}`;
        return (
          <Pick key={`q-${xy}/${quadrant}`} at={thing} clicks={clicks} label={label}>
            <rect x={r.x + 1.5} y={r.y + 1.5} width={r.width - 3} height={r.height - 3} rx={3} fill="#ffd43b" fillOpacity={0.35} stroke="#e8a200" strokeWidth={1.5} />
            {excavating ? (
              <TempleGlyph seat={null} x={at.x} y={at.y} size={cell * 0.2} ghost />
            ) : (
              <rect x={at.x - cell * 0.05} y={at.y - cell * 0.05} width={cell * 0.1} height={cell * 0.1} fill="none" stroke="#7a4a00" strokeDasharray="2 1.5" style={INERT} />
            )}
          </Pick>
        );
      })}
      {/* Docks the boat may sail to or start from (K3.5, K5.1). */}
      {litDocks.map(({ dock, at, acts }) => {
        const p = docks.get(dock)!;
        return (
          <Pick key={`dock-${dock}`} at={at} clicks={clicks} label={`${acts[0]!.type === 'placeBoat' ? 'Start at' : 'Sail to'} ${dockWords(dock)}`}>
            <circle cx={p.x} cy={p.y} r={Math.max(5, cell * 0.085)} fill="#fff3bf" stroke="#d9480f" strokeWidth={1.8} />
          </Pick>
        );
      })}
      {/* Cubes (K4.2, K5.8): those of the boat's island load when clicked (K5.2); above the docks, nearer their corner. */}
      {[...cubes.values()].map((entry) => {
        const present = COLORS.filter((c) => entry.counts.has(c));
        const island = geometry && boatIsland !== undefined ? islandAt(geometry, { x: entry.x, y: entry.y, quadrant: entry.quadrant }) : undefined;
        return present.map((color, slot) => {
          const at = cellPixels(frame, entry.x, entry.y, cubePoint(entry.quadrant, slot));
          const count = entry.counts.get(color)!;
          // A cube of the boat's island is the kit's `cube` target of its colour (loading, K5.2).
          const thing: Thing | null = island !== undefined && island === boatIsland ? { kind: 'cube', color } : null;
          const acts = thing ? clicks.acts(thing) : [];
          const size = Math.max(5, cell * 0.1);
          const key = `cube-${entry.x},${entry.y}/${entry.quadrant}/${color}`;
          const label = `${count} ${color} ${count === 1 ? 'cube' : 'cubes'} on the ${entry.quadrant} quarter of cell ${entry.x},${entry.y}`;
          const cube = <rect x={at.x - size / 2} y={at.y - size / 2} width={size} height={size} rx={size * 0.15} fill={CUBE_FILL[color]} stroke={INK} strokeWidth={Math.max(0.6, size * 0.08)} style={acts.length === 0 ? INERT : undefined} />;
          return [
            thing && acts.length > 0 ? (
              <Pick key={key} at={thing} clicks={clicks} label={label}>
                {cube}
              </Pick>
            ) : (
              <g key={key} aria-label={label}>
                {cube}
              </g>
            ),
            count > 1 ? (
              <text key={`${key}-n`} x={at.x + size * 0.6} y={at.y + size * 0.55} fontSize={Math.max(7, size * 0.95)} fontWeight={700} fill={INK} stroke="#fff" strokeWidth={2} paintOrder="stroke" style={INERT}>
                {count}
              </text>
            ) : null,
          ];
        });
      })}
      {[...hot.docks].map((dock) => {
        const p = docks.get(dock);
        return p ? <circle key={`hot-dock-${dock}`} cx={p.x} cy={p.y} r={Math.max(7, cell * 0.13)} fill="none" stroke="#d9480f" strokeWidth={2} strokeDasharray="4 2" style={INERT} /> : null;
      })}
      {/* The boats, with their cargo on deck. */}
      {seats.map((s, seat) => {
        if (!s.boat) return null;
        const p = docks.get(s.boat) ?? NOWHERE;
        return (
          <g key={`boat-${seat}`} aria-label={`${seatName(seat)}'s boat at ${dockWords(s.boat)}`}>
            <BoatGlyph seat={seat} x={p.x} y={p.y + cell * 0.04} size={Math.max(14, cell * 0.34)} cargo={s.cargo} />
          </g>
        );
      })}
      {/* The tile in hand, in each of its turns, on each free cell it may go on (K4.1): a click on
          the cell, then the turn, asked in the kit's words. */}
      {cells.map(({ x, y, at, acts }) => {
        const key = `${x},${y}`;
        const whole = rectPixels(frame, x, y, 1, 1);
        if (!inHand) {
          return (
            <Pick key={`cell-${key}`} at={at} clicks={clicks} label={`Place the tile on cell ${key}`}>
              <rect x={whole.x + 3} y={whole.y + 3} width={whole.width - 6} height={whole.height - 6} rx={4} fill="#fff3bf" fillOpacity={0.5} stroke="#e8a200" />
            </Pick>
          );
        }
        return (
          <Pick key={`cell-${key}`} at={at} clicks={clicks} label={`Place tile ${inHand.id} on cell ${key}`}>
            {/* The whole cell takes the click, between the turns too. */}
            <rect x={whole.x} y={whole.y} width={whole.width} height={whole.height} fill="#ffffff00" />
            {acts.map((a) => {
              const rotation = (a as { rotation: Rotation }).rotation;
              // The four turns clockwise from the cell's north-west quarter, as the board lies.
              const spot = [
                { x: 0.03, y: 0.03 },
                { x: 0.51, y: 0.03 },
                { x: 0.51, y: 0.51 },
                { x: 0.03, y: 0.51 },
              ][rotation]!;
              const r = rectPixels(frame, x + spot.x, y + spot.y, 0.46, 0.46);
              return (
                <g key={rotation}>
                  <rect x={r.x} y={r.y} width={r.width} height={r.height} fill={SEA} />
                  <use href={`#${uid}-turn-${rotation}`} transform={`translate(${r.x.toFixed(1)},${r.y.toFixed(1)}) scale(${(r.width / 100).toFixed(4)})`} style={INERT} />
                </g>
              );
            })}
          </Pick>
        );
      })}
      {/* North, and which side each seat reads the board from (K2.6). */}
      <g style={INERT} aria-label={frame.turned ? 'North is at the bottom: the board as seen from the north side' : 'North is at the top'}>
        <circle cx={north.x} cy={north.y} r={11} fill="#ffffffcc" stroke={MUTED} />
        <polygon points={`${north.x},${north.y + compassTip * 8} ${north.x - 4},${north.y - compassTip * 3} ${north.x + 4},${north.y - compassTip * 3}`} fill="#c8414b" />
        <text x={north.x} y={north.y + compassTip * 17 + 3} textAnchor="middle" fontSize={9} fontWeight={700} fill={INK}>
          N
        </text>
        <text x={sea.x + sea.width / 2} y={sea.y + sea.height - 5} textAnchor="middle" fontSize={10} fill="#ffffff">
          {seatName(bottomSeat)}’s side{viewer === bottomSeat ? ' (you)' : ''}
        </text>
        <text x={sea.x + sea.width / 2} y={sea.y + 12} textAnchor="middle" fontSize={10} fill="#ffffff">
          {seatName(1 - bottomSeat)}’s side{viewer === 1 - bottomSeat ? ' (you)' : ''}
        </text>
      </g>
    </g>
  );
}

/** The map's height in pixels for this view (the box's top to the frame's bottom). */
export function mapHeight(view: AkrotiriView, viewer: number | null, box: SeaMapProps['box']): number {
  const frame = mapFrame(view, viewer, box);
  return frame.rows * frame.cell;
}
