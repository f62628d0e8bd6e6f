import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useAutocompleteSearch } from './useAutocompleteSearch';

interface AutocompleteOptions<T> {
  search: (text: string) => Promise<T[]>;
  labelOf: (item: T) => string;
  value: T | null;
  onChange: (item: T | null) => void;
  minChars: number;
  pauseMs: number;
}

/**
 * The state of the shared autocomplete: the text in the box, whether the list is open, the suggestions
 * and the keys that move through them. The box shows the chosen item's label until the user types.
 */
export function useAutocomplete<T>({ search, labelOf, value, onChange, minChars, pauseMs }: AutocompleteOptions<T>) {
  const [text, setText] = useState(value ? labelOf(value) : '');
  const [open, setOpen] = useState(false);
  const typed = useRef(false);
  const { results, setResults, active, setActive } = useAutocompleteSearch(search, text, typed, minChars, pauseMs);

  // A value set from outside (e.g. a form reset) shows its label.
  useEffect(() => {
    if (!typed.current) setText(value ? labelOf(value) : '');
  }, [value, labelOf]);

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

  const onType = (e: ChangeEvent<HTMLInputElement>) => {
    typed.current = true;
    setText(e.target.value);
    setOpen(true);
    setResults({ state: 'idle' });
    if (value) onChange(null);
  };

  const onBlur = () => setTimeout(() => setOpen(false), 150);

  return { text, open, results, items, active, setActive, choose, onKeyDown, onType, onBlur };
}
