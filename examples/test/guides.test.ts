// The guides in docs/ show these example files verbatim, and this suite runs them: the code a reader
// copies is code that works.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';
import { replay, type Seat } from '@tabula/core';
import { clockworkEmpire } from '@tabula/clockwork-empire';

const doc = (name: string) => new URL(`../../docs/${name}`, import.meta.url);
const example = (name: string) => new URL(`../guides/${name}`, import.meta.url);

describe('docs/getting-started.md', () => {
  it.each([
    ['## A first game', 'first-game.ts'],
    ['## The loop of a server', 'server.ts'],
    ['## A UI', 'ui.ts'],
  ])('the section "%s" shows examples/guides/%s verbatim', (after, file) => {
    expect(readmeExampleMismatch(doc('getting-started.md'), example(file), { after })).toBeUndefined();
  });

  it('a first game: a legal move is played, untrusted JSON is refused by parse', async () => {
    const { out, input, mine } = await import('../guides/first-game');
    expect(out.ok).toBe(true);
    expect(input).toMatchObject({ code: 'MALFORMED_ACTION' });
    expect(mine).toBeDefined();
  });

  it('the server loop plays a whole game, and no seat ever receives a secret of another seat', { timeout: 60_000 }, async () => {
    const { serveMatch } = await import('../guides/server');
    const inbox: { view: unknown; legal: unknown[]; events: unknown[]; log: unknown[] }[] = [];
    const sent: { seat: Seat; events: unknown[]; log: unknown[] }[] = [];
    const server = serveMatch('guide', (seat, message) => {
      inbox[seat] = message;
      sent.push({ seat, events: message.events, log: message.log });
    });
    // Each client answers with one of its legal actions, as JSON, until nobody may act.
    for (let step = 0; step < 5_000; step++) {
      const seat = [0, 1, 2].find((s) => inbox[s]!.legal.length > 0);
      if (seat === undefined) break;
      const legal = inbox[seat]!.legal;
      expect(server.receive(seat, JSON.stringify(legal[step % legal.length]))).toBeUndefined();
    }
    expect(server.receive(0, '{"type":"fly"}')).toMatchObject({ code: 'MALFORMED_ACTION' });
    const file = server.save();
    expect(clockworkEmpire.isOver(replay(clockworkEmpire, file.config, file.log).state)).toBe(true);
    // Private events arrive whole only to their audience; to everyone else they arrive redacted.
    let privateSeen = 0;
    for (const { seat: to, events } of sent) {
      for (const e of events as { audience?: number[]; redacted?: true }[]) {
        if (e.audience === undefined) continue;
        privateSeen++;
        if (!e.audience.includes(to)) expect(e.redacted).toBe(true);
      }
    }
    expect(privateSeen).toBeGreaterThan(0);
  });

  it('the UI hook renders a seat snapshot in React', async () => {
    const { useMySeat, match } = await import('../guides/ui');
    const Seat = () => {
      const snap = useMySeat();
      return createElement('p', null, `${snap.legalActions.length} moves, version ${snap.version}`);
    };
    expect(renderToString(createElement(Seat))).toContain(`version ${match.getSnapshot().version}`);
  });
});
