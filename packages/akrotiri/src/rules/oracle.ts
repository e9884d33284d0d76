/** K5.6: the Oracle: reveal tiles until one shows the named icon; keep it, discard the rest. */
import type { RuleContext, Seat } from '@tabula/core';
import type { Icon } from '../data/types';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState } from '../state';
import { componentsOf } from './geometry';
import { refillTileDeck } from './flow';

/**
 * K5.6: [D] the discards are shuffled into the deck first when it is empty; the reveal stops at the
 * deck's end, and then the last revealed tile is kept.
 */
export function consultOracle(s: AkrotiriState, seat: Seat, icon: Icon, ctx: RuleContext<AkrotiriEvent>): void {
  const turn = s.turn!;
  turn.used += 1;
  turn.sequence = null;
  turn.oracle = true;
  refillTileDeck(s, ctx);
  const tiles = componentsOf(s).tiles;
  const revealed: string[] = [];
  let found = false;
  while (s.tileDeck.length > 0) {
    const tile = s.tileDeck.shift()!;
    revealed.push(tile);
    if (tiles.find((t) => t.id === tile)?.icon === icon) {
      found = true;
      break;
    }
  }
  const kept = revealed.pop()!;
  s.tileDiscards.push(...revealed);
  s.seats[seat]!.tile = kept;
  ctx.emit({ type: 'oracleConsulted', seat, icon, discarded: revealed, found });
  ctx.emit({ type: 'tileSeen', seat, tile: kept, audience: seat });
}
