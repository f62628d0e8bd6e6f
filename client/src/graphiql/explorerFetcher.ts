import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { createClient, type Client } from 'graphql-ws';
import { GRAPHQL_PATH, graphqlSocketUrl } from '../app/apollo/graphqlEndpoint';
import { socketCredentials } from './explorerCredentials';

interface Transport {
  key: string;
  socket: Client;
  fetcher: Fetcher;
}

/**
 * GraphiQL's fetcher. Queries and mutations are JSON POSTs to /graphql with the headers editor's
 * headers (Apollo's CSRF prevention accepts them); subscriptions run over graphql-ws on the same path.
 * Our socket authenticates once, with connectionParams, so each set of credentials gets its own lazy
 * socket (opened by the first subscription) and the previous one is closed when the credentials change.
 */
export function createExplorerFetcher(): Fetcher {
  let current: Transport | undefined;
  const transportFor = (headers: Record<string, unknown> | undefined): Transport => {
    const credentials = socketCredentials(headers);
    const key = JSON.stringify(credentials);
    if (current?.key === key) return current;
    void current?.socket.dispose();
    const socket = createClient({ url: graphqlSocketUrl(), connectionParams: { ...credentials }, lazy: true });
    current = { key, socket, fetcher: createGraphiQLFetcher({ url: GRAPHQL_PATH, wsClient: socket, enableIncrementalDelivery: false }) };
    return current;
  };
  return (params, options) => transportFor(options?.headers).fetcher(params, options);
}
