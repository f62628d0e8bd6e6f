import { connectionOf, existingEm, requestContext } from './context.js';
import { loadConfig } from './config.js';
import { createMemoryPubSub } from './realtime/pubsub.js';
import { useOrmDatabase } from './test/orm-database.js';

const db = useOrmDatabase();
const base = () => ({ config: loadConfig({}), pubsub: createMemoryPubSub(), now: new Date(), ip: '127.0.0.1' });

describe("a request's context makes its entity manager on first use (issue 26)", () => {
  it('has none until ctx.em is read, then keeps one of its own, forked from the root', () => {
    const ctx = requestContext(base(), db.orm.em);
    expect(existingEm(ctx)).toBeUndefined();
    expect(connectionOf(ctx)).toBe(db.orm.em.getConnection());
    const em = ctx.em;
    expect(em).not.toBe(db.orm.em);
    expect(ctx.em).toBe(em);
    expect(existingEm(ctx)).toBe(em);
    expect(requestContext(base(), db.orm.em).em).not.toBe(em);
  });

  it('hands a copy the same entity manager, and a copy given its own (a transaction) keeps that one', async () => {
    const ctx = requestContext(base(), db.orm.em);
    const copy = { ...ctx };
    expect(copy.em).toBe(existingEm(ctx));
    await db.orm.em.fork().transactional(async (tx) => {
      const inTransaction = { ...ctx, em: tx };
      expect(existingEm(inTransaction)?.isInTransaction()).toBe(true);
      expect(existingEm(ctx)?.isInTransaction()).toBe(false);
    });
  });

  it('lets the entity manager be replaced on the context itself', () => {
    const ctx = requestContext(base(), db.orm.em);
    const other = db.orm.em.fork();
    ctx.em = other;
    expect(existingEm(ctx)).toBe(other);
    expect(ctx.em).toBe(other);
  });
});
