import { Arg, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import { encodeCursor } from '../../domain/events.js';
import type { RequestContext } from '../../context.js';
import { checkFirst, DEFAULT_PAGE, MAX_PAGE, type Page } from '../../graphql/connection.js';
import { eventViewerOf } from '../../policy/events.js';
import { requireUser } from '../../policy/roles.js';
import { cursorArgument, readEvents, type StoredEvent } from './event.read.js';
import { EventTail } from './event.tail.js';
import { Event, EventConnection } from './event.types.js';

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : iso === null ? null : undefined);

/** The GraphQL shape of a stored event. */
export function toEvent(e: StoredEvent): Event {
  const d = e.data;
  return { ...d, cursor: e.cursor, type: e.type, occurredAt: e.occurredAt, startTime: date(d.startTime), arrivalTime: date(d.arrivalTime), completionTime: date(d.completionTime) };
}

/** Durable events for integrators (issue 24 item 4): poll with `events(after, first)`, or subscribe with `after`. */
@Resolver()
export class EventResolver {
  @Query(() => EventConnection, { description: 'The events you may see after a cursor (from the oldest kept when omitted), oldest first' })
  async events(
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE, description: `At most ${MAX_PAGE}` }) first: number,
    @Ctx() ctx: RequestContext,
  ): Promise<Page<Event>> {
    const user = requireUser(ctx);
    checkFirst(first);
    const page = await readEvents(ctx.em, eventViewerOf(user), after ? cursorArgument(after) : { tx: 0n, id: 0n }, first);
    const nodes = page.events.map(toEvent);
    return { edges: nodes.map((node) => ({ cursor: node.cursor, node })), nodes, pageInfo: { endCursor: encodeCursor(page.endCursor), hasNextPage: page.hasNextPage } };
  }

  @Subscription(() => Event, {
    name: 'events',
    subscribe: ({ args, context }) => {
      const ctx = context as RequestContext;
      const after = (args as { after?: string | null }).after;
      return new EventTail(ctx.em.fork(), ctx.pubsub, eventViewerOf(requireUser(ctx)), after ? cursorArgument(after) : null);
    },
    description: 'The events you may see: first those after `after` (a cursor you were handed), then each new one as it is committed, in order, none twice',
  })
  eventStream(@Root() event: StoredEvent, @Arg('after', () => String, { nullable: true }) _after: string | null): Event {
    return toEvent(event);
  }
}
