/**
 * The one Apollo Client of the app. Its links implement behaviour.md "Sign-in and sessions / Sessions and the inactivity clock"; "Sign-in and sessions / Signing in" in one place:
 * the `Token` header on every request, the inactivity clock reset on every reply from our server
 * (except signOut), and the signed-out modal on UNAUTHENTICATED (except the sign-in and sign-out calls).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, type DocumentNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { tap } from 'rxjs';
import { sessionStore } from '../session/sessionStore';
import { isServerReply, isUnauthenticated } from './errorInfo';
import { GRAPHQL_PATH, graphqlSocketUrl } from './graphqlEndpoint';
import { socketConnected } from './socketEvents';

/** graphql-ws's Unauthorized: the server's word that the socket's credential ended. */
const SESSION_ENDED_CLOSE_CODE = 4401;

/** Root fields whose 401 is an answer about credentials, not a lost session. */
const NO_SIGNED_OUT_MODAL = new Set(['authenticate', 'customerLogin', 'signOut']);
/** Root fields whose reply must not keep the session alive. */
const NO_CLOCK_RESET = new Set(['signOut']);

function rootFields(query: DocumentNode): string[] {
  const def = getMainDefinition(query);
  return def.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
}

const authLink = new SetContextLink((prev) => {
  const token = sessionStore.getToken();
  return token ? { headers: { ...prev.headers, Token: token } } : {};
});

const clockLink = new ApolloLink((operation, forward) => {
  const counts = operation.operationType !== 'subscription' && !rootFields(operation.query).some((f) => NO_CLOCK_RESET.has(f));
  if (!counts) return forward(operation);
  return forward(operation).pipe(
    tap({
      next: () => sessionStore.serverReplied(),
      error: (error: unknown) => {
        if (isServerReply(error)) sessionStore.serverReplied();
      },
    }),
  );
});

const signedOutLink = new ErrorLink(({ error, operation }) => {
  if (!isUnauthenticated(error)) return;
  if (rootFields(operation.query).some((f) => NO_SIGNED_OUT_MODAL.has(f))) return;
  sessionStore.sessionEnded();
});

function createTransport(): ApolloLink {
  const wsClient = createClient({
    url: graphqlSocketUrl(),
    lazy: true,
    connectionParams: () => ({ token: sessionStore.getToken() }),
    retryAttempts: Infinity,
    on: {
      connected: (_socket, _payload, wasRetry) => socketConnected(wasRetry),
      // The server closes a socket with 4401 when its session ends (signed out elsewhere, expired, password
      // changed, deactivated): the same signed-out modal as an UNAUTHENTICATED reply.
      closed: (event) => {
        if ((event as { code?: number }).code === SESSION_ENDED_CLOSE_CODE) sessionStore.sessionEnded();
      },
    },
  });
  // A socket authenticates once, in onConnect: reconnect whenever the token changes.
  let token = sessionStore.getToken();
  sessionStore.subscribe(() => {
    if (sessionStore.getToken() === token) return;
    token = sessionStore.getToken();
    wsClient.terminate();
  });
  const ws = new GraphQLWsLink(wsClient);
  const http = new HttpLink({ uri: GRAPHQL_PATH });
  return ApolloLink.split(({ operationType }) => operationType === 'subscription', ws, http);
}

/** Builds the client; called once at start-up. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([clockLink, signedOutLink, authLink, createTransport()]),
    cache: new InMemoryCache(),
  });
}
