import { errorLines, type GroupedErrors } from '../saveErrors';

/** Next to the save buttons: every message of the failed save on its own line, saying where it is (issue 19 item 5). */
export function SaveErrorSummary({ errors }: { errors: GroupedErrors }) {
  const lines = errorLines(errors);
  if (!lines.length) return null;
  return (
    <div style={{ color: '#cf1322' }} data-testid="save-errors-summary" role="alert">
      Please correct the errors shown:
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {lines.map((line) => (
          <li key={line} data-testid="save-error-item">
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
