/**
 * The Clockwork Empire board, drawn as SVG from a seat's view only: the loop of spaces clockwise
 * from the Temple, each coloured area with its privilege slots (the dice on them, in their owners'
 * colours) and the machine gods still beside it, each white space with the dice lying there and its
 * next buy-back price, and the pawns; inside the loop the turn (its dice, kept or placed, the steps,
 * the decision owed), the supply, the deck and the discards, or the final scoring; on the right each
 * seat's VP, resources, gods, dice and built clockworkers (turned sideways when tapped), and its
 * hand as a count; below, the viewer's own hand face up.
 *
 * What a click selects is the kit's (`clockworkEmpireClicks`, through `useClicks`): lit while a
 * legal action's path goes on through them are the dice (keep; place, then a privilege slot), the
 * spaces' name plates (move on, Temple P1's basic effect), the privilege slots (release), the gods
 * (take), the supply (take), the viewer's resources (return), the other seats' VP (steal VP, or a
 * resource, then asked), the viewer's clockworkers (tap, then the step asked; activate; select)
 * and hand cards (discard; build, then the payment asked). The kit's buttons are drawn where they
 * belong: go, evolve, done and any other in the turn's panel, draw on the deck, buy back on the
 * viewer's die of the white space, maintain and exchange on the viewer's resources. The action
 * list keeps everything.
 *
 * @module
 */
import type { ReactNode } from 'react';
import type { Seat } from '@tabula/core';
import { AREAS, RESOURCES, type AreaId, type ClockworkAction, type ClockworkerCard, type ClockworkEvent, type ClockworkView, type Resource, type SpaceId } from '@tabula/clockwork-empire';
import type { BoardProps } from '../types';
import { Target, capitalized, listWords, plural, seatColour, seatName, useChooser } from '../kit';
import { Pick, useClicks, type Clicks } from '../clicks';
import { BOARD_CSS, COLOUR_STYLE, CardBack, Chip, Die, GodCard, HandCard, MiniCard, Pawn, SeatDie, SvgButton, colourStyle } from './pieces';
import {
  CARD_H,
  CARD_W,
  CENTRE,
  HAND_Y,
  LOOP_H,
  PANEL_W,
  PANEL_X,
  SPACE_H,
  SPACE_W,
  TOP,
  WIDTH,
  areaEffectWords,
  buybackWords,
  cardWords,
  clockworkEmpireClicks,
  clockworkEmpireWords,
  godTextWords,
  godWords,
  heightFor,
  loopCentres,
  rowLefts,
  setOf,
  slotWords,
  spaceWords,
  wrap,
  type Point,
  type Target as Thing,
} from '@tabula/clockwork-empire/ui';

/** The board's selection, through the kit's click paths. */
type Sel = Clicks<ClockworkAction, Thing>;

/** The kit's buttons (legal actions without a path) that pass `test`. */
function buttonsWhere(clicks: Sel, test: (action: ClockworkAction) => boolean): ClockworkAction[] {
  return clicks.buttons.map((b) => b.action).filter(test);
}

/** Whether `space` is a coloured area (it has privilege slots). */
function isArea(view: ClockworkView, space: string): space is AreaId {
  return (AREAS as readonly string[]).includes(space) && space in (view.slots ?? {});
}

/** The spaces named by the last change's events: they are outlined. */
function touched(events: readonly ClockworkEvent[]): Set<string> {
  const out = new Set<string>();
  for (const e of events) {
    const x = e as Partial<Record<'to' | 'area' | 'space', unknown>>;
    for (const v of [x.to, x.area, x.space]) if (typeof v === 'string') out.add(v);
  }
  return out;
}

/** A card of the set by id (an unknown id still draws, by its id). */
function cardOf(view: ClockworkView, id: string): ClockworkerCard {
  return setOf(view).cards.find((c) => c.id === id) ?? { id, name: id, colour: 'grey', cost: [], vp: 0, ability: [] };
}

/** Seat `seat`'s dice: on privilege slots, and on white spaces. */
function diceOut(view: ClockworkView, seat: Seat): { slots: number; white: number } {
  let slots = 0;
  let white = 0;
  for (const row of Object.values(view.slots ?? {}) as ({ owner: number } | null)[][]) for (const d of row) if (d?.owner === seat) slots++;
  for (const owners of Object.values(view.whiteDice ?? {}) as number[][]) for (const o of owners) if (o === seat) white++;
  return { slots, white };
}

interface SpaceProps {
  view: ClockworkView;
  viewer: Seat | null;
  space: string;
  at: Point;
  clicks: Sel;
  hot: boolean;
}

/** A space's name plate: clickable to move on there, or to use its basic effect (Temple P1). */
function NamePlate({ view, space, at, clicks, fill }: SpaceProps & { fill: string }): ReactNode {
  const left = at.x - SPACE_W / 2;
  const top = at.y - SPACE_H / 2;
  const thing: Thing = { kind: 'space', space: space as SpaceId };
  const first = clicks.acts(thing)[0];
  const label = !first ? `The ${spaceWords(space)}` : first.type === 'moveOn' ? `Move on ${plural(first.steps, 'step')} to the ${spaceWords(space)}` : `Use the ${spaceWords(space)}’s basic effect`;
  const basic = isArea(view, space) ? areaEffectWords(space).basic : '+1 VP';
  return (
    <Pick at={thing} clicks={clicks} label={label}>
      <rect x={left} y={top} width={SPACE_W} height={22} rx={8} fill={fill} />
      <rect x={left} y={top + 12} width={SPACE_W} height={10} fill={fill} />
      <text x={left + 8} y={top + 15.5} fontSize={12} className="cw-light cw-bold">
        {spaceWords(space)}
      </text>
      <text x={left + SPACE_W - 7} y={top + 15.5} textAnchor="end" fontSize={9} className="cw-light">
        <title>{`Basic effect: ${basic}`}</title>
        {basic.length * 4.6 <= SPACE_W - 22 - spaceWords(space).length * 7.4 ? basic : ''}
      </text>
    </Pick>
  );
}

/** The pawns on a space: two by two, right of its slots. */
function Pawns({ view, space, left, top }: { view: ClockworkView; space: string; left: number; top: number }): ReactNode {
  const here = (view.seats ?? []).flatMap((s, seat) => (s.pawn === space ? [seat] : []));
  const mover = view.phase === 'play' ? view.current : -1;
  return (
    <g aria-label={here.length > 0 ? `Pawns: ${listWords(here.map(seatName))}` : undefined}>
      {here.map((seat, i) => (
        <Pawn key={seat} cx={left + SPACE_W - 38 + (i % 2) * 22} cy={top + 36 + Math.floor(i / 2) * 22} seat={seat} current={seat === mover} />
      ))}
    </g>
  );
}

/** A coloured area: name plate, privilege slots with their dice, pawns, and its gods beside it. */
function AreaSpace(props: SpaceProps & { area: AreaId }): ReactNode {
  const { view, area, at, clicks, hot } = props;
  const left = at.x - SPACE_W / 2;
  const top = at.y - SPACE_H / 2;
  const colour = (setOf(view).colours as Record<string, string>)[area];
  const style = colourStyle(colour);
  const slots = (view.slots as Record<string, ({ owner: number; value: number } | null)[]>)[area] ?? [];
  const gods = (view.gods as Record<string, string[]>)[area] ?? [];
  const effects = areaEffectWords(area);
  const slotSize = 30;
  return (
    <g data-space={area}>
      <rect x={left} y={top} width={SPACE_W} height={SPACE_H} rx={9} fill={style.wash} stroke={hot ? '#d9480f' : style.strong} strokeWidth={hot ? 3 : 1.5} strokeDasharray={hot ? '7 3' : undefined} />
      <NamePlate {...props} fill={style.strong} />
      {slots.map((d, slot) => {
        const x = left + 7 + slot * (slotSize + 8);
        const y = top + 27;
        const label = `The ${spaceWords(area)}’s privilege slot ${slotWords(slot)}${d ? `: ${seatName(d.owner)}’s ${d.value}` : ', empty'}`;
        return (
          <Pick key={slot} at={{ kind: 'slot', area, slot }} clicks={clicks} label={label}>
            <title>{`${slotWords(slot)}: ${effects.privileges[slot] ?? 'no privilege'}`}</title>
            <rect x={x} y={y} width={slotSize} height={slotSize} rx={5} fill="#ffffffcc" stroke={style.strong} strokeDasharray={d ? undefined : '3 2'} />
            {d ? <SeatDie x={x + 3} y={y + 3} size={slotSize - 6} face={d.value} seat={d.owner} /> : null}
            <text x={x + slotSize / 2} y={y + slotSize + 10} textAnchor="middle" fontSize={9} className="cw-bold">
              {slotWords(slot)}
            </text>
          </Pick>
        );
      })}
      <Pawns view={view} space={area} left={left} top={top} />
      {gods.length === 0 && (
        <text x={left + SPACE_W / 2} y={top + 98} textAnchor="middle" fontSize={9.5} className="cw-muted">
          no machine gods left
        </text>
      )}
      {gods.map((god, i) => {
        const text = setOf(view).gods.find((g) => g.id === god)?.text ?? [];
        return (
          <Pick key={god} at={{ kind: 'god', god }} clicks={clicks} label={`Machine god ${godWords(god, view)} at the ${spaceWords(area)}`}>
            <title>{`${godWords(god, view)}: ${godTextWords(text)}`}</title>
            <GodCard x={left + 4 + i * 63} y={top + 72} w={60} h={44} name={godWords(god, view)} strong={style.strong} />
          </Pick>
        );
      })}
    </g>
  );
}

/** A white space: the dice lying there (the viewer's may be bought back), the next price, pawns. */
function WhiteSpace(props: SpaceProps): ReactNode {
  const { view, viewer, space, at, clicks, hot } = props;
  const left = at.x - SPACE_W / 2;
  const top = at.y - SPACE_H / 2;
  const style = COLOUR_STYLE.white;
  const owners = (view.whiteDice as Record<string, number[]> | undefined)?.[space] ?? [];
  const bought = (view.buybacks as Record<string, number> | undefined)?.[space] ?? 0;
  const pending = view.pending;
  const here = pending !== null && pending.kind === 'buyBack' && pending.space === space;
  return (
    <g data-space={space}>
      <rect x={left} y={top} width={SPACE_W} height={SPACE_H} rx={9} fill="#ffffff" stroke={hot ? '#d9480f' : style.strong} strokeWidth={hot ? 3 : 1.5} strokeDasharray={hot ? '7 3' : undefined} />
      <NamePlate {...props} fill={style.strong} />
      {owners.length === 0 && (
        <text x={left + 8} y={top + 44} fontSize={9.5} className="cw-muted">
          no dice here
        </text>
      )}
      {owners.map((owner, i) => {
        // The kit's buy-back buttons, on the viewer's die of the white space the pawn stopped at.
        const acts = here && owner === viewer ? buttonsWhere(clicks, (a) => a.type === 'buyBack') : [];
        return (
          <Target key={i} actions={acts} label={`${seatName(owner)}’s die on the ${spaceWords(space)}`} chooser={clicks.chooser}>
            <SeatDie x={left + 7 + i * 20} y={top + 30} size={17} face={0} seat={owner} />
          </Target>
        );
      })}
      <Pawns view={view} space={space} left={left} top={top} />
      <text x={left + 8} y={top + 70} fontSize={10} className="cw-bold">
        Buy back your die for
      </text>
      <text x={left + 8} y={top + 84} fontSize={10}>
        {buybackWords(bought)}
      </text>
      <text x={left + 8} y={top + 106} fontSize={9.5} className="cw-muted">
        {bought > 0 ? `bought back: ${bought}` : 'none bought back yet'}
      </text>
    </g>
  );
}

/** The loop itself: a track through the spaces' centres, with arrows clockwise. */
function Track({ centres }: { centres: readonly Point[] }): ReactNode {
  if (centres.length < 2) return null;
  const path = `${centres.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ')} Z`;
  return (
    <g className="cw-deco">
      <path d={path} fill="none" stroke="#c9b48a" strokeWidth={30} strokeLinejoin="round" />
      <path d={path} fill="none" stroke="#8a7448" strokeWidth={1.5} strokeDasharray="6 6" strokeLinejoin="round" />
      {centres.map((p, i) => {
        const q = centres[(i + 1) % centres.length]!;
        const mx = (p.x + q.x) / 2;
        const my = (p.y + q.y) / 2;
        const angle = (Math.atan2(q.y - p.y, q.x - p.x) * 180) / Math.PI;
        return <polygon key={i} points="-7,-6 7,0 -7,6" fill="#8a7448" transform={`translate(${mx} ${my}) rotate(${angle})`} />;
      })}
    </g>
  );
}

/** The steps of the move now, in words: the kept dice and the taps, and where they lead. */
function stepsWords(view: ClockworkView): string | null {
  const turn = view.turn;
  if (!turn || view.pending?.kind !== 'move') return null;
  const kept = turn.dice.filter((d) => d.kept).reduce((n, d) => n + d.face, 0);
  const steps = kept + turn.tapSteps;
  const loop = view.loop ?? [];
  const from = loop.indexOf(view.seats?.[view.current]?.pawn as never);
  const to = from < 0 || loop.length === 0 ? null : loop[(((from + steps) % loop.length) + loop.length) % loop.length];
  const taps = turn.tapSteps === 0 ? '' : ` ${turn.tapSteps > 0 ? '+' : '−'} ${Math.abs(turn.tapSteps)} tapped`;
  return `Steps: ${kept} kept${taps} = ${steps}${to ? ` → the ${spaceWords(to)}` : ''}`;
}

/** The kit's buttons drawn elsewhere than the turn's panel: on the deck, the die, the viewer's resources. */
const ELSEWHERE: ReadonlySet<ClockworkAction['type']> = new Set(['draw', 'buyBack', 'maintain', 'exchange']);

/** The short words drawn on the turn panel's buttons (their names are the kit's words). */
const SHORT: Partial<Record<ClockworkAction['type'], string>> = { go: 'Go', evolve: 'Evolve' };

/** A button's width for its words. */
function buttonWidth(text: string): number {
  return Math.max(64, Math.round(text.length * 6.6 + 16));
}

/** The turn's panel inside the loop: the decision owed, the dice, the buttons, the supply, the deck. */
function TurnPanel({ view, viewer, clicks }: { view: ClockworkView; viewer: Seat | null; clicks: Sel }): ReactNode {
  const { x, y, w, h } = CENTRE;
  const turn = view.turn;
  const title =
    view.phase === 'over' ? 'Game over: final scoring' : view.phase === 'mulligan' ? `Mulligan · ${seatName(view.current)}` : `Round ${view.round} · ${seatName(view.current)}’s turn${view.current === viewer ? ' (you)' : ''}`;
  const pendingLines = wrap(clockworkEmpireWords.banner(view, viewer), 56, 2);
  // The kit's buttons not drawn elsewhere (draw on the deck, buy back on the die, maintain and
  // exchange on the viewer's resources): go, evolve, done, each in the kit's words.
  const buttons = clicks.buttons
    .filter((b) => !ELSEWHERE.has(b.action.type))
    .map((b) => ({ acts: [b.action], label: capitalized(b.label), text: SHORT[b.action.type] ?? capitalized(b.label), strong: b.action.type !== 'done' }));
  const steps = stepsWords(view);
  const moving = view.pending?.kind === 'move';
  const discard = view.discard ?? [];
  const top = discard.length > 0 ? discard[discard.length - 1]! : null;
  return (
    <g data-testid="turn-panel">
      <rect x={x} y={y} width={w} height={h} rx={12} fill="#fbfaf6" stroke="#c9b48a" />
      <text x={x + 12} y={y + 20} fontSize={13} className="cw-bold">
        {title}
        {view.endTriggered && view.phase !== 'over' ? ' · final round' : ''}
      </text>
      {pendingLines.map((line, i) => (
        <text key={i} x={x + 12} y={y + 38 + i * 14} fontSize={11} fill="#8a4b00" data-testid={i === 0 ? 'pending' : undefined}>
          {line}
        </text>
      ))}
      {view.final ? (
        <FinalScoring view={view} />
      ) : (
        <>
          {(turn?.dice ?? []).map((d, i) => {
            const dx = x + 12 + i * 46;
            return (
              <Pick key={i} at={{ kind: 'die', die: i }} clicks={clicks} label={`Die ${i + 1}: ${d.face}${d.kept ? ', kept' : d.placed ? ', placed' : ''}`}>
                <rect x={dx - 3} y={y + 66} width={40} height={52} rx={6} fill={d.kept ? '#e3f4e6' : '#ffffff00'} />
                <Die x={dx} y={y + 69} size={34} face={d.face} fill="#ffffff" pip="#222222" stroke={seatColour(view.current)} dim={d.placed} />
                <text x={dx + 17} y={y + 114} textAnchor="middle" fontSize={9} className="cw-muted">
                  {d.kept ? 'kept' : d.placed ? 'placed' : moving ? 'rolled' : 'unused'}
                </text>
              </Pick>
            );
          })}
          {turn && turn.dice.length === 0 && (
            <text x={x + 12} y={y + 92} fontSize={11} className="cw-muted">
              No dice in hand this turn: taps only.
            </text>
          )}
          {steps && (
            <text x={x + 12} y={y + 134} fontSize={11} className="cw-bold">
              {steps}
            </text>
          )}
        </>
      )}
      {buttons.map((b, i) => {
        const bw = buttonWidth(b.text);
        const bx = x + 12 + buttons.slice(0, i).reduce((n, p) => n + buttonWidth(p.text) + 8, 0);
        return (
          <Target key={b.label} actions={b.acts} label={b.label} chooser={clicks.chooser}>
            <title>{b.label}</title>
            <SvgButton x={bx} y={y + 144} w={bw} h={26} text={b.text} strong={b.strong} />
          </Target>
        );
      })}
      <text x={x + 12} y={y + 194} fontSize={11} className="cw-bold">
        Supply
      </text>
      {RESOURCES.map((r, i) => (
        <Pick key={r} at={{ kind: 'supply', resource: r as Resource }} clicks={clicks} label={`${r} in the supply (${view.supply?.[i] ?? 0})`}>
          <Chip cx={x + 74 + i * 48} cy={y + 190} r={13} resource={r as Resource} count={view.supply?.[i] ?? 0} />
        </Pick>
      ))}
      <Target actions={buttonsWhere(clicks, (a) => a.type === 'draw')} label={`The deck (${plural(view.deckSize ?? 0, 'card')})`} chooser={clicks.chooser}>
        <rect x={x + 8} y={y + 224} width={100} height={66} fill="#ffffff00" />
        {(view.deckSize ?? 0) > 0 ? <CardBack x={x + 12} y={y + 228} w={42} h={58} /> : <rect x={x + 12} y={y + 228} width={42} height={58} rx={4} fill="none" stroke="#8c959f" strokeDasharray="3 3" />}
        <text x={x + 60} y={y + 252} fontSize={11} className="cw-bold">
          Deck
        </text>
        <text x={x + 60} y={y + 267} fontSize={10.5}>
          {plural(view.deckSize ?? 0, 'card')}
        </text>
      </Target>
      <g aria-label={`Discards: ${plural(discard.length, 'card')}${top ? `, ${cardWords(top, view)} on top` : ''}`}>
        {top ? (
          <MiniCard cx={x + 142} cy={y + 257} w={44} h={58} cards={[cardOf(view, top)]} tapped={false} selected={false} />
        ) : (
          <rect x={x + 120} y={y + 228} width={44} height={58} rx={4} fill="none" stroke="#8c959f" strokeDasharray="3 3" />
        )}
        <text x={x + 172} y={y + 252} fontSize={11} className="cw-bold">
          Discards
        </text>
        <text x={x + 172} y={y + 267} fontSize={10.5}>
          {plural(discard.length, 'card')}, face up
        </text>
      </g>
      <text x={x + w - 10} y={y + h - 8} textAnchor="end" fontSize={9} className="cw-muted">
        {view.setName ?? ''}
      </text>
    </g>
  );
}

/** The final scoring's breakdown, by seat (inside the turn's panel). */
function FinalScoring({ view }: { view: ClockworkView }): ReactNode {
  const final = view.final!;
  const { x, y } = CENTRE;
  const rows: [string, readonly number[]][] = [
    ['gods', final.gods],
    ['built', final.built],
    ['colours', final.colours],
    ['hand', final.hand],
    ['resources', final.resources],
  ];
  const seats = view.seats ?? [];
  return (
    <g data-testid="final-scoring">
      <text x={x + 12} y={y + 80} fontSize={10} className="cw-muted">
        seat
      </text>
      {rows.map(([name], i) => (
        <text key={name} x={x + 92 + i * 40} y={y + 80} textAnchor="middle" fontSize={9.5} className="cw-muted">
          {name}
        </text>
      ))}
      <text x={x + 296} y={y + 80} textAnchor="end" fontSize={10} className="cw-muted">
        VP
      </text>
      {seats.map((s, seat) => (
        <g key={seat}>
          <text x={x + 12} y={y + 96 + seat * 14} fontSize={10.5} className="cw-bold" fill={seatColour(seat)}>
            {seatName(seat)}
          </text>
          {rows.map(([name, values], i) => (
            <text key={name} x={x + 92 + i * 40} y={y + 96 + seat * 14} textAnchor="middle" fontSize={10.5}>
              {values[seat] ?? 0}
            </text>
          ))}
          <text x={x + 296} y={y + 96 + seat * 14} textAnchor="end" fontSize={10.5} className="cw-bold">
            {s.vp}
          </text>
        </g>
      ))}
    </g>
  );
}

/** One seat's panel: VP, resources, gods, dice, built clockworkers, hand size. */
function SeatPanel({ view, viewer, seat, top, height, clicks }: { view: ClockworkView; viewer: Seat | null; seat: Seat; top: number; height: number; clicks: Sel }): ReactNode {
  const s = view.seats[seat]!;
  const x = PANEL_X;
  const w = PANEL_W;
  const colour = seatColour(seat);
  const active = (view.active ?? []).includes(seat);
  const own = seat === viewer;
  const out = diceOut(view, seat);
  const pending = view.pending;
  const selected = own && pending !== null && pending.kind === 'evolve' ? (pending.selected ?? []) : [];
  // Another player is the kit's `seat` target: its VP (take a VP, or a resource, then asked).
  const other: Thing | null = own ? null : { kind: 'seat', seat };
  const stealing = other ? clicks.acts(other)[0] : undefined;
  const built = s.built ?? [];
  // Built clockworkers: one or two rows of small cards (sideways when tapped).
  const cardH = Math.max(36, Math.min(58, height - 94));
  const cardW = Math.round(cardH * 0.8);
  const rowsRoom = Math.max(1, Math.floor((height - 96) / (cardH + 4)));
  const perRow = Math.max(1, Math.ceil(built.length / rowsRoom));
  const lefts = rowLefts(Math.min(perRow, built.length), 60, w - 16, 2);
  return (
    <g data-seat={seat}>
      <rect x={x} y={top} width={w} height={height} rx={9} fill={active ? '#fff8e1' : '#fafbfc'} stroke={colour} strokeWidth={active ? 3 : 2} />
      <circle cx={x + 14} cy={top + 16} r={7} fill={colour} />
      <text x={x + 26} y={top + 21} fontSize={13} className="cw-bold">
        {seatName(seat)}
        {own ? ' (you)' : ''}
        <tspan fontSize={11} fontWeight={400} className="cw-muted">
          {` · on the ${spaceWords(String(s.pawn))}`}
        </tspan>
      </text>
      <Pick at={other} clicks={clicks} label={`${seatName(seat)}: ${s.vp} VP${stealing ? (stealing.type === 'stealVp' ? ': take 1 VP' : ': take a resource') : ''}`}>
        <rect x={x + w - 70} y={top + 5} width={62} height={22} rx={6} fill="#ffffff" stroke={colour} />
        <text x={x + w - 39} y={top + 20.5} textAnchor="middle" fontSize={12.5} className="cw-bold" data-testid={`vp-${seat}`}>
          {s.vp} VP
        </text>
      </Pick>
      {RESOURCES.map((r, i) => {
        const label = `${seatName(seat)}’s ${r} (${s.resources?.[i] ?? 0})`;
        const chip = <Chip cx={x + 20 + i * 40} cy={top + 44} r={11} resource={r as Resource} count={s.resources?.[i] ?? 0} />;
        const mine: Thing | null = own ? { kind: 'mine', resource: r as Resource } : null;
        // The viewer's resource: the kit's `mine` target (return it) when lit, else the place of
        // the kit's buttons that pay with it (maintain, exchange).
        const paying = own ? buttonsWhere(clicks, (a) => (a.type === 'maintain' && a.resource === r) || (a.type === 'exchange' && a.pay.includes(r as Resource))) : [];
        return mine && clicks.acts(mine).length === 0 && paying.length > 0 ? (
          <Target key={r} actions={paying} label={label} chooser={clicks.chooser}>
            {chip}
          </Target>
        ) : (
          <Pick key={r} at={mine} clicks={clicks} label={label}>
            {chip}
          </Pick>
        );
      })}
      <g aria-label={`${seatName(seat)}’s machine gods: ${s.gods.length > 0 ? listWords(s.gods.map((g) => godWords(g, view))) : 'none'}`}>
        {s.gods.length === 0 && (
          <text x={x + 216} y={top + 46} fontSize={9.5} className="cw-muted">
            no machine gods
          </text>
        )}
        {s.gods.map((g, i) => {
          const god = setOf(view).gods.find((k) => k.id === g);
          const style = colourStyle((setOf(view).colours as Record<string, string>)[god?.area ?? '']);
          return (
            <g key={g}>
              <title>{`${godWords(g, view)}: ${godTextWords(god?.text ?? [])}`}</title>
              <rect x={x + 210} y={top + 31 + i * 15} width={w - 218} height={13} rx={3} fill={style.wash} stroke={style.strong} />
              <text x={x + 215} y={top + 41 + i * 15} fontSize={9}>
                {wrap(godWords(g, view), 30, 1)[0]}
              </text>
            </g>
          );
        })}
      </g>
      <text x={x + 10} y={top + 84} fontSize={10} className="cw-muted">
        {`hand ${s.handSize}${own ? ' (below)' : ''} · dice: ${s.diceInHand} in hand, ${out.slots} on slots, ${out.white} on white${s.diceRemoved > 0 ? `, ${s.diceRemoved} removed` : ''}`}
      </text>
      <g aria-label={`${seatName(seat)}’s hand: ${plural(s.handSize, 'card')}`} className="cw-deco">
        {Array.from({ length: Math.min(s.handSize, 8) }, (_, i) => (
          <CardBack key={i} x={x + w - 92 - i * 7} y={top + 8} w={11} h={16} />
        ))}
      </g>
      {built.length === 0 && (
        <text x={x + 10} y={top + 110} fontSize={10} className="cw-muted">
          no clockworkers built
        </text>
      )}
      {built.map((cw, i) => {
        const row = Math.floor(i / perRow);
        const col = i % perRow;
        const cx = x + 8 + (lefts[col] ?? 0) + 30;
        const cy = top + 92 + row * (cardH + 4) + cardH / 2;
        const names = listWords(cw.cards.map((c) => cardOf(view, c).name));
        return (
          <Pick key={i} at={own ? { kind: 'clockworker', index: i } : null} clicks={clicks} label={`${seatName(seat)}’s clockworker ${i + 1}: ${names}${cw.tapped ? ' (tapped)' : ''}`}>
            <title>{cw.cards.map((c) => cardWords(c, view)).join(' + ')}</title>
            <rect x={cx - 30} y={cy - cardH / 2} width={60} height={cardH} fill="#ffffff00" />
            <MiniCard cx={cx} cy={cy} w={cardW} h={cardH} cards={cw.cards.map((c) => cardOf(view, c))} tapped={cw.tapped} selected={selected.includes(i)} />
          </Pick>
        );
      })}
    </g>
  );
}

/** The viewer's own hand, face up below the board. */
function Hand({ view, viewer, clicks }: { view: ClockworkView; viewer: Seat; clicks: Sel }): ReactNode {
  const hand = view.seats?.[viewer]?.hand ?? [];
  const lefts = rowLefts(hand.length, CARD_W, WIDTH - 16, 8);
  return (
    <g data-testid="hand" aria-label={`Your hand: ${plural(hand.length, 'card')}`}>
      <text x={8} y={HAND_Y + 2} fontSize={12} className="cw-bold">
        Your hand ({hand.length})
      </text>
      {hand.length === 0 && (
        <text x={8} y={HAND_Y + 24} fontSize={11} className="cw-muted">
          No cards in your hand.
        </text>
      )}
      {hand.map((id, i) => {
        return (
          <Pick key={id} at={{ kind: 'card', card: id }} clicks={clicks} label={`${cardWords(id, view)} in your hand`}>
            <HandCard x={8 + lefts[i]!} y={HAND_Y + 10} w={CARD_W} h={CARD_H} card={cardOf(view, id)} />
          </Pick>
        );
      })}
    </g>
  );
}

/** The areas' effects and the gods' texts, in words, under the board. */
function Legend({ view }: { view: ClockworkView }): ReactNode {
  const set = setOf(view);
  return (
    <ul className="cw-legend" aria-label="The areas and the machine gods">
      {(view.loop ?? []).filter((space) => isArea(view, space)).map((area) => {
        const words = areaEffectWords(area as AreaId);
        const gods = set.gods.filter((g) => g.area === area);
        return (
          <li key={area}>
            <b>{spaceWords(area)}</b>: {words.basic}; {words.privileges.map((p, i) => `${slotWords(i)}: ${p}`).join('; ')}. Gods: {gods.map((g) => `${g.name} (${godTextWords(g.text)})`).join('; ')}.
          </li>
        );
      })}
      <li>
        <b>White spaces</b>: +1 VP; stop there to buy back your die (the 1st at a space pays {buybackWords(0)}, the 2nd {buybackWords(1)}, later {buybackWords(2)}).
      </li>
    </ul>
  );
}

/** The Clockwork Empire board. */
export function ClockworkBoard({ view, viewer, legal, act, lastEvents }: BoardProps<ClockworkView, ClockworkAction, ClockworkEvent>): ReactNode {
  // What a click selects is the kit's: its click paths, narrowed by the clicks so far.
  const clicks = useClicks(clockworkEmpireClicks, view, legal, useChooser((a) => capitalized(clockworkEmpireClicks.label(a, view)), act, legal));
  const loop = view.loop ?? [];
  const centres = loopCentres(loop.length);
  const hot = touched(lastEvents);
  const seats = view.seats ?? [];
  const withHand = viewer !== null && Array.isArray(seats[viewer]?.hand);
  const height = heightFor(withHand);
  const gap = 8;
  const panelH = (LOOP_H - gap * Math.max(seats.length - 1, 0)) / Math.max(seats.length, 1);
  const actor = view.active?.[0];
  return (
    <div className="board clockwork-board cw-board">
      <style>{BOARD_CSS}</style>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="group" aria-label="Clockwork Empire board" className="board-svg">
        <text x={8} y={20} fontSize={14} className="cw-bold">
          {view.phase === 'over' ? 'Game over' : actor === undefined ? 'Nobody to act' : `${seatName(actor)} to act${actor === viewer ? ' (you)' : ''}`}
        </text>
        <text x={PANEL_X - 12} y={20} textAnchor="end" fontSize={11} className="cw-muted">
          {view.phase === 'over' ? `${plural(view.round, 'round')} played` : `Round ${view.round}${view.endTriggered ? ' · final round (50 VP reached)' : ''}`}
        </text>
        <text x={PANEL_X} y={20} fontSize={11} className="cw-muted">
          {viewer === null ? 'Spectator: every hand is hidden' : 'Other hands are hidden: only their sizes show'}
        </text>
        <Track centres={centres} />
        {loop.map((space, i) => {
          const at = centres[i]!;
          const props: SpaceProps = { view, viewer, space, at, clicks, hot: hot.has(space) };
          return isArea(view, space) ? <AreaSpace key={space} {...props} area={space} /> : <WhiteSpace key={space} {...props} />;
        })}
        <TurnPanel view={view} viewer={viewer} clicks={clicks} />
        {seats.map((_, seat) => (
          <SeatPanel key={seat} view={view} viewer={viewer} seat={seat} top={TOP + seat * (panelH + gap)} height={panelH} clicks={clicks} />
        ))}
        {withHand && <Hand view={view} viewer={viewer} clicks={clicks} />}
      </svg>
      <Legend view={view} />
      {clicks.chooser.element}
    </div>
  );
}
