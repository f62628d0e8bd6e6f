import type { IncomingMessage, Server } from 'node:http';
import { getOperationAST, GraphQLError, parse, specifiedRules, validate, type DocumentNode, type ExecutionArgs, type GraphQLSchema, type OperationDefinitionNode, type ValidationRule } from 'graphql';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Config } from '../config.js';
import type { RequestContext } from '../context.js';
import type { CallSite } from '../policy/caller.js';
import { credentialsOfConnection, type Credentials } from '../policy/credentials.js';
import { accessOfOperation, authorizeOperation } from '../policy/operations.js';
import { SESSION_ENDED, type SocketCredentials } from '../policy/sockets.js';
import { formatGraphqlError, type ErrorLogger } from './errors.js';
import { armorFor } from './server.js';
import { expandSharedResult, subscribeSharingResults } from './shared-results.js';

/** What the socket door asks the policy module. */
export interface SocketPolicy {
  /** Who is calling with these credentials, checked afresh (policy/caller.ts). */
  resolve(credentials: Credentials, site: CallSite): Promise<RequestContext>;
  /** The open sockets' credentials, closed when they end (policy/sockets.ts). */
  sockets: SocketCredentials;
  /** The client's address: the socket's peer, or what the trusted proxy hops say (auth/client-address.ts). */
  addressOf(request: IncomingMessage): string;
  /** Spends the operation's request and cost points from the caller's budgets; why it is refused, or null (policy/cost-budget.ts). */
  budget(caller: RequestContext, document: DocumentNode, operation: OperationDefinitionNode): Promise<GraphQLError | null>;
}

const refusal = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

/** Shared subscription results are serialised once (shared-results.ts): the socket's send puts them in. */
function expandSharedResults(wss: WebSocketServer): void {
  wss.on('connection', (socket) => {
    const send = socket.send.bind(socket) as (data: unknown, options: { binary?: boolean }, cb?: (err?: Error) => void) => void;
    socket.send = ((data: unknown, cb?: (err?: Error) => void) => {
      // Still a text frame when the JSON comes back as UTF-8 bytes.
      send(typeof data === 'string' ? expandSharedResult(data) : data, { binary: false }, cb);
    }) as typeof socket.send;
  });
}

/**
 * One operation over the socket, asked of the policy module as an HTTP request would be: the caller's
 * credential resolved afresh (a socket whose credential ended is closed with 4401), the document parsed
 * and validated with the HTTP limits (depth, cost, aliases), the operation authorised (a read-only
 * key runs no mutation) and charged to the caller's budgets (the socket's budgets are its caller's). Answers the execution arguments, or the errors that refuse it.
 */
async function admit(schema: GraphQLSchema, rules: ValidationRule[], policy: SocketPolicy, extra: Extra, given: Credentials, payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null }): Promise<ExecutionArgs | GraphQLError[]> {
  const caller = await policy.resolve(given, { ip: policy.addressOf(extra.request), request: `graphql-ws ${payload.operationName ?? 'anonymous'}` });
  if (!caller.user) {
    policy.sockets.end(extra.socket, caller.authError ?? SESSION_ENDED);
    return [refusal(caller.authError ?? 'You are not signed in.', 'UNAUTHENTICATED')];
  }
  let document;
  try {
    document = parse(payload.query);
  } catch (error) {
    return [error instanceof GraphQLError ? error : refusal('The query could not be read.', 'GRAPHQL_PARSE_FAILED')];
  }
  const errors = validate(schema, document, rules);
  if (errors.length) return [...errors];
  const operation = getOperationAST(document, payload.operationName);
  if (!operation) return [refusal('Unable to identify operation', 'BAD_USER_INPUT')];
  try {
    authorizeOperation(caller, accessOfOperation(operation.operation));
  } catch (error) {
    return [refusal((error as Error).message, 'FORBIDDEN')];
  }
  const overBudget = await policy.budget(caller, document, operation);
  if (overBudget) return [overBudget];
  return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue: caller };
}

/**
 * graphql-ws on the same /graphql path. A socket signs in once, in onConnect, but every operation it runs
 * asks the policy module again (`admit`), and every event delivered first asks whether the credential
 * still holds; a socket whose credential ended is closed with 4401 (issue 20 item 1). Errors are mapped
 * as over HTTP (typed codes; nothing internal).
 */
export function attachWebSocket(http: Server, schema: GraphQLSchema, config: Config, policy: SocketPolicy, log: ErrorLogger) {
  const wss = new WebSocketServer({ server: http, path: '/graphql', maxPayload: 64 * 1024 });
  expandSharedResults(wss);
  const format = formatGraphqlError(log);
  const formatted = (errors: readonly GraphQLError[]) => errors.map((e) => format(e.toJSON(), e));
  const credentials = new WeakMap<object, Credentials>();
  const { sockets } = policy;
  const rules = [...specifiedRules, ...armorFor(config).validationRules];
  const server = useServer<Record<string, unknown>>(
    {
      schema,
      onConnect: async (ctx) => {
        const given = credentialsOfConnection(ctx.connectionParams);
        const caller = await policy.resolve(given, { ip: policy.addressOf(ctx.extra.request), request: 'graphql-ws' });
        if (!caller.user) return false;
        credentials.set(ctx.extra, given);
        sockets.hold(ctx.extra.socket, caller);
        return true;
      },
      onClose: (ctx) => sockets.release(ctx.extra.socket),
      onSubscribe: (ctx, _id, payload) => admit(schema, rules, policy, ctx.extra, credentials.get(ctx.extra) ?? {}, payload),
      onNext: (ctx, _id, _payload, args, result) => {
        const isEvent = getOperationAST(args.document, args.operationName)?.operation === 'subscription';
        if (isEvent && typeof result.data === 'object' && result.data && 'sessionEnded' in result.data) {
          // The notice of the end itself goes out; a socket whose session did end closes right after it.
          sockets.told(ctx.extra.socket);
        } else if (isEvent && !sockets.isLive(ctx.extra.socket, new Date())) {
          return { errors: [{ message: SESSION_ENDED, extensions: { code: 'UNAUTHENTICATED' } }] };
        }
        return result.errors ? { ...result, errors: formatted(result.errors) } : undefined;
      },
      onError: (_ctx, _id, _payload, errors) => formatted(errors),
      subscribe: subscribeSharingResults,
    },
    wss,
  );
  return {
    async close() {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
