import { useTabTitle } from '#web/lib/use-tab-title.ts';
import { driverTitle } from '../driver-title';

/** Puts the number of available orders in the tab title; the previous title comes back when none wait. */
export function useDriverTitle(offers: number, isOnline: boolean): void {
  useTabTitle(driverTitle(offers, isOnline));
}
