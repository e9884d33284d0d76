/**
 * The action list groups a long list as the CLI's menu does (`groupActions` of `@tabula/core/ui`,
 * with the game's kit words), and the new-game form offers options as form fields: number fields
 * for numbers, JSON only for component data, folded.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { groupActions } from '@tabula/core/ui';
import { survive } from '@tabula/survive';
import { ActionList } from '../src/components/ActionList';
import { NewGameForm } from '../src/components/NewGameForm';
import { gameUi } from '../src/games';
import { actionKey } from '../src/shell/actions';

const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('the action list', () => {
  const ui = gameUi('survive')!;
  const view = survive.view(survive.setup({ players: 3, seed: 'list' }), 0);
  const html = (withWords: boolean) =>
    text(renderToString(createElement(ActionList, { legal: view.legal, describe: (a: unknown) => ui.describeAction(a, view), act: () => undefined, ...(withWords ? { words: ui.words } : {}), view })));

  it("groups Survive's 240 first placements by value, as the CLI does, every action still listed once", () => {
    const out = html(true);
    const menu = groupActions(view.legal, ui.words!, view);
    expect('groups' in menu && menu.groups.map((g) => `${g.name} (${g.size})`)).toEqual([1, 2, 3, 4, 5, 6].map((v) => `an explorer worth ${v} (40)`));
    for (const v of [1, 2, 3, 4, 5, 6]) expect(out).toContain(`<h4>An explorer worth ${v} (40)</h4>`);
    const listed = [...out.matchAll(/data-action="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&quot;', '"'));
    expect(new Set(listed)).toEqual(new Set(view.legal.map(actionKey)));
    expect(listed).toHaveLength(240);
  });

  it('without kit words, groups by type alone', () => {
    const out = html(false);
    expect(out.match(/<h4>/g)).toHaveLength(1);
    expect(out).toContain('<h4>Place explorer</h4>');
  });
});

describe('the new-game form', () => {
  it('offers Atlandice’s numbers as number fields, the tile clocks folded, the clock track as JSON only under component data', () => {
    const out = text(renderToString(createElement(NewGameForm, { memory: { game: 'atlandice', players: 3, seed: 's', roles: ['human', 'random', 'random'], speed: 'instant' }, onStart: () => undefined })));
    expect(out.match(/type="number"/g)).toHaveLength(16); // the Black Market clock, and 15 tiles
    expect(out.match(/<textarea/g)).toHaveLength(1);
    expect(out).toMatch(/<details class="option-group"><summary>Clock symbols per tile<\/summary>/);
    expect(out).toMatch(/<details class="option-group"><summary>Component data \(JSON\)<\/summary>.*<textarea[^>]*name="option-clockTrack"/s);
    expect(out).toContain('Seat 1');
  });

  it('offers every Survive option as a checkbox or a number field, no JSON', () => {
    const out = text(renderToString(createElement(NewGameForm, { memory: { game: 'survive', players: 2, seed: 's', roles: ['human', 'random'], speed: 'instant' }, onStart: () => undefined })));
    expect(out).not.toContain('<textarea');
    expect(out.match(/type="checkbox"/g)).toHaveLength(8);
    expect(out).toMatch(/<input [^>]*type="number"[^>]*name="option-roundLimit"/);
  });
});
