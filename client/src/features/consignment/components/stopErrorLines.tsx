/** A stop's messages, one per line, each findable as stop-error (undefined when there are none, so a field shows no help). */
export const stopErrorLines = (list: string[] | undefined) =>
  list?.map((m) => (
    <div key={m} data-testid="stop-error">
      {m}
    </div>
  ));
