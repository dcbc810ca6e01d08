import { Button } from '@mantine/core';
import { SORT_LABELS, type SortOption } from '@thisoneforfree/contracts';
import { IconArrowsSort, IconChevronDown } from '@tabler/icons-react';
import { DeferredMenu } from '../../components/DeferredMenu';
import { deferred } from '../../lib/deferred';

export interface SortMenuProps {
  value: SortOption;
  onChange: (value: SortOption) => void;
}

const sortMenu = deferred(() => import('./SortMenuItems'));

/** The seven sorts of SPEC §9; the button names the current one. */
export function SortMenu({ value, onChange }: SortMenuProps) {
  return (
    <DeferredMenu
      menu={sortMenu}
      target={
        <Button
          variant="default"
          leftSection={<IconArrowsSort size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Sort: ${SORT_LABELS[value]}`}
        >
          {SORT_LABELS[value]}
        </Button>
      }
      render={({ SortMenuItems }, target) => (
        <SortMenuItems value={value} onChange={onChange} target={target} />
      )}
    />
  );
}
