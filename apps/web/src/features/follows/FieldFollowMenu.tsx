import { Menu } from '@mantine/core';
import { IconBellOff, IconBellPlus, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactElement } from 'react';

export interface FieldFollowMenuProps {
  target: ReactElement;
  field: string;
  following: boolean;
  onToggle: () => void;
}

/** A field badge's menu: follow or stop following the field, browse its ideas. Loaded when wanted. */
export function FieldFollowMenu({ target, field, following, onToggle }: FieldFollowMenuProps) {
  const navigate = useNavigate();
  return (
    // No focus placeholder: a focusable presentation element inside role="menu" is a child
    // axe refuses (aria-required-children); opened by keyboard, the first item takes focus.
    <Menu position="bottom-start" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={
            following ? (
              <IconBellOff size={16} aria-hidden />
            ) : (
              <IconBellPlus size={16} aria-hidden />
            )
          }
          onClick={onToggle}
        >
          {following ? `Stop following ${field}` : `Follow ${field}`}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSearch size={16} aria-hidden />}
          onClick={() => void navigate({ to: '/', search: { fields: field } })}
        >
          {`Browse ideas in ${field}`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
