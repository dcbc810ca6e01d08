import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS } from '@thisoneforfree/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** Called with the trimmed text ~300 ms after typing stops, on Enter, or on clear. */
  onSearch: (value: string) => void;
}

/**
 * The browse search box. Typing is local and reaches the URL debounced; a
 * URL change from elsewhere (Back, a shared link) replaces the text.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const committed = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const commit = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onSearchRef.current(trimmed);
  };

  useEffect(() => {
    commit(debounced);
    // Only a settled change of the text is committed.
  }, [debounced]);

  return (
    <TextInput
      type="search"
      role="searchbox"
      aria-label="Search ideas"
      placeholder="Search ideas"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={LIMITS.searchMax}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              commit('');
            }}
          />
        ) : null
      }
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}
