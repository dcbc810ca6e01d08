import { Menu } from '@mantine/core';
import { BEST_MATCH, SORT_LABELS, SORT_OPTIONS } from '@thisoneforfree/contracts';
import { IconCheck } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import type { SortMenuProps } from './SortMenu';

/** The sort menu itself, loaded when the Sort button is first reached (SortMenu.tsx). */
export function SortMenuItems({
  value,
  searching,
  onChange,
  target,
}: SortMenuProps & { target: ReactElement }) {
  const options = searching ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option !== BEST_MATCH);
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown aria-label="Sort ideas">
        <Menu.Label>Sort by</Menu.Label>
        {options.map((option) => (
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
