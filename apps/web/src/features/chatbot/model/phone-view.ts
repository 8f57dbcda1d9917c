// What the customer's phone shows for a menu: the contract's menuReply, the very function the
// server's bot sends with, so the editor's preview and the try-it chat draw what the customer gets.
import { menuReply, type Menu } from '@atende/contract';

export { menuReply } from '@atende/contract';

/** The numbered text of any menu (what a channel without interactive messages gets). */
export function numberedText(menu: Menu): string {
  const reply = menuReply(menu, false);
  return reply.kind === 'text' ? reply.text : '';
}
