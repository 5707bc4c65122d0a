import { useEffect } from 'react';
import { driverTitle } from '../driver-title';

/** Puts the number of available orders in the tab title; the previous title comes back when none wait. */
export function useDriverTitle(offers: number, isOnline: boolean): void {
  const title = driverTitle(offers, isOnline);
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
