// @vitest-environment happy-dom
/// <reference lib="dom" />
/**
 * The Survive guide's app (`docs/guides/survive.md`, "An app with the hooks"): the page shows its
 * files whole; the app is under 100 lines besides drawing; and in a DOM, with no Web Worker (the
 * search bot then thinks on the page), you place explorers by clicking the island, take one back,
 * and the bots answer by themselves.
 */
import { readFileSync } from 'node:fs';
import { URL as FileURL } from 'node:url';
import { createElement as h, version } from 'react';
import { describe, expect, it } from 'vitest';
import { inAct, mount, until } from './mount';

const guide = readFileSync(new FileURL('../../../../docs/guides/survive.md', import.meta.url), 'utf8');
const file = (name: string) => readFileSync(new FileURL(`../../../../examples/guides/${name}`, import.meta.url), 'utf8');
const APP = ['survive-react.ts', 'survive-react-bot.ts', 'survive-react-worker.ts'];

describe(`the Survive guide's app on React ${version}`, () => {
  it('the guide shows its four files whole, in order, in its last section', () => {
    const section = guide.slice(guide.indexOf('## An app with the hooks'));
    const blocks = [...section.matchAll(/```tsx\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks).toEqual([...APP, 'survive-react-draw.ts'].map(file));
  });

  it('is under 100 lines of the developer’s own code besides drawing', () => {
    const lines = APP.map((name) => file(name).trimEnd().split('\n').length).reduce((a, b) => a + b, 0);
    expect(lines).toBeLessThan(100);
  });

  it('plays: you click the island to place an explorer, may take it back, and the bots answer by themselves', async () => {
    delete (globalThis as { Worker?: unknown }).Worker; // as in a browser without workers: the search thinks on the page
    const { SurviveApp, newMatch } = await import('../../../../examples/guides/survive-react');
    const match = newMatch('guide-dom', 30);
    const app = await mount(h(SurviveApp, { match, delayMs: 150 }));
    const heading = () => app.container.querySelector('h2.banner')!.textContent;
    const button = (name: string) => Array.from(app.container.querySelectorAll("button")).find((b) => b.textContent === name)!;
    const place = async () => {
      await inAct(() => app.container.querySelector<SVGElement>('[data-target]')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
      await inAct(() => app.container.querySelector<HTMLButtonElement>('button.choice')!.click());
    };
    expect(heading()).toBe('Place an explorer: choose an empty terrain tile, then its value');
    // Placed, then taken back before the bots answer.
    await place();
    expect(match.log).toHaveLength(1);
    expect(button('Undo').disabled).toBe(false);
    await inAct(() => button('Undo').click());
    expect(match.log).toHaveLength(0);
    // Placed again: the random bot, then the search bot, answer by themselves.
    const shown = new Set<string>();
    for (let turn = 1; turn <= 2; turn++) {
      await place();
      await until(() => {
        shown.add(app.container.querySelector('.event')!.textContent ?? '');
        return match.log.length === 3 * turn && heading() === 'Place an explorer: choose an empty terrain tile, then its value';
      }, `the bots answered turn ${turn}`);
    }
    expect(match.log.map((e) => e.seat)).toEqual([0, 1, 2, 0, 1, 2]);
    // The changes' events were shown, one at a time.
    expect(shown.has('explorerPlaced')).toBe(true);
    await app.unmount();
  }, 30_000);
});
