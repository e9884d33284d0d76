// @vitest-environment happy-dom
/**
 * Bots in a worker, through the protocol of `createBotWorker` and `serveBots` (here the two ends
 * of a `MessageChannel`, so each message is copied as a worker's would be; a real Web Worker is
 * in the browser test): the same decisions as on the page; the page's fallback where no worker can
 * start or the worker fails; a stopped worker refuses what was awaited.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, randomBot } from '@tabula/core';
import { ismctsBot } from '@tabula/bots';
import { atlandice, type AtlandiceAction, type AtlandiceView } from '@tabula/atlandice';
import { createBotWorker, serveBots, type MakeBot, type WorkerLike } from '@tabula/react';

/** What the test's bots are made from. */
interface Setup {
  seed: string;
  iterations: number;
}

const make: MakeBot<Setup, AtlandiceView, AtlandiceAction> = ({ seed, iterations }) => ismctsBot({ game: atlandice, seed, iterations });

/** A "worker": `serveBots(make)` on the far end of a message channel. Counts the requests it got. */
function channelWorker(served: { requests: number }): WorkerLike {
  const { port1, port2 } = new MessageChannel();
  port2.addEventListener('message', () => served.requests++);
  serveBots(make, port2 as unknown as WorkerLike);
  port2.start();
  port1.start();
  return Object.assign(port1 as unknown as WorkerLike, { terminate: () => port1.close() });
}

describe('createBotWorker and serveBots', () => {
  it('a bot in the worker plays the game the same bot plays on the page', async () => {
    const served = { requests: 0 };
    const worker = createBotWorker<Setup, AtlandiceView, AtlandiceAction>(() => channelWorker(served));
    const config = { players: 2, seed: 'worker-1' };
    const far = createMatch(atlandice, config, { bots: { 0: randomBot('p'), 1: worker.bot({ seed: 'w', iterations: 30 }) } });
    const near = createMatch(atlandice, config, { bots: { 0: randomBot('p'), 1: make({ seed: "w", iterations: 30 }) as never } });
    await far.runBots({ maxActions: 40 });
    await near.runBots({ maxActions: 40 });
    expect(far.log).toEqual(near.log);
    expect(served.requests).toBe(far.log.filter((e) => e.seat === 1).length);
    expect(served.requests).toBeGreaterThan(0);
    expect(worker.inWorker).toBe(true);
    worker.terminate();
  });

  it('where no worker can start (spawn throws: no Worker global), the fallback plays on the page', async () => {
    const worker = createBotWorker<Setup, AtlandiceView, AtlandiceAction>(
      () => {
        throw new ReferenceError('Worker is not defined');
      },
      { fallback: (setup) => Promise.resolve(make(setup)) },
    );
    const config = { players: 2, seed: 'worker-2' };
    const far = createMatch(atlandice, config, { bots: { 0: randomBot('p'), 1: worker.bot({ seed: 'w', iterations: 20 }) } });
    const near = createMatch(atlandice, config, { bots: { 0: randomBot('p'), 1: make({ seed: 'w', iterations: 20 }) as never } });
    await far.runBots({ maxActions: 20 });
    await near.runBots({ maxActions: 20 });
    expect(far.log).toEqual(near.log);
    expect(worker.inWorker).toBe(false);
    // Without a fallback, the turn is refused, saying why.
    const bare = createBotWorker<Setup>(() => {
      throw new ReferenceError('Worker is not defined');
    });
    await expect(Promise.resolve(bare.bot({ seed: 'x', iterations: 1 })(null, 0, []))).rejects.toThrow(/no worker for this bot/);
  });

  it('a worker that fails hands the decisions it owed to the fallback; a stopped worker refuses them', async () => {
    let fail: ((message: string) => void) | undefined;
    const silent: WorkerLike = {
      postMessage: () => undefined, // never answers
      addEventListener: (type, listener) => {
        if (type === 'error') fail = (message) => listener({ message });
      },
      terminate: () => undefined,
    };
    const view = atlandice.view(atlandice.setup({ players: 2, seed: 'worker-3' }), 0);
    const worker = createBotWorker<Setup, AtlandiceView, AtlandiceAction>(() => silent, { fallback: () => (_v, _s, legal) => legal[0]! });
    const decision = worker.bot({ seed: 'w', iterations: 1 })(view, 0, view.legal);
    fail!('the script did not load');
    await expect(decision).resolves.toEqual(view.legal[0]);
    expect(worker.inWorker).toBe(false);

    const stopped = createBotWorker<Setup, AtlandiceView, AtlandiceAction>(() => silent);
    const owed = stopped.bot({ seed: 'w', iterations: 1 })(view, 0, view.legal);
    stopped.terminate();
    await expect(owed).rejects.toThrow(/stopped/);
  });

  it('a bot that throws in the worker refuses its turn with the worker’s message', async () => {
    const { port1, port2 } = new MessageChannel();
    serveBots(() => () => {
      throw new Error('no idea');
    }, port2 as unknown as WorkerLike);
    port2.start();
    port1.start();
    const worker = createBotWorker(() => port1 as unknown as WorkerLike);
    await expect(Promise.resolve(worker.bot({})(null, 0, [1]))).rejects.toThrow('the bot failed in its worker: no idea');
    port1.close();
  });
});
