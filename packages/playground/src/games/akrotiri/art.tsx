/**
 * Akrotiri's pieces as SVG: terrain icons, cubes, temples, boats, coins, land tiles (their land
 * pieces, the land joining them, routes and docks), map cards, goal cards and card backs. Only
 * drawings: nothing here is clickable (the board wraps what is in a `Target`).
 *
 * @module
 */
import { createContext, useContext, type ReactNode } from 'react';
import { GOALS, type Color, type Direction, type Icon, type LandTile, type MapCard, type Tier } from '@tabula/akrotiri';
import { seatColour } from '../kit';
import { circlesPath, iconPoint, pointsAttr, tilePaths, DOCK_SIZE, type Point, type TilePaths } from '@tabula/akrotiri/ui';

/** The sea's colour. */
export const SEA = '#7fb1d6';
/** The sea's edge. */
export const SEA_DEEP = '#6a9fc8';
/** Land's colour. */
export const LAND = '#ead9ad';
/** The coast's colour. */
export const COAST = '#8a6b3c';
/** Shipping routes' colour. */
export const ROUTE = '#1f4e79';
/** Text's colour. */
export const INK = '#1d2733';
/** Quieter text's colour. */
export const MUTED = '#5b6675';

/** Each cube colour's fill (K1.2). */
export const CUBE_FILL: Readonly<Record<Color, string>> = { red: '#c8414b', blue: '#2f6fd6', green: '#2a9d6f', grey: '#8a8f98' };

/** Each tier's colour: bronze, silver, gold (K1.1). */
export const TIER_FILL: Readonly<Record<Tier, string>> = { easy: '#b87333', normal: '#9ea7b3', hard: '#d4a017' };

/** Each icon's cube colour (K1.2): the icon's badge is ringed with it. */
const ICON_RING: Readonly<Record<Icon, string>> = { volcano: CUBE_FILL.red, lake: CUBE_FILL.blue, forest: CUBE_FILL.green, mountain: CUBE_FILL.grey };

/** No pointer events: drawings never stand between the pointer and a target. */
export const INERT = { pointerEvents: 'none' } as const;

/** The id prefix of the icons drawn once in the board's `<defs>` (see {@link IconDefs}); `null`: none, draw each in full. */
export const IconIds = createContext<string | null>(null);

/** A terrain icon's shapes at the origin, of radius 1 (its badge drawn apart). */
function iconShapes(icon: Icon): ReactNode {
  const s = 0.72;
  switch (icon) {
    case 'volcano':
      return (
        <>
          <polygon points={pointsAttr([{ x: -s, y: s * 0.75 }, { x: -s * 0.3, y: -s * 0.55 }, { x: s * 0.3, y: -s * 0.55 }, { x: s, y: s * 0.75 }])} fill="#7b3b2a" />
          <polygon points={pointsAttr([{ x: -s * 0.3, y: -s * 0.55 }, { x: s * 0.3, y: -s * 0.55 }, { x: s * 0.12, y: -s * 0.05 }, { x: -s * 0.16, y: s * 0.1 }])} fill="#e8552f" />
          <circle cx={0} cy={-s * 0.85} r={s * 0.22} fill="#9aa0a6" />
        </>
      );
    case 'lake':
      return (
        <>
          <ellipse cx={0} cy={s * 0.1} rx={s} ry={s * 0.62} fill="#2f6fd6" />
          <path d={`M${-s * 0.5},0 q${s * 0.25},${-s * 0.2} ${s * 0.5},0 t${s * 0.5},0`} stroke="#cfe3fb" strokeWidth={s * 0.12} fill="none" />
        </>
      );
    case 'forest':
      return (
        <>
          <rect x={-s * 0.12} y={s * 0.45} width={s * 0.24} height={s * 0.4} fill="#6b4a2b" />
          <polygon points={pointsAttr([{ x: 0, y: -s }, { x: s * 0.75, y: s * 0.5 }, { x: -s * 0.75, y: s * 0.5 }])} fill="#2a7d4f" />
        </>
      );
    case 'mountain':
      return (
        <>
          <polygon points={pointsAttr([{ x: -s, y: s * 0.75 }, { x: -s * 0.2, y: -s * 0.8 }, { x: s * 0.25, y: s * 0.05 }, { x: s * 0.5, y: -s * 0.35 }, { x: s, y: s * 0.75 }])} fill="#6f7580" />
          <polygon points={pointsAttr([{ x: -s * 0.2, y: -s * 0.8 }, { x: s * 0.02, y: -s * 0.38 }, { x: -s * 0.42, y: -s * 0.38 }])} fill="#ffffff" />
        </>
      );
  }
}

/** A terrain icon with its badge at the origin, of radius 1. */
function iconAtOrigin(icon: Icon, badge: boolean): ReactNode {
  return (
    <>
      {badge && <circle cx={0} cy={0} r={1} fill="#fffaf0" stroke={ICON_RING[icon]} strokeWidth={0.18} />}
      {iconShapes(icon)}
    </>
  );
}

/** The four icons, badged, drawn once for the board to reuse (`<use>`): put inside its `<defs>`. */
export function IconDefs({ prefix }: { prefix: string }): ReactNode {
  return (
    <>
      {(['volcano', 'lake', 'forest', 'mountain'] as const).map((icon) => (
        <g key={icon} id={`${prefix}-${icon}`}>
          {iconAtOrigin(icon, true)}
        </g>
      ))}
    </>
  );
}

/** A terrain icon of radius `r` centred at (x, y), on a badge ringed with its cube colour. */
export function IconGlyph({ icon, x, y, r, badge = true }: { icon: Icon; x: number; y: number; r: number; badge?: boolean }): ReactNode {
  const prefix = useContext(IconIds);
  const transform = `translate(${x.toFixed(1)},${y.toFixed(1)}) scale(${r.toFixed(2)})`;
  if (prefix && badge) return <use href={`#${prefix}-${icon}`} transform={transform} style={INERT} />;
  return (
    <g style={INERT} transform={transform}>
      {iconAtOrigin(icon, badge)}
    </g>
  );
}

/** A cube of `color`, of side `size`, centred at (x, y). */
export function CubeGlyph({ color, x, y, size }: { color: Color; x: number; y: number; size: number }): ReactNode {
  return <rect x={x - size / 2} y={y - size / 2} width={size} height={size} rx={size * 0.15} fill={CUBE_FILL[color]} stroke="#1d2733" strokeWidth={Math.max(0.6, size * 0.08)} />;
}

/** A temple of `seat`'s colour, `size` wide, centred at (x, y); `ghost` draws an outline where one may go. */
export function TempleGlyph({ seat, x, y, size, ghost = false }: { seat: number | null; x: number; y: number; size: number; ghost?: boolean }): ReactNode {
  const h = size * 0.9;
  const fill = ghost ? 'none' : seat === null ? '#fffaf0' : seatColour(seat);
  const stroke = ghost ? '#7a4a00' : seat === null ? '#8a7a5c' : '#ffffff';
  const top = y - h / 2;
  const box = (bx: number, by: number, w: number, bh: number): string => `M${bx.toFixed(1)},${by.toFixed(1)}h${w.toFixed(1)}v${bh.toFixed(1)}h${(-w).toFixed(1)}Z`;
  // Roof, three columns and the base, as one shape.
  const d = [
    `M${(x - size / 2).toFixed(1)},${(top + h * 0.32).toFixed(1)}L${x.toFixed(1)},${top.toFixed(1)}L${(x + size / 2).toFixed(1)},${(top + h * 0.32).toFixed(1)}Z`,
    ...[-0.3, 0, 0.3].map((dx) => box(x + dx * size - size * 0.07, top + h * 0.36, size * 0.14, h * 0.46)),
    box(x - size / 2, top + h * 0.84, size, h * 0.16),
  ].join('');
  return <path d={d} fill={fill} stroke={stroke} strokeWidth={Math.max(0.7, size * 0.07)} strokeDasharray={ghost ? '2 1.5' : undefined} style={INERT} />;
}

/** A boat of `seat`'s colour, `size` long, centred at (x, y), with its cargo on deck. */
export function BoatGlyph({ seat, x, y, size, cargo = [] }: { seat: number; x: number; y: number; size: number; cargo?: readonly Color[] }): ReactNode {
  const h = size * 0.32;
  const c = size * 0.2;
  return (
    <g style={INERT}>
      <path
        d={`M${x - size / 2},${y - h * 0.2} L${x + size / 2},${y - h * 0.2} L${x + size * 0.34},${y + h * 0.8} L${x - size * 0.34},${y + h * 0.8} Z`}
        fill={seatColour(seat)}
        stroke="#ffffff"
        strokeWidth={Math.max(1, size * 0.06)}
      />
      <line x1={x} y1={y - h * 0.2} x2={x} y2={y - size * 0.62} stroke="#3b2a1a" strokeWidth={Math.max(0.8, size * 0.05)} />
      <polygon points={pointsAttr([{ x: x + size * 0.03, y: y - size * 0.6 }, { x: x + size * 0.33, y: y - size * 0.28 }, { x: x + size * 0.03, y: y - size * 0.28 }])} fill="#fdfaf2" stroke="#3b2a1a" strokeWidth={Math.max(0.5, size * 0.025)} />
      {cargo.map((color, i) => (
        <rect key={i} x={x - size * 0.4 + i * (c + 1)} y={y - h * 0.2 - c} width={c} height={c} fill={CUBE_FILL[color]} stroke="#1d2733" strokeWidth={0.6} />
      ))}
    </g>
  );
}

/** A coin with `value` written on it. */
export function Coin({ x, y, r, value }: { x: number; y: number; r: number; value: number | string }): ReactNode {
  return (
    <g style={INERT}>
      <circle cx={x} cy={y} r={r} fill="#e9c46a" stroke="#9c7a1e" strokeWidth={1.2} />
      <text x={x} y={y + r * 0.38} textAnchor="middle" fontSize={r * 1.05} fontWeight={700} fill="#5c4510">
        {value}
      </text>
    </g>
  );
}

/**
 * Land, drawn in two passes so that joined land has one coast: the `coast` pass outlines every
 * shape, the `land` pass fills them over it. `cell` is a cell's side in pixels.
 */
export function LandLayer({ paths, cell, pass }: { paths: TilePaths; cell: number; pass: 'coast' | 'land' }): ReactNode {
  const coast = pass === 'coast';
  const edge = Math.max(1.2, cell * 0.035);
  const fill = coast ? COAST : LAND;
  return (
    <g style={INERT}>
      <path d={paths.pieces} fill={fill} stroke={coast ? COAST : 'none'} strokeWidth={coast ? edge * 2 : 0} strokeLinejoin="round" />
      {paths.bands.map((band) => (
        <path key={band.width} d={band.d} fill="none" stroke={fill} strokeWidth={band.width * cell + (coast ? edge * 2 : 0)} strokeLinecap="round" strokeLinejoin="round" />
      ))}
      {paths.centres && <path d={paths.centres} fill={fill} stroke={coast ? COAST : 'none'} strokeWidth={coast ? edge * 2 : 0} />}
    </g>
  );
}

/** Routes (dashed, at sea) and docks (rings on the coast). */
export function RouteLayer({ paths, cell, docks = true }: { paths: TilePaths; cell: number; docks?: boolean }): ReactNode {
  return (
    <g style={INERT}>
      <path d={paths.routes} fill="none" stroke={ROUTE} strokeOpacity={0.55} strokeWidth={Math.max(0.8, cell * 0.02)} strokeDasharray={`${Math.max(2, cell * 0.05)} ${Math.max(1.5, cell * 0.035)}`} />
      {docks && paths.docks.length > 0 && <path d={circlesPath(paths.docks, Math.max(1.5, cell * DOCK_SIZE))} fill="#fffaf0" stroke={ROUTE} strokeWidth={Math.max(0.6, cell * 0.018)} />}
    </g>
  );
}

/**
 * A whole tile in a square of `size` pixels at (x, y): sea, land, icon, routes and docks. `turned`
 * draws it half a turn round (as the board of the seat on the north side shows it).
 */
export function TileArt({ tile, x, y, size, turned = false }: { tile: LandTile; x: number; y: number; size: number; turned?: boolean }): ReactNode {
  const place = (p: Point): Point => (turned ? { x: x + (1 - p.x) * size, y: y + (1 - p.y) * size } : { x: x + p.x * size, y: y + p.y * size });
  const paths = tilePaths([{ tile, place }]);
  const icon = place(iconPoint(tile.iconQuadrant));
  return (
    <g style={INERT}>
      <rect x={x} y={y} width={size} height={size} fill={SEA} />
      <LandLayer paths={paths} cell={size} pass="coast" />
      <LandLayer paths={paths} cell={size} pass="land" />
      <RouteLayer paths={paths} cell={size} />
      <IconGlyph icon={tile.icon} x={icon.x} y={icon.y} r={size * 0.085} />
      <rect x={x} y={y} width={size} height={size} fill="none" stroke="#45617d" strokeWidth={0.8} />
    </g>
  );
}

/** A face-down land tile (its back) in a square of `size` pixels at (x, y). */
export function TileBack({ x, y, size }: { x: number; y: number; size: number }): ReactNode {
  return (
    <g style={INERT}>
      <rect x={x} y={y} width={size} height={size} rx={3} fill="#3f6f95" stroke="#27465f" />
      <path d={`M${x + size * 0.2},${y + size * 0.62} q${size * 0.15},${-size * 0.12} ${size * 0.3},0 t${size * 0.3},0`} fill="none" stroke="#a9c7e0" strokeWidth={1.5} />
    </g>
  );
}

/** A map card's width in pixels. */
export const CARD_W = 58;
/** A map card's height in pixels. */
export const CARD_H = 78;

/**
 * A map card face up at (x, y): its tier's colour and id, a temple in the middle with the icons it
 * needs on each side (read from its holder's seat, K2.6), its cost and its points (K5.3).
 */
export function MapCardArt({ map, x, y, dim = false }: { map: MapCard; x: number; y: number; dim?: boolean }): ReactNode {
  const cx = x + CARD_W / 2;
  const cy = y + 40;
  const offset: Record<Direction, Point> = { above: { x: 0, y: -17 }, below: { x: 0, y: 17 }, left: { x: -18, y: 0 }, right: { x: 18, y: 0 } };
  return (
    <g style={INERT} opacity={dim ? 0.55 : 1}>
      <rect x={x} y={y} width={CARD_W} height={CARD_H} rx={5} fill="#fbf6e9" stroke={TIER_FILL[map.tier]} strokeWidth={2.5} />
      <rect x={x} y={y} width={CARD_W} height={13} rx={5} fill={TIER_FILL[map.tier]} />
      <text x={x + 5} y={y + 10} fontSize={9} fontWeight={700} fill="#ffffff">
        {map.id}
      </text>
      <text x={x + CARD_W - 4} y={y + 10} fontSize={8} textAnchor="end" fill="#ffffff">
        {map.tier}
      </text>
      <TempleGlyph seat={null} x={cx} y={cy} size={11} />
      {map.requirements.map((r, i) => {
        const o = offset[r.direction];
        const same = map.requirements.slice(0, i).filter((q) => q.direction === r.direction).length;
        const px = cx + o.x + (o.y !== 0 ? same * 12 - 6 * (map.requirements.filter((q) => q.direction === r.direction).length - 1) : 0);
        const py = cy + o.y + (o.x !== 0 ? same * 12 - 6 * (map.requirements.filter((q) => q.direction === r.direction).length - 1) : 0);
        return (
          <g key={i}>
            <IconGlyph icon={r.icon} x={px} y={py} r={5.5} />
            {r.count > 1 && (
              <text x={px + 5} y={py - 3} fontSize={7.5} fontWeight={700} fill={INK}>
                {r.count}
              </text>
            )}
          </g>
        );
      })}
      <Coin x={x + 10} y={y + CARD_H - 9} r={6.5} value={map.cost} />
      <text x={x + CARD_W - 5} y={y + CARD_H - 6} textAnchor="end" fontSize={9} fontWeight={700} fill={INK}>
        {map.vp} VP
      </text>
    </g>
  );
}

/** A card back of `tier` (a map card) or of the goal deck (`tier` null), with a count on it. */
export function CardBack({ x, y, tier, count, w = CARD_W * 0.62, h = CARD_H * 0.62 }: { x: number; y: number; tier: Tier | null; count: number; w?: number; h?: number }): ReactNode {
  const fill = tier ? TIER_FILL[tier] : '#6d5a8c';
  return (
    <g style={INERT}>
      {count > 1 && <rect x={x + 2.5} y={y - 2.5} width={w} height={h} rx={4} fill={fill} stroke="#ffffff" opacity={0.75} />}
      <rect x={x} y={y} width={w} height={h} rx={4} fill={fill} stroke="#ffffff" strokeWidth={1.2} />
      <text x={x + w / 2} y={y + h / 2 + 5} textAnchor="middle" fontSize={14} fontWeight={700} fill="#ffffff">
        {count}
      </text>
    </g>
  );
}

/** Splits `text` into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A goal card's width in pixels. */
export const GOAL_W = 150;
/** A goal card's height in pixels. */
export const GOAL_H = 66;

/** A goal card face up at (x, y): its id, its points and its condition (K7). */
export function GoalCardArt({ goal, x, y, note }: { goal: string; x: number; y: number; note?: string }): ReactNode {
  const card = GOALS.find((g) => g.id === goal);
  const lines = wrap(card?.text ?? '', 34).slice(0, 4);
  return (
    <g style={INERT}>
      <rect x={x} y={y} width={GOAL_W} height={GOAL_H} rx={5} fill="#f4effa" stroke="#6d5a8c" strokeWidth={1.5} />
      <text x={x + 6} y={y + 12} fontSize={9.5} fontWeight={700} fill="#4a3a66">
        {goal}
        {note ? ` · ${note}` : ''}
      </text>
      <text x={x + GOAL_W - 6} y={y + 12} textAnchor="end" fontSize={9.5} fontWeight={700} fill="#4a3a66">
        {card ? `${card.points} pts` : ''}
      </text>
      {lines.map((line, i) => (
        <text key={i} x={x + 6} y={y + 24 + i * 10} fontSize={8.2} fill={INK}>
          {line}
        </text>
      ))}
    </g>
  );
}
