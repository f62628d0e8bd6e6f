import { Input, Spin } from 'antd';
import { useAutocomplete } from './useAutocomplete';
import type { AutocompleteResults } from './useAutocompleteSearch';

/** behaviour.md "Shared conventions / Shared controls" "Shared controls" and behaviour.md "Booking / Consignment search and export": search after 1 character and a 1000 ms pause. */
export const AUTOCOMPLETE_MIN_CHARS = 1;
export const AUTOCOMPLETE_PAUSE_MS = 1000;
export const NO_RESULTS = 'No results found';
export const SEARCH_FAILED = 'An error has occurred attempting to retrieve the data';

interface AutocompleteProps<T> {
  /** Runs the search for what was typed; a rejection shows SEARCH_FAILED. */
  search: (text: string) => Promise<T[]>;
  /** The text a suggestion shows, and that fills the box once chosen. */
  labelOf: (item: T) => string;
  keyOf: (item: T) => string | number;
  /** The chosen item, or null; typing again clears it. */
  value: T | null;
  onChange: (item: T | null) => void;
  placeholder?: string;
  /** The input's id, for the label of the field it sits in (htmlFor). */
  id?: string;
  /** data-testid of the input; suggestions get `${testId}-option-{index}`, the list `${testId}-list`. */
  testId: string;
  minChars?: number;
  pauseMs?: number;
  disabled?: boolean;
}

interface AutocompleteListProps<T> {
  testId: string;
  results: AutocompleteResults<T>;
  items: T[];
  active: number;
  labelOf: (item: T) => string;
  keyOf: (item: T) => string | number;
  onChoose: (item: T) => void;
  onActivate: (index: number) => void;
}

/** The open list under the box: a spinner, a message when nothing matched or the search failed, or the suggestions. */
function AutocompleteList<T>({ testId, results, items, active, labelOf, keyOf, onChoose, onActivate }: AutocompleteListProps<T>) {
  return (
    <div role="listbox" data-testid={`${testId}-list`} style={LIST_STYLE}>
      {results.state === 'loading' && <Spin size="small" style={{ margin: 8 }} />}
      {results.state === 'error' && <div style={MESSAGE_STYLE}>{SEARCH_FAILED}</div>}
      {results.state === 'done' && items.length === 0 && <div style={MESSAGE_STYLE}>{NO_RESULTS}</div>}
      {items.map((item, i) => (
        <div
          key={keyOf(item)}
          role="option"
          aria-selected={i === active}
          data-testid={`${testId}-option-${i}`}
          onMouseDown={(e) => {
            e.preventDefault();
            onChoose(item);
          }}
          onMouseEnter={() => onActivate(i)}
          style={{ ...OPTION_STYLE, background: i === active ? '#e6f0ff' : undefined }}
        >
          {labelOf(item)}
        </div>
      ))}
    </div>
  );
}

/**
 * The shared autocomplete of behaviour.md "Shared conventions / Shared controls": searches after a pause, then Up/Down move through the
 * suggestions and Enter picks one; says so when nothing matched or the search failed.
 */
export function Autocomplete<T>(props: AutocompleteProps<T>) {
  const { search, labelOf, keyOf, value, onChange, placeholder, testId, disabled, id } = props;
  const minChars = props.minChars ?? AUTOCOMPLETE_MIN_CHARS;
  const pauseMs = props.pauseMs ?? AUTOCOMPLETE_PAUSE_MS;
  const { text, open, results, items, active, setActive, choose, onKeyDown, onType, onBlur } = useAutocomplete({ search, labelOf, value, onChange, minChars, pauseMs });

  return (
    <div style={{ position: 'relative' }}>
      <Input id={id} value={text} placeholder={placeholder} disabled={disabled} allowClear data-testid={testId} onKeyDown={onKeyDown} onBlur={onBlur} onChange={onType} />
      {open && results.state !== 'idle' && (
        <AutocompleteList testId={testId} results={results} items={items} active={active} labelOf={labelOf} keyOf={keyOf} onChoose={choose} onActivate={setActive} />
      )}
    </div>
  );
}

const LIST_STYLE = {
  position: 'absolute',
  zIndex: 1100,
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: 260,
  overflowY: 'auto',
  background: '#fff',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
} as const;
const OPTION_STYLE = { padding: '6px 12px', cursor: 'pointer' } as const;
const MESSAGE_STYLE = { padding: '6px 12px', color: '#888' } as const;
