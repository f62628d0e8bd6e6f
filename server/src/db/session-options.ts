/**
 * PostgreSQL session settings of every connection the app opens (libpq `options`).
 *
 * jit=off: the list reads build their JSON with a correlated subquery per relation, which the planner
 * costs high enough to JIT-compile; on the 1,370-consignment day search of the large seed that took
 * 2.1 s of compilation for a 30 ms query (docs/decisions.md "JIT off"). OLTP queries never pay it back.
 */
export const SESSION_OPTIONS = '-c jit=off -c parallel_setup_cost=10000';
