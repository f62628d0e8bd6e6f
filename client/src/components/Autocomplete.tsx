import { Input, Spin } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

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

type Results<T> = { state: 'idle' | 'loading' | 'error' } | { state: 'done'; items: T[] };

/**
 * The shared autocomplete of behaviour.md "Shared conventions / Shared controls": searches after a pause, then Up/Down move through the
 * suggestions and Enter picks one; says so when nothing matched or the search failed.
 */
export function Autocomplete<T>(props: AutocompleteProps<T>) {
  const { search, labelOf, keyOf, value, onChange, placeholder, testId, disabled, id } = props;
  const minChars = props.minChars ?? AUTOCOMPLETE_MIN_CHARS;
  const pauseMs = props.pauseMs ?? AUTOCOMPLETE_PAUSE_MS;
  const [text, setText] = useState(value ? labelOf(value) : '');
  const [results, setResults] = useState<Results<T>>({ state: 'idle' });
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const searchRef = useRef(search);
  searchRef.current = search;
  const typed = useRef(false);

  // A value set from outside (e.g. a form reset) shows its label.
  useEffect(() => {
    if (!typed.current) setText(value ? labelOf(value) : '');
  }, [value, labelOf]);

  useEffect(() => {
    if (!typed.current || text.trim().length < minChars) return;
    let stale = false;
    const timer = setTimeout(() => {
      setResults({ state: 'loading' });
      searchRef.current(text.trim()).then(
        (items) => !stale && (setResults({ state: 'done', items }), setActive(0)),
        () => !stale && setResults({ state: 'error' }),
      );
    }, pauseMs);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [text, minChars, pauseMs]);

  const items = results.state === 'done' ? results.items : [];
  const choose = (item: T) => {
    typed.current = false;
    setText(labelOf(item));
    setOpen(false);
    setResults({ state: 'idle' });
    onChange(item);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setActive((i) => (i - 1 + items.length) % items.length);
    } else if (e.key === 'Enter') {
      // Enter never submits the surrounding form from here (behaviour.md "Shared conventions / Shared controls" "Enter-to-submit blocking").
      e.preventDefault();
      if (open && items[active]) choose(items[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div style={{ position: 'relative' }}>
      <Input
        id={id}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        allowClear
        data-testid={testId}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          typed.current = true;
          setText(e.target.value);
          setOpen(true);
          setResults({ state: 'idle' });
          if (value) onChange(null);
        }}
      />
      {open && results.state !== 'idle' && (
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
                choose(item);
              }}
              onMouseEnter={() => setActive(i)}
              style={{ ...OPTION_STYLE, background: i === active ? '#e6f0ff' : undefined }}
            >
              {labelOf(item)}
            </div>
          ))}
        </div>
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
