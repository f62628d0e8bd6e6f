import { createSourceEventStream, execute, getOperationAST, Kind, print, subscribe, type ExecutionArgs, type ExecutionResult } from 'graphql';

type Result = ExecutionResult | Promise<ExecutionResult>;

/**
 * Subscription fields whose result depends only on the event and the operation (query text and
 * variables), never on who listens: who may hear what is settled when the event is made, and the
 * subscribers that may hear the same thing are handed the very same event object (see the tracking
 * resolver's visibleBatches).
 */
const SHARED_RESULT_FIELDS = new Set(['supplierLocationsChanged']);

// Event object -> operation key -> its result. Weak: a result lives as long as its event.
const results = new WeakMap<object, Map<string, Result>>();

// A shared result goes to graphql-ws as { data: token }; the socket's send puts the JSON back (serialised
// once, as UTF-8 once) in place of the token. Tokens are dropped when their result is collected.
const serialised = new Map<string, Buffer>();
const forget = new FinalizationRegistry<string>((token) => serialised.delete(token));
let sequence = 0;
const TOKEN_AT_END = /,"payload":\{"data":"(@@shared:\d+@@)"\}\}$/;

/** A result as graphql-ws will send it, with its JSON made once for every subscriber. */
function tokenFor(result: ExecutionResult): ExecutionResult {
  if (result.errors?.length) return result;
  const token = `@@shared:${++sequence}@@`;
  const shared = { data: token } as unknown as ExecutionResult;
  serialised.set(token, Buffer.from(JSON.stringify(result)));
  forget.register(shared, token);
  return shared;
}

/**
 * What the WebSocket really sends: a `next` message that carries a shared token gets the shared JSON in
 * its place (the token can only sit at the very end, after the client's id, so an id cannot fake one).
 */
export function expandSharedResult(message: string): string | Buffer {
  const match = TOKEN_AT_END.exec(message);
  const json = match && serialised.get(match[1]);
  if (!match || !json) return message;
  return Buffer.concat([Buffer.from(`${message.slice(0, match.index)},"payload":`), json, Buffer.from('}')]);
}

/**
 * graphql-ws's subscribe, except that for SHARED_RESULT_FIELDS an event is executed once per distinct
 * operation rather than once per subscriber (issue 9: 500 maps watching 1,000 drivers). Everything
 * else is graphql-js's own subscribe.
 */
export async function subscribeSharingResults(args: ExecutionArgs) {
  const operation = getOperationAST(args.document, args.operationName);
  const [only, ...rest] = operation?.selectionSet.selections ?? [];
  if (rest.length || only?.kind !== Kind.FIELD || !SHARED_RESULT_FIELDS.has(only.name.value)) return subscribe(args);
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const key = `${args.operationName ?? ''}\n${print(args.document)}\n${JSON.stringify(args.variableValues ?? {})}`;
  const source = stream[Symbol.asyncIterator]();
  const resultOf = (event: unknown): Result => {
    if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
    let byKey = results.get(event);
    if (!byKey) results.set(event, (byKey = new Map()));
    let result = byKey.get(key);
    if (!result) byKey.set(key, (result = Promise.resolve(execute({ ...args, rootValue: event })).then(tokenFor)));
    return result;
  };
  // A plain iterator (not a generator), so a subscriber that leaves is let go at once, not at the next event.
  const mapped: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const next = await source.next();
      return next.done ? { done: true, value: undefined } : { done: false, value: await resultOf(next.value) };
    },
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return mapped;
}
