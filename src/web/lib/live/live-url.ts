/** The live channel lives at /ws on the page's own host: wss when the page is https (SPEC section 7). */
export function liveChannelUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws`;
}
