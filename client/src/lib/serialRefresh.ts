/**
 * A refetch that never loses a change. Apollo joins a refetch asked for while the same query is on its way
 * (query deduplication), so an event that arrives during a refetch would get the answer from before it: a
 * driver's "Arrived" right after "Completed" stayed unseen. Here a trigger during a refetch asks for one
 * more once that one is back, however many triggers came meanwhile.
 */
export function serialRefresh(run: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const loop = async () => {
    running = true;
    try {
      do {
        again = false;
        await run();
      } while (again);
    } catch {
      // A failed refetch leaves what is shown; the next event or reconnection asks again.
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) again = true;
    else void loop();
  };
}
