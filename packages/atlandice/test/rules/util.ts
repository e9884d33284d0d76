/** A rule test's check of a refusal: the state untouched, the action not among the legal ones. */
import { expect } from 'vitest';
import type { Seat } from '@tabula/core';
import { atlandice, type AtlandiceAction, type AtlandiceState } from '../../src/index';

/**
 * Plays an action that must be refused: checks the state is left identical (JSON before/after),
 * that the action is not among the legal ones, and returns the rejection code.
 */
export function refuse(s: AtlandiceState, seat: Seat, action: AtlandiceAction): string {
  const before = JSON.stringify(s);
  const out = atlandice.apply(s, seat, action);
  expect(JSON.stringify(s)).toBe(before);
  expect(atlandice.legalActions(s, seat)).not.toContainEqual(action);
  if (out.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return out.error.code;
}
