import { Button, Menu } from '@mantine/core';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@thisoneforfree/contracts';
import { IconArrowsSort, IconCheck, IconChevronDown } from '@tabler/icons-react';

export interface SortMenuProps {
  value: SortOption;
  onChange: (value: SortOption) => void;
}

/** The seven sorts of SPEC §9; the button names the current one. */
export function SortMenu({ value, onChange }: SortMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconArrowsSort size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Sort: ${SORT_LABELS[value]}`}
        >
          {SORT_LABELS[value]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Sort ideas">
        <Menu.Label>Sort by</Menu.Label>
        {SORT_OPTIONS.map((option) => (
          <Menu.Item
            key={option}
            aria-current={option === value ? 'true' : undefined}
            onClick={() => onChange(option)}
            rightSection={option === value ? <IconCheck size={14} aria-hidden /> : null}
            fw={option === value ? 600 : undefined}
          >
            {SORT_LABELS[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
