import { brickLaneTiffinHouse } from './restaurants/brick-lane-tiffin-house';
import { kazeyaRamen } from './restaurants/kazeya-ramen';
import { mulberryStreetSliceCo } from './restaurants/mulberry-street-slice-co';
import { oliveAndFigMezze } from './restaurants/olive-and-fig-mezze';
import { taqueriaLosCompadres } from './restaurants/taqueria-los-compadres';
import type { SeedRestaurant } from './types';

/**
 * Demo restaurants outside Canada, so that the country picker has something to show in the
 * United States, the United Kingdom, Japan and Mexico. Prices are in each country's currency at local
 * price levels (yen without decimals, pesos, pounds), with the local tax: VAT included in the UK, Japan
 * and Mexico, sales tax added in New York. Phone numbers use ranges reserved for fiction where one exists.
 */
export const WORLD_RESTAURANTS: SeedRestaurant[] = [
  mulberryStreetSliceCo,
  brickLaneTiffinHouse,
  oliveAndFigMezze,
  kazeyaRamen,
  taqueriaLosCompadres,
];
