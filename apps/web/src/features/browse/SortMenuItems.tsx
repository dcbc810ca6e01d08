import { Menu } from '@mantine/core';
import { SORT_LABELS, SORT_OPTIONS } from '@thisoneforfree/contracts';
import { IconCheck } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import type { SortMenuProps } from './SortMenu';

/** The sort menu itself, loaded when the Sort button is first reached (SortMenu.tsx). */
export function SortMenuItems({
  value,
  onChange,
  target,
}: SortMenuProps & { target: ReactElement }) {
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>{target}</Menu.Target>
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
