import { createElement as h, useState, useSyncExternalStore, type ReactElement } from 'react';
import type { SeatHandle } from '@tabula/core';
import type { AtlandiceAction, AtlandiceErrorCode, AtlandiceEvent, AtlandiceState, AtlandiceView } from '@tabula/atlandice';
import { boardShapes, type Shape } from './atlandice-board';
import { banner, buttons, click, type Target } from './atlandice-clicks';

/** A seat's handle on an Atlandice match: `match.seat(s)`. */
export type AtlandiceSeat = SeatHandle<AtlandiceState, AtlandiceAction, AtlandiceView, AtlandiceEvent, AtlandiceErrorCode>;

/** The board thing a shape stands for, if clicking it may mean something. */
function targetOf(shape: Shape): Target | undefined {
  if (shape.kind === 'sector' || shape.kind === 'die') return { kind: 'sector', sector: shape.sector };
  if (shape.kind === 'resource') return { kind: 'resource', sector: shape.sector, resource: shape.resource };
  return undefined;
}

/** One shape as SVG. */
function draw(shape: Shape): ReactElement {
  switch (shape.kind) {
    case 'sector':
      return h('g', null, h('circle', { cx: shape.x, cy: shape.y, r: 0.32 }), h('text', { x: shape.x, y: shape.y, fontSize: 0.08 }, shape.tile ?? shape.name));
    case 'resource':
      return h('text', { x: shape.x, y: shape.y, fontSize: 0.07 }, `${shape.count} ${shape.resource}`);
    case 'die':
      return h('rect', { x: shape.x - 0.04, y: shape.y - 0.04, width: 0.08, height: 0.08 });
    case 'submarine':
      return h('ellipse', { cx: shape.x, cy: shape.y, rx: 0.1, ry: 0.05 });
    case 'clockSpace':
      return h('circle', { cx: shape.x, cy: shape.y, r: shape.hand ? 0.07 : 0.04 });
  }
}

/** A seat's board: its view as SVG, lit where a click means something, then a prompt or the buttons. */
export function AtlandiceBoard({ seat }: { seat: AtlandiceSeat }): ReactElement {
  const snapshot = useSyncExternalStore(seat.subscribe, seat.getSnapshot, seat.getSnapshot);
  const [clicks, setClicks] = useState<Target[]>([]);
  const view = snapshot.view;
  const next = click(view, clicks);
  const lit = new Set(next.do === 'click' ? next.targets.map((t) => JSON.stringify(t)) : []);
  const act = (action: AtlandiceAction) => {
    setClicks([]);
    seat.apply(action); // the store tells every subscriber, and this component draws the new snapshot
  };
  const press = (target: Target) => {
    const after = click(view, [...clicks, target]);
    if (after.do === 'play') act(after.action);
    else setClicks(after.do === 'reset' ? [] : [...clicks, target]);
  };
  const shapes = boardShapes(view).map((shape, i) => {
    const target = targetOf(shape);
    const key = target && JSON.stringify(target);
    if (!target || !key || !lit.has(key)) return h('g', { key: i }, draw(shape));
    return h('g', { key: i, className: 'lit', 'data-target': key, onClick: () => press(target) }, draw(shape));
  });
  const choices = next.do === 'ask' ? next.choices : buttons(view);
  return h(
    'div',
    null,
    h('p', null, banner(view, seat.viewer ?? -1)),
    h('svg', { viewBox: '-2 -2 4 4', width: 480, height: 480 }, ...shapes),
    ...choices.map((choice) => h('button', { key: choice.label, onClick: () => act(choice.action) }, choice.label)),
  );
}
