/**
 * The bots' Web Worker: a search bot thinks here, so that the page stays responsive. It answers
 * `{ id, kind, game, seed, view, seat, legal }` with `{ id, action }` (or `{ id, error }`), from
 * the same bot the page would make (`BOTS`), so the answers are the same.
 *
 * @module
 */
import type { Bot } from '@tabula/core';
import { botKind } from './bots';
import { RULES } from './rules';
import type { BotRequest, BotResponse } from './workerBots';

const bots = new Map<string, Bot<any, any>>();

self.onmessage = (event: MessageEvent<BotRequest>) => {
  const { id, kind, game, seed, view, seat, legal } = event.data;
  const reply = (message: BotResponse): void => self.postMessage(message);
  try {
    const key = JSON.stringify([kind, game, seed]);
    let bot = bots.get(key);
    if (!bot) {
      const rules = RULES[game];
      if (!rules) throw new Error(`no game "${game}"`);
      bots.set(key, (bot = botKind(kind).make(rules, seed)));
    }
    Promise.resolve(bot(view, seat, legal)).then(
      (action) => reply({ id, action }),
      (err: unknown) => reply({ id, error: err instanceof Error ? err.message : String(err) }),
    );
  } catch (err) {
    reply({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
