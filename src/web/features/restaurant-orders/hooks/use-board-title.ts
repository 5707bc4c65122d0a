import { useTabTitle } from '#web/lib/use-tab-title.ts';
import { boardTitle } from '../board-title';

/** Puts the number of waiting orders in the tab title; the previous title comes back when none wait. */
export function useBoardTitle(newOrders: number): void {
  useTabTitle(boardTitle(newOrders));
}
