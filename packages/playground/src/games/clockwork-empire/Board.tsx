/**
 * A simple Clockwork Empire board: the loop of areas and white spaces in order (pawns, privilege
 * slots and their dice, machine gods, white dice), this turn's dice, and each seat's holdings with
 * its hand as the viewer may see it (its own cards; of the others only the count). Dice, slots,
 * gods and the viewer's cards are clickable; the action list covers the rest. To be replaced by
 * a full board.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { RESOURCES, type ClockworkAction, type ClockworkEvent, type ClockworkView } from '@tabula/clockwork-empire';
import type { BoardProps } from '../types';
import { TargetButton, seatColour, seatName, useChooser } from '../kit';
import { cardWords, describeAction, godWords, setOf, spaceWords } from './words';

const AREA_FILL: Readonly<Record<string, string>> = { purple: '#eadcf5', yellow: '#fbf1c7', red: '#f6d5d3', blue: '#d6e4f7', green: '#d7efdc', grey: '#e4e4e4' };

/** The Clockwork Empire board. */
export function ClockworkBoard({ view, viewer, legal, act }: BoardProps<ClockworkView, ClockworkAction, ClockworkEvent>): ReactNode {
  const chooser = useChooser<ClockworkAction>((a) => describeAction(a, view), act, legal);
  const set = setOf(view);
  const pending = view.pending;
  const slotArea = pending && pending.kind === 'areaAction' ? pending.area : null;
  return (
    <div className="board simple-board clockwork-board">
      <div className="board-header">
        <strong>{view.phase === 'over' ? 'Game over' : view.phase === 'mulligan' ? 'Mulligan' : `Round ${view.round}`}</strong>
        {view.phase !== 'over' && <span> · {seatName(view.current)}’s turn</span>}
        {pending && <span className="pending"> · pending: {pending.kind}{'area' in pending ? ` (${spaceWords(String(pending.area))})` : ''}</span>}
        {view.endTriggered && <span> · final round</span>}
        <span className="muted"> · deck {view.deckSize} · discards {(view.discard ?? []).length}</span>
      </div>
      <ol className="loop" aria-label="The loop">
        {(view.loop ?? []).map((space) => {
          const area = space in (view.slots ?? {});
          const colour = area ? (set.colours as Record<string, string>)[space] : undefined;
          const pawns = (view.seats ?? []).flatMap((s, seat) => (s.pawn === space ? [seat] : []));
          const slots = area ? (view.slots as Record<string, ({ owner: number; value: number } | null)[]>)[space] ?? [] : [];
          const gods = area ? (view.gods as Record<string, string[]>)[space] ?? [] : [];
          const white = !area ? ((view.whiteDice as Record<string, number[]>)?.[space] ?? []) : [];
          return (
            <li key={space} className="space" style={{ background: colour ? AREA_FILL[colour] : '#fff' }} data-space={space}>
              <div className="space-name">{spaceWords(space)}</div>
              <div className="pawns">
                {pawns.map((seat) => (
                  <span key={seat} className="pawn" style={{ background: seatColour(seat) }} title={`${seatName(seat)}’s pawn`}>
                    {seat + 1}
                  </span>
                ))}
              </div>
              {area && (
                <div className="slots">
                  {slots.map((d, slot) => (
                    <TargetButton
                      key={slot}
                      actions={space === slotArea ? legal.filter((a) => (a.type === 'place' || a.type === 'release') && a.slot === slot) : []}
                      label={`Privilege slot ${slot} of the ${spaceWords(space)}${d ? `: ${seatName(d.owner)}’s ${d.value}` : ', empty'}`}
                      chooser={chooser}
                      className="slot"
                    >
                      {d ? <span style={{ color: seatColour(d.owner) }}>⚀{d.value}</span> : '·'}
                    </TargetButton>
                  ))}
                </div>
              )}
              {gods.map((g) => (
                <TargetButton key={g} actions={legal.filter((a) => a.type === 'takeGod' && a.god === g)} label={`Machine god ${godWords(g, view)}`} chooser={chooser} className="god">
                  {godWords(g, view)}
                </TargetButton>
              ))}
              {white.length > 0 && <div className="white-dice">dice: {white.map((s) => seatName(s)).join(', ')}</div>}
            </li>
          );
        })}
      </ol>
      {view.turn && (
        <div className="turn-dice">
          Dice this turn:{' '}
          {view.turn.dice.map((d, i) => (
            <TargetButton key={i} actions={legal.filter((a) => (a.type === 'keep' || a.type === 'place') && a.die === i)} label={`Die ${i}: ${d.face}${d.kept ? ', kept' : d.placed ? ', placed' : ''}`} chooser={chooser} className="die-button">
              {d.face}
              {d.kept ? ' ✓' : d.placed ? ' ⇢' : ''}
            </TargetButton>
          ))}
          {view.turn.tapSteps !== 0 && <span> · taps {view.turn.tapSteps > 0 ? '+' : ''}{view.turn.tapSteps}</span>}
        </div>
      )}
      <div className="seat-cards">
        {(view.seats ?? []).map((s, seat) => (
          <div key={seat} className={`seat-card${(view.active ?? []).includes(seat) ? ' active' : ''}`} style={{ borderColor: seatColour(seat) }} data-seat={seat}>
            <h4 style={{ color: seatColour(seat) }}>
              {seatName(seat)}
              {seat === viewer ? ' (you)' : ''} · {s.vp} VP
            </h4>
            <div>
              {RESOURCES.map((r, i) => `${s.resources?.[i] ?? 0} ${r}`).join(' · ')}
            </div>
            <div>
              dice in hand {s.diceInHand} · removed {s.diceRemoved} · gods: {s.gods.map((g) => godWords(g, view)).join(', ') || 'none'}
            </div>
            <div>
              built: {s.built.length > 0 ? s.built.map((b, i) => `#${i} ${b.cards.map((c) => cardWords(c, view)).join('+')}${b.tapped ? ' (tapped)' : ''}`).join('; ') : 'none'}
            </div>
            <div className="hand">
              hand:{' '}
              {s.hand
                ? s.hand.length > 0
                  ? s.hand.map((c) => (
                      <TargetButton key={c} actions={legal.filter((a) => (a.type === 'build' || a.type === 'discard') && a.card === c)} label={cardWords(c, view)} chooser={chooser} className="card">
                        {cardWords(c, view)}
                      </TargetButton>
                    ))
                  : 'empty'
                : `${s.handSize} card${s.handSize === 1 ? '' : 's'}`}
            </div>
          </div>
        ))}
      </div>
      {chooser.element}
    </div>
  );
}
