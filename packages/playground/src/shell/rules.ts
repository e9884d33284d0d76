/**
 * The four games' rules by name, without their user interfaces: what the bots' Web Worker loads.
 *
 * @module
 */
import type { Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';

/** Each game's rules, by `game.name`. */
export const RULES: Readonly<Record<string, Game<any, any, any, any, any, string>>> = {
  [atlandice.name]: atlandice,
  [survive.name]: survive,
  [akrotiri.name]: akrotiri,
  [clockworkEmpire.name]: clockworkEmpire,
};
