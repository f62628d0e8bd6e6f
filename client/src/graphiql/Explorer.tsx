import { GraphiQL } from 'graphiql';
import { readToken } from '../app/session/storage';
import { initialHeaders } from './explorerCredentials';
import { createExplorerFetcher } from './explorerFetcher';

const fetcher = createExplorerFetcher();

/**
 * The GraphQL explorer at GET /graphql (issue 24 item 1): GraphiQL against our own API, with the
 * headers editor open so an integrator can paste a key, and a signed-in browser's token filled in.
 */
export function Explorer() {
  const headers = initialHeaders(readToken());
  return (
    <GraphiQL
      fetcher={fetcher}
      initialHeaders={headers}
      defaultHeaders={headers}
      defaultEditorToolsVisibility="headers"
    />
  );
}
