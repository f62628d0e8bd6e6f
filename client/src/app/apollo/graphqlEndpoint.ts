/** Where the API answers: HTTP and graphql-ws share one path on our own origin (DESIGN: Interfaces). */
export const GRAPHQL_PATH = '/graphql';

/** The graphql-ws address on the page's own host: wss behind https, ws on a plain-http laptop or LAN. */
export function graphqlSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${GRAPHQL_PATH}`;
}
