// @vitest-environment happy-dom
/// <reference lib="dom" />
/**
 * The README's table (`examples/readme.ts`): rendered on the server, then in a DOM, where the bot
 * plays by itself and you play by clicking; the events are shown one at a time.
 */
import { createElement as h, version } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table, newMatch } from '../../examples/readme';
import { inAct, mount, until } from './mount';

describe(`the README's table on React ${version}`, () => {
  it('renders on the server without starting the bot', () => {
    const match = newMatch('readme-ssr');
    const html = renderToString(h(Table, { match }));
    expect(html).toMatch(/Your turn|Waiting for the bot/);
    expect(match.log).toEqual([]);
  });

  it('in a DOM: the bot plays by itself, you by clicking; each event is shown', async () => {
    const match = newMatch('readme-dom');
    const table = await mount(h(Table, { match }));
    const status = () => table.container.querySelector('.status')!.textContent;
    const shown = new Set<string>();
    for (let turn = 0; turn < 3; turn++) {
      await until(() => {
        const event = table.container.querySelector('.event')!.textContent;
        if (event) shown.add(event);
        return status() === 'Your turn';
      }, 'your turn');
      await inAct(() => table.container.querySelector<HTMLButtonElement>('button.choice')!.click());
    }
    expect(match.log.filter((e) => e.seat === 0).length).toBe(3);
    expect(match.log.filter((e) => e.seat === 1).length).toBeGreaterThan(0);
    expect(shown.size).toBeGreaterThan(0);
    await table.unmount();
  }, 30_000);
});
