import type { CatalogueCache } from '#server/http/catalogue-cache.ts';
import type { ReadyAnswer } from '#server/http/ready-answers.ts';
import { catalogueKeys } from './catalogue.keys';

// The catalogue's cached answers, found from the raw request URL before any routing, so the most
// read answers of the product skip the framework (see http/ready-answers.ts). Only URLs whose
// meaning is certain without the router's decoding are recognised; anything else (a query other
// than a plain country name, percent-encoding, an id the route would refuse) goes the usual way,
// which validates it and fills the cache.

const LIST = '/api/restaurants';
const ONE = /^\/api\/restaurants\/([1-9]\d{0,8})(\/menu)?$/;
// A country the query parser would hand over unchanged (no encoding, no '+', nothing to trim).
const PLAIN_COUNTRY = /^\?country=([A-Za-z0-9-]{1,80})$/;

const LIST_ROUTE = '/api/restaurants';
const RESTAURANT_ROUTE = '/api/restaurants/:id';
const MENU_ROUTE = '/api/restaurants/:id/menu';

export function catalogueReadyAnswers(cache: CatalogueCache): (url: string) => ReadyAnswer | undefined {
  return (url) => {
    if (url.length > 200 || !url.startsWith(LIST)) return undefined;
    if (url === LIST) return answer(cache.peek(catalogueKeys.list(undefined)), LIST_ROUTE);
    if (url.charCodeAt(LIST.length) === 63 /* ? */) {
      const country = PLAIN_COUNTRY.exec(url.slice(LIST.length))?.[1];
      return country === undefined ? undefined : answer(cache.peek(catalogueKeys.list(country)), LIST_ROUTE);
    }
    const match = ONE.exec(url);
    if (!match) return undefined;
    const [, id = '', menu] = match;
    return menu
      ? answer(cache.peek(catalogueKeys.menu(id)), MENU_ROUTE)
      : answer(cache.peek(catalogueKeys.restaurant(id)), RESTAURANT_ROUTE);
  };
}

function answer(body: Buffer | undefined, route: string): ReadyAnswer | undefined {
  return body === undefined ? undefined : { body, route };
}
