/** K5.6: the Oracle: reveal tiles until one shows the named icon; keep it, discard the rest. */
import { mutable, type RuleContext, type Seat } from '@tabula/core';
import type { Icon } from '../data/types';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState } from '../state';
import { catalogue } from '../board/analyze';
import { componentsOf } from './geometry';
import { seatToChange } from './change';

/**
 * K5.6: tiles are turned face up one by one (the rulebook: 逐一翻開陸地板塊), so every seat sees
 * them, the kept one included. (ours) The reveal stops at the stack's end, and then the last revealed
 * tile is kept. The stack is never empty beside discards here: the turn that used it up reshuffled
 * them as it ended (K4.4), and the Oracle is not available with no tile left.
 */
export function consultOracle(s: AkrotiriState, seat: Seat, icon: Icon, ctx: RuleContext<AkrotiriEvent>): void {
  mutable(s, 'turn')!.oracle = true;
  const tiles = catalogue(componentsOf(s).tiles);
  const deck = s.tileDeck;
  let shown = 0;
  let found = false;
  while (shown < deck.length) {
    if (tiles.get(deck[shown++]!)?.icon === icon) {
      found = true;
      break;
    }
  }
  const revealed = mutable(s, 'tileDeck').splice(0, shown);
  const kept = revealed.pop()!;
  if (revealed.length > 0) mutable(s, 'tileDiscards').push(...revealed);
  const p = seatToChange(s, seat);
  p.tile = kept;
  p.tileFaceUp = true; // every tile is revealed face up, the kept one too: it is public
  ctx.emit({ type: 'oracleConsulted', seat, icon, discarded: revealed, kept, found });
}
