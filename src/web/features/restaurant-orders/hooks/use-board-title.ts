import { useEffect } from 'react';
import { boardTitle } from '../board-title';

/** Puts the number of waiting orders in the tab title; the previous title comes back when none wait. */
export function useBoardTitle(newOrders: number): void {
  const title = boardTitle(newOrders);
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
