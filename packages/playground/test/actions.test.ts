/** The action list's grouping and filter. */
import { describe, expect, it } from 'vitest';
import { actionKey, filterGroups, groupActions, typeHeading } from '../src/shell/actions';

const legal = [
  { type: 'walk', to: 1 },
  { type: 'swim', to: 2 },
  { type: 'walk', to: 3 },
  { type: 'pass' },
];
const words = (a: { type: string; to?: number }) => (a.to === undefined ? 'Pass' : `${a.type} to hex ${a.to}`);

describe('groupActions', () => {
  it('groups by type in order of first appearance, each action keeping its place and its key', () => {
    const groups = groupActions(legal, words);
    expect(groups.map((g) => [g.type, g.heading, g.items.map((i) => i.index)])).toEqual([
      ['walk', 'Walk', [0, 2]],
      ['swim', 'Swim', [1]],
      ['pass', 'Pass', [3]],
    ]);
    expect(groups[0]!.items[1]).toEqual({ action: legal[2], index: 2, key: '{"type":"walk","to":3}', label: 'walk to hex 3' });
    expect(actionKey(legal[3])).toBe('{"type":"pass"}');
    expect(typeHeading('placeExplorer')).toBe('Place explorer');
  });
});

describe('filterGroups', () => {
  it('keeps the actions whose words hold every word of the query, and drops empty groups', () => {
    const groups = groupActions(legal, words);
    expect(filterGroups(groups, '')).toEqual(groups);
    expect(filterGroups(groups, 'HEX 3').map((g) => g.items.map((i) => i.index))).toEqual([[2]]);
    expect(filterGroups(groups, 'swim').map((g) => g.type)).toEqual(['swim']);
    expect(filterGroups(groups, 'walk 2')).toEqual([]);
  });
});
