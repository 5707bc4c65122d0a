import { bangkokLaneThaiKitchen } from './restaurants/bangkok-lane-thai-kitchen';
import { bistroMireille } from './restaurants/bistro-mireille';
import { greenBowlKitchen } from './restaurants/green-bowl-kitchen';
import { kaitoSushiBar } from './restaurants/kaito-sushi-bar';
import { laCalacaTaqueria } from './restaurants/la-calaca-taqueria';
import { lotusPhoHouse } from './restaurants/lotus-pho-house';
import { mapleSmashBurgers } from './restaurants/maple-smash-burgers';
import { nonnaRosaPizzeria } from './restaurants/nonna-rosa-pizzeria';
import { spiceRouteTandoor } from './restaurants/spice-route-tandoor';
import { sugarAndCrumbBakery } from './restaurants/sugar-and-crumb-bakery';
import { tidewaterSushi } from './restaurants/tidewater-sushi';
import type { SeedRestaurant } from './types';

/**
 * Demo restaurants in Canada. The first entry becomes restaurant id 1, the demo restaurant
 * account (restaurant@demo.quickbite.app). The last entry is a pending application for the admin
 * to approve. Phone numbers use the fictional 555-01xx range.
 */
export const CANADA_RESTAURANTS: SeedRestaurant[] = [
  nonnaRosaPizzeria,
  mapleSmashBurgers,
  kaitoSushiBar,
  laCalacaTaqueria,
  greenBowlKitchen,
  sugarAndCrumbBakery,
  spiceRouteTandoor,
  tidewaterSushi,
  bangkokLaneThaiKitchen,
  bistroMireille,
  lotusPhoHouse,
];
