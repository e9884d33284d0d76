/** A3: opening the gates. */
import type { Rng } from '@tabula/core';
import { SECTORS } from '../data/resources';
import type { AtlandiceState } from '../state';
import { placeDie } from './board';

/** A3.1: rolls every die and places it beside its sector. Returns the faces rolled. */
export function openGates(s: Pick<AtlandiceState, 'dice' | 'exhausted' | 'diceTotal'>, rng: Rng): number[] {
  const faces: number[] = [];
  const dice = SECTORS.map(() => 0);
  for (let i = 0; i < s.diceTotal; i++) {
    const face = rng.die();
    faces.push(face);
    dice[placeDie(s, face) - 1]!++;
  }
  s.dice = dice;
  return faces;
}
