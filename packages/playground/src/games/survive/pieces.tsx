/**
 * The Survive board's pieces, drawn in SVG: terrain hexes and their marks, the safe isles, the
 * explorers (a disc in their owner's colour, the value printed only when the view gives it), the
 * boats, the creatures (a badge and a symbol for each kind), the terrain tiles (face up with their
 * backs in the viewer's hand, face down showing only their terrain elsewhere) and the symbols of
 * the tile backs. Pieces draw what they are given; the board decides what clicking them plays.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { TILE_BACK_CLASS, type Creature, type Terrain, type TileBack } from '@tabula/survive';
import { EXPLORER_R, hullPath } from './geometry';
import { backWords } from '@tabula/survive/ui';

/** Each terrain's fill, its edge, and the ink of its marks. */
export const TERRAIN_STYLE: Readonly<Record<Terrain, { fill: string; edge: string; ink: string }>> = {
  beach: { fill: '#eedc9f', edge: '#c8ad62', ink: '#b59443' },
  forest: { fill: '#6da851', edge: '#4d8236', ink: '#2f5e22' },
  mountain: { fill: '#a39b90', edge: '#7b7369', ink: '#5a534b' },
};

/** The sea's fills: open water, and the landing hexes beside a safe isle. */
export const SEA = { fill: '#b5daf1', landing: '#92c4e8', edge: '#ffffff', deep: '#8fc0e3' } as const;

/** Each creature's badge colour. */
export const CREATURE_STYLE: Readonly<Record<Creature, string>> = {
  seaSerpent: '#2b7a57',
  shark: '#56636f',
  whale: '#24427c',
};

/** Each class of tile back's colour: green backs act at once, red ones are held, defence ones answer attacks. */
export const BACK_CLASS_STYLE: Readonly<Record<'green' | 'red' | 'defence', string>> = {
  green: '#3c8d4a',
  red: '#bf3a2e',
  defence: '#6a4fb3',
};

/** The board's own styles, scoped to its class (the shell's stylesheet is not the game's). */
export const BOARD_CSS = `
.sv-board { padding-bottom: 4px; }
.sv-board text { pointer-events: none; font-family: inherit; fill: #1f2328; }
.sv-board .sv-deco, .sv-board .sv-inert { pointer-events: none; }
.sv-board text.sv-light { fill: #ffffff; }
.sv-board text.sv-muted { fill: #5b636d; }
.sv-board text.sv-bold { font-weight: 700; }
.sv-board text.sv-warn { fill: #8a4b00; }
.sv-board .sv-anchor { position: absolute; top: 0; bottom: 0; left: 58.8%; right: 0; pointer-events: none; }
.sv-board .sv-anchor > .chooser { pointer-events: auto; }
.sv-board .sv-legend { margin: 4px 0 0; padding-left: 18px; font-size: 12px; color: #5b636d; columns: 2; column-gap: 24px; }
.sv-board .sv-legend li { break-inside: avoid; margin-bottom: 2px; }
.sv-board .sv-legend b { color: #1f2328; }
.sv-board .sv-marker circle { fill: #fff7e0cc; stroke: #d9480f; stroke-width: 1.6; stroke-dasharray: 3 2; }
`;

/** The small marks drawn on a terrain hex: dunes on beaches, trees in forests, peaks on mountains. */
export function TerrainMarks({ x, y, terrain }: { x: number; y: number; terrain: Terrain }): ReactNode {
  const ink = TERRAIN_STYLE[terrain].ink;
  if (terrain === 'beach') {
    return (
      <g className="sv-deco" stroke={ink} strokeWidth={1} fill="none" opacity={0.7}>
        <path d={`M${x - 14},${y + 15} q4,-3 8,0 q4,3 8,0`} />
        <path d={`M${x + 2},${y - 15} q4,-3 8,0 q4,3 8,0`} />
      </g>
    );
  }
  if (terrain === 'forest') {
    const tree = (tx: number, ty: number) => <path key={`${tx},${ty}`} d={`M${tx},${ty - 6} l4,7 h-8 z`} />;
    return (
      <g className="sv-deco" fill={ink} opacity={0.55}>
        {tree(x - 13, y + 16)}
        {tree(x + 13, y + 16)}
        {tree(x + 11, y - 12)}
      </g>
    );
  }
  return (
    <g className="sv-deco" fill={ink} opacity={0.55}>
      <path d={`M${x - 17},${y + 17} l6,-9 l6,9 z`} />
      <path d={`M${x + 6},${y + 17} l6,-10 l6,10 z`} />
      <path d={`M${x + 5},${y - 10} l5,-7 l5,7 z`} />
    </g>
  );
}

/** A sea serpent's start space (printed on the board). */
export function SerpentMark({ x, y }: { x: number; y: number }): ReactNode {
  return <path className="sv-deco" d={`M${x - 11},${y + 18} c3,-5 6,5 9,0 s6,5 9,0`} fill="none" stroke="#5b93bd" strokeWidth={1.2} opacity={0.8} />;
}

/** A safe isle: a sandy island with a palm, centred at (x, y). */
export function IsleShape({ x, y, r, hot }: { x: number; y: number; r: number; hot: boolean }): ReactNode {
  return (
    <g>
      <circle cx={x} cy={y} r={r + 3} fill="#d5ecf8" stroke={hot ? '#d9480f' : '#7fb6de'} strokeWidth={hot ? 2.5 : 1} strokeDasharray={hot ? '5 3' : undefined} />
      <path
        d={`M${x - r},${y + 2} C${x - r},${y - r * 0.8} ${x - r * 0.3},${y - r} ${x + r * 0.2},${y - r * 0.92} C${x + r},${y - r * 0.8} ${x + r},${y + r * 0.3} ${x + r * 0.7},${y + r * 0.6} C${x + r * 0.3},${y + r} ${x - r * 0.9},${y + r * 0.9} ${x - r},${y + 2} Z`}
        fill="#f1dfa6"
        stroke="#b8965a"
        strokeWidth={1.4}
      />
      <g className="sv-deco" opacity={0.8}>
        <path d={`M${x + r * 0.45},${y - r * 0.1} q1,-9 -2,-16`} stroke="#7b5a2e" strokeWidth={1.6} fill="none" />
        <path d={`M${x + r * 0.45 - 2},${y - r * 0.1 - 16} q-7,-3 -11,3 M${x + r * 0.45 - 2},${y - r * 0.1 - 16} q7,-4 10,2 M${x + r * 0.45 - 2},${y - r * 0.1 - 16} q-2,-6 3,-9`} stroke="#3f7d36" strokeWidth={2} fill="none" strokeLinecap="round" />
      </g>
    </g>
  );
}

/**
 * An explorer: a disc in its owner's colour (a dark rim for the second colour of a seat playing
 * two), its value printed when the view gives it, ringed when selected.
 */
export function ExplorerDisc({ x, y, r = EXPLORER_R, fill, second, value, selected, swam }: { x: number; y: number; r?: number; fill: string; second: boolean; value: number | null; selected: boolean; swam?: boolean }): ReactNode {
  return (
    <g>
      {selected && <circle cx={x} cy={y} r={r + 3} fill="none" stroke="#d9480f" strokeWidth={2} />}
      <circle cx={x} cy={y} r={r} fill={fill} stroke={second ? '#1f2328' : '#ffffff'} strokeWidth={second ? 1.6 : 1.1} strokeDasharray={swam ? '2 1.2' : undefined} />
      {value !== null && (
        <text x={x} y={y + r * 0.55} textAnchor="middle" fontSize={r * 1.55} className="sv-light sv-bold">
          {value}
        </text>
      )}
    </g>
  );
}

/** A boat's hull in the hex centred at (x, y): wood, paler when empty. */
export function Hull({ x, y, selected, empty }: { x: number; y: number; selected: boolean; empty: boolean }): ReactNode {
  return <path d={hullPath(x, y)} fill={empty ? '#b58a62' : '#8d5b3e'} stroke={selected ? '#d9480f' : '#4f321f'} strokeWidth={selected ? 2.2 : 1} strokeLinejoin="round" />;
}

/** A creature's symbol inside a badge of radius `r` centred at (x, y): a serpent's coils, a shark's fin, a whale's body and spout. */
export function CreatureSymbol({ kind, x, y, r }: { kind: Creature; x: number; y: number; r: number }): ReactNode {
  const k = r / 6;
  const t = (px: number, py: number) => `${(x + px * k).toFixed(2)},${(y + py * k).toFixed(2)}`;
  if (kind === 'seaSerpent') {
    return (
      <g fill="none" stroke="#ffffff" strokeWidth={1.4 * k} strokeLinecap="round">
        <path d={`M${t(-4.2, 1.8)} C${t(-3, -3.5)} ${t(-0.8, 3.8)} ${t(0.6, -0.6)} S${t(3.2, -3.4)} ${t(4.2, -1.2)}`} />
        <circle cx={x + 3.9 * k} cy={y - 1.6 * k} r={0.6 * k} fill="#ffffff" />
      </g>
    );
  }
  if (kind === 'shark') {
    return (
      <g fill="#ffffff">
        <path d={`M${t(-3.8, 2.2)} L${t(0.2, -4.2)} Q${t(0.9, -0.4)} ${t(3.8, 2.2)} Z`} />
        <path d={`M${t(-4.5, 3.6)} q${1.5 * k},${-1.2 * k} ${3 * k},0 t${3 * k},0 t${3 * k},0`} stroke="#ffffff" strokeWidth={0.8 * k} fill="none" />
      </g>
    );
  }
  return (
    <g fill="#ffffff">
      <path d={`M${t(-4.4, 0.8)} Q${t(-4, -2.6)} ${t(0, -2.4)} Q${t(3, -2.2)} ${t(3.2, 0.6)} Q${t(1.5, 2.8)} ${t(-2, 2.6)} Q${t(-4.2, 2.4)} ${t(-4.4, 0.8)} Z`} />
      <path d={`M${t(3, 0)} L${t(4.8, -1.8)} L${t(4.8, 1.6)} Z`} />
      <path d={`M${t(-1.6, -2.6)} q${-0.4 * k},${-1.6 * k} ${-1.4 * k},${-2 * k} M${t(-1.6, -2.6)} q${0.4 * k},${-1.6 * k} ${1.4 * k},${-2 * k}`} stroke="#ffffff" strokeWidth={0.7 * k} fill="none" />
    </g>
  );
}

/** A creature token: its kind's badge and symbol, ringed when selected. */
export function CreatureBadge({ kind, x, y, r, selected }: { kind: Creature; x: number; y: number; r: number; selected: boolean }): ReactNode {
  return (
    <g>
      {selected && <circle cx={x} cy={y} r={r + 3} fill="none" stroke="#d9480f" strokeWidth={2} />}
      <circle cx={x} cy={y} r={r} fill={CREATURE_STYLE[kind]} stroke="#ffffff" strokeWidth={1} />
      <CreatureSymbol kind={kind} x={x} y={y} r={r} />
    </g>
  );
}

/** The creature a tile back names (moves or kills), if any. */
function backCreature(back: TileBack): Creature | null {
  switch (back) {
    case 'shark':
    case 'moveShark':
    case 'killShark':
      return 'shark';
    case 'whale':
    case 'moveWhale':
    case 'killWhale':
      return 'whale';
    case 'moveSeaSerpent':
      return 'seaSerpent';
    default:
      return null;
  }
}

/** A tile back's symbol, centred at (x, y), `size` across. */
export function BackSymbol({ back, x, y, size }: { back: TileBack; x: number; y: number; size: number }): ReactNode {
  const r = size / 2;
  const creature = backCreature(back);
  if (creature) {
    const move = back.startsWith('move');
    const kill = back.startsWith('kill');
    return (
      <g>
        <CreatureBadge kind={creature} x={x} y={y} r={r * 0.82} selected={false} />
        {move && <path d={`M${x + r * 0.55},${y + r * 0.75} h${r * 0.55} m${-r * 0.22},${-r * 0.2} l${r * 0.22},${r * 0.2} l${-r * 0.22},${r * 0.2}`} stroke="#1f2328" strokeWidth={1.3} fill="none" />}
        {kill && <path d={`M${x - r * 0.75},${y - r * 0.75} L${x + r * 0.75},${y + r * 0.75} M${x + r * 0.75},${y - r * 0.75} L${x - r * 0.75},${y + r * 0.75}`} stroke="#d7262e" strokeWidth={2} />}
      </g>
    );
  }
  switch (back) {
    case 'boat':
      return (
        <g>
          <path d={`M${x - r * 0.9},${y} L${x + r * 0.9},${y} L${x + r * 0.5},${y + r * 0.6} L${x - r * 0.5},${y + r * 0.6} Z`} fill="#8d5b3e" />
          <path d={`M${x},${y} V${y - r * 0.85} L${x + r * 0.6},${y - r * 0.15} Z`} fill="#f4efe4" stroke="#8d5b3e" strokeWidth={0.8} />
        </g>
      );
    case 'whirlpool':
      return <path d={`M${x},${y} m${r * 0.1},0 a${r * 0.15},${r * 0.15} 0 1 0 ${-r * 0.3},0 a${r * 0.35},${r * 0.35} 0 1 0 ${r * 0.7},0 a${r * 0.6},${r * 0.6} 0 1 0 ${-r * 1.2},0 a${r * 0.85},${r * 0.85} 0 1 0 ${r * 1.7},0`} fill="none" stroke="#1b6fa8" strokeWidth={1.6} />;
    case 'volcano':
      return (
        <g>
          <path d={`M${x - r * 0.95},${y + r * 0.75} L${x - r * 0.25},${y - r * 0.35} H${x + r * 0.25} L${x + r * 0.95},${y + r * 0.75} Z`} fill="#6b4a3a" />
          <path d={`M${x - r * 0.25},${y - r * 0.35} q${r * 0.25},${-r * 0.7} ${r * 0.5},0`} fill="#e4572e" />
          <circle cx={x - r * 0.1} cy={y - r * 0.8} r={r * 0.18} fill="#e4572e" />
        </g>
      );
    case 'dolphin':
      return (
        <g>
          <path d={`M${x - r * 0.9},${y + r * 0.35} Q${x - r * 0.2},${y - r * 0.95} ${x + r * 0.85},${y - r * 0.1} Q${x + r * 0.2},${y - r * 0.25} ${x - r * 0.9},${y + r * 0.35} Z`} fill="#3f86c6" />
          <path d={`M${x - r * 0.1},${y - r * 0.42} l${r * 0.12},${-r * 0.38} l${r * 0.2},${r * 0.34} Z`} fill="#3f86c6" />
          <path d={`M${x - r * 0.9},${y + r * 0.7} q${r * 0.3},${-r * 0.25} ${r * 0.6},0 t${r * 0.6},0 t${r * 0.6},0`} stroke="#3f86c6" strokeWidth={1.1} fill="none" />
        </g>
      );
    case 'winds':
      return (
        <g fill="none" stroke="#4b6476" strokeWidth={1.5} strokeLinecap="round">
          <path d={`M${x - r * 0.9},${y - r * 0.4} h${r * 1.1} a${r * 0.3},${r * 0.3} 0 1 0 ${-r * 0.3},${-r * 0.3}`} />
          <path d={`M${x - r * 0.9},${y} h${r * 1.5} a${r * 0.3},${r * 0.3} 0 1 1 ${-r * 0.3},${r * 0.3}`} />
          <path d={`M${x - r * 0.9},${y + r * 0.4} h${r * 0.8}`} />
        </g>
      );
    default:
      return (
        <text x={x} y={y + 4} textAnchor="middle" fontSize={size * 0.6} className="sv-bold">
          ?
        </text>
      );
  }
}

/** A terrain tile face up, as its holder sees it (x, y: top-left): its terrain above, its back's symbol and name below. */
export function TileFaceUp({ x, y, w, h, terrain, back, selected }: { x: number; y: number; w: number; h: number; terrain: Terrain; back: TileBack; selected: boolean }): ReactNode {
  const cls = TILE_BACK_CLASS[back] ?? 'red';
  const edge = BACK_CLASS_STYLE[cls];
  const name = backWords(back);
  const words = name.length > 12 ? name.split(' ') : [name];
  const lines = words.length > 2 ? [words.slice(0, -1).join(' '), words[words.length - 1]!] : words;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={7} fill="#fffdf7" stroke={selected ? '#d9480f' : edge} strokeWidth={selected ? 3 : 2} />
      <rect x={x + 2} y={y + 2} width={w - 4} height={15} rx={5} fill={TERRAIN_STYLE[terrain].fill} />
      <text x={x + 7} y={y + 13} fontSize={9.5} className="sv-bold">
        {terrain}
      </text>
      <text x={x + w - 6} y={y + 13} fontSize={8.5} textAnchor="end" style={{ fill: edge }}>
        {cls === 'defence' ? 'defence' : cls}
      </text>
      <BackSymbol back={back} x={x + w / 2} y={y + 33} size={Math.min(24, h - 40)} />
      {lines.map((line, i) => (
        <text key={i} x={x + w / 2} y={y + h - 6 - (lines.length - 1 - i) * 10} textAnchor="middle" fontSize={9.5} className="sv-bold">
          {line}
        </text>
      ))}
    </g>
  );
}

/** A terrain tile face down (x, y: top-left): only its terrain shows, the back stays secret. */
export function TileFaceDown({ x, y, w, h, terrain }: { x: number; y: number; w: number; h: number; terrain: Terrain }): ReactNode {
  const style = TERRAIN_STYLE[terrain];
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={Math.min(w, h) * 0.18} fill={style.fill} stroke={style.edge} strokeWidth={1.2} />
      <text x={x + w / 2} y={y + h / 2 + Math.min(w, h) * 0.22} textAnchor="middle" fontSize={Math.min(w, h) * 0.6} className="sv-bold" style={{ fill: style.ink }}>
        ?
      </text>
    </g>
  );
}

/** A removed tile, small (x, y: top-left): its terrain as the frame, its back's symbol inside. */
export function TileRemoved({ x, y, size, terrain, back }: { x: number; y: number; size: number; terrain: Terrain; back: TileBack }): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx={3} fill="#fffdf7" stroke={TERRAIN_STYLE[terrain].edge} strokeWidth={2} />
      <BackSymbol back={back} x={x + size / 2} y={y + size / 2} size={size - 5} />
    </g>
  );
}

/** A button drawn in SVG (the board wraps it in a target): a rounded box with words. */
export function SvgButton({ x, y, w, h, text, strong = false }: { x: number; y: number; w: number; h: number; text: string; strong?: boolean }): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={6} fill={strong ? '#2f6fd6' : '#ffffff'} stroke={strong ? '#2f6fd6' : '#8c959f'} />
      <text x={x + w / 2} y={y + h / 2 + 4} textAnchor="middle" fontSize={11.5} className={strong ? 'sv-light sv-bold' : 'sv-bold'}>
        {text}
      </text>
    </g>
  );
}
