import { useEffect, useRef, useState } from 'react';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** Typing settles for this long before the grid asks the server again. */
const SEARCH_DEBOUNCE_MS = 300;

interface DebouncedSearchFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The text the grid searches for now (from the URL). */
  value: string;
  /** Called once typing settles (or at once on Enter). */
  onCommit: (value: string) => void;
}

/**
 * A search box that answers every key press on screen but asks the server only when typing settles,
 * so a fast typist does not send a query per letter. A change from outside (Clear filters, a link)
 * replaces what is in the box.
 */
export function DebouncedSearchField({ value, onCommit, slotProps, ...rest }: DebouncedSearchFieldProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    // Compared trimmed: the URL keeps the text trimmed, and the space just typed must stay in the box.
    if (value.trim() !== committed.current.trim()) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === committed.current.trim()) return;
    committed.current = next;
    onCommit(next);
  };

  return (
    <TextField
      {...rest}
      type="search"
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
      }}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRoundedIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
