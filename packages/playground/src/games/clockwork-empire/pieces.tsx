/**
 * The Clockwork Empire board's pieces, drawn in SVG: dice, resource chips, pawns, machine-god
 * cards, built clockworkers (turned sideways when tapped) and the cards of a hand; and the colours
 * of the areas, cards and resources. Pieces draw what they are given; the board decides what
 * clicking them plays.
 *
 * @module
 */
import type { ReactNode } from 'react';
import type { CardColour, ClockworkerCard, Resource } from '@tabula/clockwork-empire';
import { seatColour } from '../kit';
import { effectsWords, wrap } from '@tabula/clockwork-empire/ui';

/** Each card colour's strong shade (names, borders) and its light wash (area boxes). */
export const COLOUR_STYLE: Readonly<Record<CardColour, { strong: string; wash: string }>> = {
  purple: { strong: '#7b4fb5', wash: '#efe6f8' },
  yellow: { strong: '#a88208', wash: '#fbf3d2' },
  red: { strong: '#b8403a', wash: '#f8dfdd' },
  blue: { strong: '#3b6fb6', wash: '#dde8f7' },
  green: { strong: '#3f8a4e', wash: '#ddf0e0' },
  grey: { strong: '#5f656d', wash: '#e8e9eb' },
  white: { strong: '#8d96a0', wash: '#ffffff' },
};

/** The style of a colour that may be unknown (a user's set): grey when unknown. */
export function colourStyle(colour: string | undefined): { strong: string; wash: string } {
  return (colour && (COLOUR_STYLE as Record<string, { strong: string; wash: string }>)[colour]) || COLOUR_STYLE.grey;
}

/** Each resource's colour and short letters. */
export const RESOURCE_STYLE: Readonly<Record<Resource, { fill: string; short: string }>> = {
  steel: { fill: '#4a6fa5', short: 'St' },
  gear: { fill: '#9a6a24', short: 'Ge' },
  glass: { fill: '#2f9a94', short: 'Gl' },
  spring: { fill: '#5c9a36', short: 'Sp' },
  crystal: { fill: '#c99a06', short: 'Cr' },
};

/** The board's own styles, scoped to its class (the shell's stylesheet is not the game's). */
export const BOARD_CSS = `
.cw-board text { pointer-events: none; font-family: inherit; fill: #1f2328; }
.cw-board .cw-deco { pointer-events: none; }
.cw-board text.cw-light { fill: #ffffff; }
.cw-board text.cw-muted { fill: #5b636d; }
.cw-board text.cw-bold { font-weight: 700; }
.cw-board .cw-legend { margin: 6px 0 0; padding-left: 18px; font-size: 12px; color: #5b636d; columns: 2; column-gap: 24px; }
.cw-board .cw-legend li { break-inside: avoid; margin-bottom: 2px; }
.cw-board .cw-legend b { color: #1f2328; }
`;

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
  6: [[0.27, 0.22], [0.73, 0.22], [0.27, 0.5], [0.73, 0.5], [0.27, 0.78], [0.73, 0.78]],
};

/** A die showing `face` (no pips when `face` is 0), top-left corner at (x, y). */
export function Die({ x, y, size, face, fill, pip, stroke, dim = false }: { x: number; y: number; size: number; face: number; fill: string; pip: string; stroke: string; dim?: boolean }): ReactNode {
  return (
    <g opacity={dim ? 0.45 : 1}>
      <rect x={x} y={y} width={size} height={size} rx={size * 0.18} fill={fill} stroke={stroke} strokeWidth={1.5} />
      {(PIPS[face] ?? []).map(([px, py], i) => (
        <circle key={i} cx={x + px * size} cy={y + py * size} r={size * 0.085} fill={pip} />
      ))}
    </g>
  );
}

/** A die of a seat, in its colour with white pips. */
export function SeatDie({ x, y, size, face, seat }: { x: number; y: number; size: number; face: number; seat: number }): ReactNode {
  return <Die x={x} y={y} size={size} face={face} fill={seatColour(seat)} pip="#ffffff" stroke="#00000055" />;
}

/** A resource chip: the count inside, the resource's name under it. */
export function Chip({ cx, cy, r, resource, count, label = true }: { cx: number; cy: number; r: number; resource: Resource; count: number; label?: boolean }): ReactNode {
  const style = RESOURCE_STYLE[resource] ?? { fill: '#888888', short: '?' };
  return (
    <g opacity={count > 0 ? 1 : 0.35}>
      <circle cx={cx} cy={cy} r={r} fill={style.fill} stroke="#00000040" />
      <text x={cx} y={cy + r * 0.36} textAnchor="middle" fontSize={r * 1.0} className="cw-light cw-bold">
        {count}
      </text>
      {label && (
        <text x={cx} y={cy + r + 9} textAnchor="middle" fontSize={8.5} className="cw-muted">
          {resource}
        </text>
      )}
    </g>
  );
}

/** A small cost chip: the resource's short letters. */
export function CostChip({ cx, cy, resource }: { cx: number; cy: number; resource: Resource }): ReactNode {
  const style = RESOURCE_STYLE[resource] ?? { fill: '#888888', short: '?' };
  return (
    <g>
      <circle cx={cx} cy={cy} r={8} fill={style.fill} stroke="#00000040" />
      <text x={cx} y={cy + 3} textAnchor="middle" fontSize={8} className="cw-light cw-bold">
        {style.short}
      </text>
    </g>
  );
}

/** A seat's pawn, numbered like the seat. */
export function Pawn({ cx, cy, seat, current }: { cx: number; cy: number; seat: number; current: boolean }): ReactNode {
  return (
    <g className="cw-deco">
      {current && <circle cx={cx} cy={cy} r={12} fill="none" stroke="#d9480f" strokeWidth={2} strokeDasharray="3 2" />}
      <circle cx={cx} cy={cy} r={9} fill={seatColour(seat)} stroke="#ffffff" strokeWidth={1.5} />
      <text x={cx} y={cy + 3.5} textAnchor="middle" fontSize={10} className="cw-light cw-bold">
        {seat + 1}
      </text>
    </g>
  );
}

/** A machine god's card: its name on the area's colour, top-left corner at (x, y). */
export function GodCard({ x, y, w, h, name, strong }: { x: number; y: number; w: number; h: number; name: string; strong: string }): ReactNode {
  const lines = wrap(name, Math.max(6, Math.floor((w - 4) / 4.5)), 3);
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={5} fill="#fffdf7" stroke={strong} strokeWidth={1.5} />
      <rect x={x} y={y} width={w} height={5} rx={2} fill={strong} />
      {lines.map((line, i) => (
        <text key={i} x={x + w / 2} y={y + 16 + i * 10} textAnchor="middle" fontSize={8.5}>
          {line}
        </text>
      ))}
    </g>
  );
}

/**
 * A built clockworker: a small card (a stack shows each card's colour), standing when untapped,
 * turned sideways when tapped; centred at (cx, cy).
 */
export function MiniCard({ cx, cy, w, h, cards, tapped, selected }: { cx: number; cy: number; w: number; h: number; cards: readonly (ClockworkerCard | { id: string; name: string; colour: string })[]; tapped: boolean; selected: boolean }): ReactNode {
  const x = cx - w / 2;
  const y = cy - h / 2;
  const band = w / Math.max(cards.length, 1);
  const name = cards.map((c) => c.name).join(' + ');
  const room = Math.max(1, Math.min(3, Math.floor((h - 24) / 9)));
  const lines = wrap(name, Math.max(5, Math.floor((w - 4) / 4.3)), cards.length > 1 ? Math.min(2, room) : room);
  return (
    <g transform={tapped ? `rotate(90 ${cx} ${cy})` : undefined}>
      <rect x={x} y={y} width={w} height={h} rx={4} fill={tapped ? '#eceef0' : '#ffffff'} stroke={selected ? '#d9480f' : colourStyle(cards[0]?.colour).strong} strokeWidth={selected ? 2.5 : 1.5} />
      {cards.map((c, i) => (
        <rect key={i} x={x + i * band} y={y} width={band} height={8} fill={colourStyle(c.colour).strong} />
      ))}
      {lines.map((line, i) => (
        <text key={i} x={cx} y={y + 18 + i * 9} textAnchor="middle" fontSize={7.5}>
          {line}
        </text>
      ))}
      <text x={cx} y={y + h - 5} textAnchor="middle" fontSize={8} className="cw-bold">
        {cards.map((c) => c.id).join('+')}
      </text>
      {selected && (
        <g>
          <circle cx={x + w - 2} cy={y + 2} r={7} fill="#d9480f" stroke="#ffffff" />
          <text x={x + w - 2} y={y + 5.5} textAnchor="middle" fontSize={9} className="cw-light cw-bold">
            ✓
          </text>
        </g>
      )}
    </g>
  );
}

/** A face-up card of the viewer's hand, top-left corner at (x, y). */
export function HandCard({ x, y, w, h, card }: { x: number; y: number; w: number; h: number; card: ClockworkerCard }): ReactNode {
  const style = colourStyle(card.colour);
  const nameLines = wrap(card.name, 18, 2);
  const ability = wrap(effectsWords(card.ability ?? []), 21, 3);
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={8} fill="#ffffff" stroke={style.strong} strokeWidth={2} />
      <rect x={x} y={y} width={w} height={32} rx={8} fill={style.strong} />
      <rect x={x} y={y + 24} width={w} height={8} fill={style.strong} />
      {nameLines.map((line, i) => (
        <text key={i} x={x + 7} y={y + 14 + i * 12} fontSize={10.5} className="cw-light cw-bold">
          {line}
        </text>
      ))}
      <text x={x + 7} y={y + 46} fontSize={10} className="cw-muted">
        {card.id} · {card.colour}
      </text>
      <text x={x + w - 7} y={y + 46} textAnchor="end" fontSize={10.5} className="cw-bold">
        {card.vp} VP
      </text>
      <text x={x + 7} y={y + 64} fontSize={9} className="cw-muted">
        cost
      </text>
      {(card.cost ?? []).map((r, i) => (
        <CostChip key={i} cx={x + 38 + i * 19} cy={y + 61} resource={r} />
      ))}
      {ability.map((line, i) => (
        <text key={i} x={x + 7} y={y + 86 + i * 12} fontSize={9.5}>
          {line}
        </text>
      ))}
    </g>
  );
}

/** A card's back (the deck, another seat's hand), top-left corner at (x, y). */
export function CardBack({ x, y, w, h }: { x: number; y: number; w: number; h: number }): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={Math.min(w, h) * 0.12} fill="#5a4632" stroke="#2e2419" />
      <circle cx={x + w / 2} cy={y + h / 2} r={Math.min(w, h) * 0.28} fill="none" stroke="#d8b36a" strokeWidth={Math.max(1, w / 14)} />
      <circle cx={x + w / 2} cy={y + h / 2} r={Math.min(w, h) * 0.1} fill="#d8b36a" />
    </g>
  );
}

/** A button drawn in SVG (the board wraps it in a target): a rounded box with words. */
export function SvgButton({ x, y, w, h, text, strong = false }: { x: number; y: number; w: number; h: number; text: string; strong?: boolean }): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={6} fill={strong ? '#2f6fd6' : '#ffffff'} stroke={strong ? '#2f6fd6' : '#8c959f'} />
      <text x={x + w / 2} y={y + h / 2 + 4} textAnchor="middle" fontSize={11.5} className={strong ? 'cw-light cw-bold' : 'cw-bold'}>
        {text}
      </text>
    </g>
  );
}
