import { startNominatimServer } from '../../tests/support/nominatim-server';

// The geocoder the browser journeys search addresses with: the tests' Nominatim-shaped server on a
// fixed port (GEOCODER_URL of the journeys' app server), answering from its Toronto places. Started
// by Playwright next to the app, stopped with it.

const port = Number(process.argv[2] ?? 5056);
const server = await startNominatimServer({ port });
console.log(`test geocoder at ${server.url}`);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
