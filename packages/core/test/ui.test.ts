import { describe, expect, it } from 'vitest';
import { buttons, click, genericEvent, nextSteps, groupActions, inWords, listWords, playChanges, plural, seatLabel, seatWord, secretNote, targetKey, type ClickPaths, type GameWords, type WatchedSeat } from '@tabula/core/ui';

describe('seats and names in words', () => {
  it('seats are numbered from 1 for people, or named', () => {
    expect(seatLabel(0)).toBe('Seat 1');
    expect(seatLabel(3)).toBe('Seat 4');
    expect(seatLabel(1, ['Ada', 'Bo'])).toBe('Bo');
    expect(seatLabel(1, ['Ada', ' '])).toBe('Seat 2');
    expect(seatLabel(2, ['Ada'])).toBe('Seat 3');
    expect(seatWord(1, 1)).toBe('you');
    expect(seatWord(1, 0, ['Ada', 'Bo'])).toBe('Bo');
    expect(seatWord(1, null)).toBe('Seat 2');
    expect(seatWord(undefined, 0)).toBe('someone');
    expect(seatWord(-1, 0)).toBe('someone');
  });

  it('names of the rules read as words; counts agree with their nouns', () => {
    expect(inWords('seaSerpent')).toBe('sea serpent');
    expect(inWords('placeExplorer')).toBe('place explorer');
    expect(inWords('VP')).toBe('VP');
    expect(inWords('tier2')).toBe('tier 2');
    expect(plural(1, 'drachma')).toBe('1 drachma');
    expect(plural(2, 'drachma')).toBe('2 drachmas');
    expect(plural(0, 'die', 'dice')).toBe('0 dice');
    expect(listWords([])).toBe('nothing');
    expect(listWords(['a'])).toBe('a');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('private events say who knows more; generic words for any event', () => {
    expect(secretNote({ type: 'drew', audience: [1], redacted: true }, 0)).toBe(' (secret: only Seat 2 knows more)');
    expect(secretNote({ type: 'drew', audience: [0], card: 3 }, 0)).toBe(' (only you see this)');
    expect(secretNote({ type: 'rolled', value: 3 }, 0)).toBe('');
    expect(genericEvent({ type: 'scoreChanged', seat: 1, by: 2 }, 0)).toBe('score changed: Seat 2, by 2');
    expect(genericEvent({ type: 'monsterMoved', kind: 'seaSerpent' }, null)).toBe('monster moved: kind sea serpent');
    expect(genericEvent(null, null)).toBe('event');
  });
});

type Act = { type: 'place'; hex: number; value: number } | { type: 'move'; piece: number; to: number } | { type: 'pass' };
type Target = { kind: 'hex'; hex: number } | { kind: 'piece'; id: number };

const words: GameWords<null, Act, { type: string }> = {
  action: (a) => (a.type === 'place' ? `place a ${a.value} on hex ${a.hex}` : a.type === 'move' ? `move piece ${a.piece} to ${a.to}` : 'pass'),
  event: (e, viewer) => genericEvent(e, viewer),
  banner: (_, viewer) => (viewer === null ? 'watching' : 'your turn'),
  group: (a) => (a.type === 'place' ? 'place a piece' : a.type === 'move' ? 'move a piece' : 'pass'),
  subgroup: (a) => (a.type === 'place' ? `value ${a.value}` : undefined),
};

describe('long lists grouped for a menu', () => {
  const places: Act[] = [];
  for (let hex = 0; hex < 10; hex++) for (const value of [1, 2, 3]) places.push({ type: 'place', hex, value });

  it('a short list is flat, in order', () => {
    const legal: Act[] = [{ type: 'pass' }, { type: 'move', piece: 1, to: 2 }];
    expect(groupActions(legal, words, null)).toEqual({ items: [{ action: legal[0], label: 'pass' }, { action: legal[1], label: 'move piece 1 to 2' }] });
  });

  it('a long one is grouped by kind, then by the second key, each level only where it splits', () => {
    const legal: Act[] = [...places, { type: 'pass' }];
    const menu = groupActions(legal, words, null);
    if (!('groups' in menu)) throw new Error('not grouped');
    expect(menu.groups.map((g) => [g.name, g.size])).toEqual([['place a piece', 30], ['pass', 1]]);
    const place = menu.groups[0]!.menu;
    if (!('groups' in place)) throw new Error('places not grouped by value');
    expect(place.groups.map((g) => [g.name, g.size])).toEqual([['value 1', 10], ['value 2', 10], ['value 3', 10]]);
    expect(place.groups[2]!.menu).toEqual({ items: places.filter((a) => a.type === 'place' && a.value === 3).map((action) => ({ action, label: words.action(action) })) });
  });

  it('one kind only goes straight to the second key; the limit can be set', () => {
    const menu = groupActions(places, words, null);
    expect('groups' in menu && menu.groups.map((g) => g.name)).toEqual(['value 1', 'value 2', 'value 3']);
    expect(groupActions(places, words, null, undefined, 100)).toHaveProperty('items');
  });
});

describe('click paths', () => {
  const paths: ClickPaths<null, Act, Target> = {
    path: (a) => (a.type === 'place' ? [{ kind: 'hex', hex: a.hex }] : a.type === 'move' ? [{ kind: 'piece', id: a.piece }, { kind: 'hex', hex: a.to }] : []),
    label: (a) => (a.type === 'place' ? `worth ${a.value}` : a.type),
  };
  const legal: Act[] = [
    { type: 'place', hex: 4, value: 1 },
    { type: 'place', hex: 4, value: 6 },
    { type: 'move', piece: 7, to: 4 },
    { type: 'move', piece: 7, to: 5 },
    { type: 'move', piece: 8, to: 5 },
    { type: 'pass' },
  ];

  it('no clicks: the first step of every path, once each', () => {
    expect(click(paths, null, legal, [])).toEqual({ do: 'click', targets: [{ kind: 'hex', hex: 4 }, { kind: 'piece', id: 7 }, { kind: 'piece', id: 8 }] });
  });

  it('a piece, then a space: the one action left is played', () => {
    expect(click(paths, null, legal, [{ kind: 'piece', id: 7 }])).toEqual({ do: 'click', targets: [{ kind: 'hex', hex: 4 }, { kind: 'hex', hex: 5 }] });
    expect(click(paths, null, legal, [{ kind: 'piece', id: 7 }, { kind: 'hex', hex: 5 }])).toEqual({ do: 'play', action: { type: 'move', piece: 7, to: 5 } });
  });

  it('a path shared by several actions asks; a click that fits nothing resets', () => {
    expect(click(paths, null, legal, [{ kind: 'hex', hex: 4 }])).toEqual({
      do: 'ask',
      choices: [
        { label: 'worth 1', action: legal[0] },
        { label: 'worth 6', action: legal[1] },
      ],
    });
    expect(click(paths, null, legal, [{ kind: 'hex', hex: 9 }])).toEqual({ do: 'reset' });
    expect(click(paths, null, legal, [{ kind: 'piece', id: 8 }, { kind: 'hex', hex: 4 }])).toEqual({ do: 'reset' });
  });

  it('the next steps: each target to light up, with the actions it leads to, as click lists them', () => {
    expect(nextSteps(paths, null, legal, [])).toEqual([
      { target: { kind: 'hex', hex: 4 }, actions: [legal[0], legal[1]] },
      { target: { kind: 'piece', id: 7 }, actions: [legal[2], legal[3]] },
      { target: { kind: 'piece', id: 8 }, actions: [legal[4]] },
    ]);
    expect(nextSteps(paths, null, legal, [{ kind: 'piece', id: 7 }])).toEqual([
      { target: { kind: 'hex', hex: 4 }, actions: [legal[2]] },
      { target: { kind: 'hex', hex: 5 }, actions: [legal[3]] },
    ]);
    expect(nextSteps(paths, null, legal, [{ kind: 'hex', hex: 4 }])).toEqual([]);
    for (const clicks of [[], [{ kind: 'piece', id: 7 }]] as Target[][]) {
      const next = click(paths, null, legal, clicks);
      expect(next.do === 'click' && next.targets).toEqual(nextSteps(paths, null, legal, clicks).map((s) => s.target));
    }
  });

  it('targets are the same whatever the order of their keys; actions without a path are buttons', () => {
    expect(targetKey({ id: 7, kind: 'piece' })).toBe(targetKey({ kind: 'piece', id: 7 }));
    expect(click(paths, null, legal, [{ id: 8, kind: 'piece' } as Target])).toEqual({ do: 'click', targets: [{ kind: 'hex', hex: 5 }] });
    expect(buttons(paths, null, legal)).toEqual([{ label: 'pass', action: { type: 'pass' } }]);
  });
});

describe('a seat\'s changes followed', () => {
  it('hands each change\'s steps to play, made from the seat\'s events, viewer and view; none for a change that makes no step; nothing after the unsubscribe', () => {
    const listeners = new Set<() => void>();
    let snapshot = { view: { round: 1 }, lastEvents: [] as string[] };
    const seat: WatchedSeat<{ round: number }, string> = {
      viewer: 2,
      subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
      getSnapshot: () => snapshot,
    };
    const change = (events: string[], round: number) => {
      snapshot = { view: { round }, lastEvents: events };
      for (const listener of listeners) listener();
    };
    const played: string[][] = [];
    const stop = playChanges(seat, (events, viewer, view) => events.map((e) => `${e} for ${viewer} in round ${view.round}`), (steps) => played.push(steps));
    change(['drew', 'moved'], 1);
    change([], 2);
    change(['scored'], 3);
    stop();
    change(['ignored'], 4);
    expect(played).toEqual([['drew for 2 in round 1', 'moved for 2 in round 1'], ['scored for 2 in round 3']]);
    expect(listeners.size).toBe(0);
  });
});
