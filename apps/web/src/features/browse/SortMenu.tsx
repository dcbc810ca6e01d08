import { Button } from '@mantine/core';
import { SORT_LABELS, type SortOption } from '@thisoneforfree/contracts';
import { IconArrowsSort, IconChevronDown } from '@tabler/icons-react';
import { DeferredMenu } from '../../components/DeferredMenu';
import { deferred } from '../../lib/deferred';

export interface SortMenuProps {
  value: SortOption;
  /** Best match is offered only while a search is active. */
  searching: boolean;
  onChange: (value: SortOption) => void;
}

const sortMenu = deferred(() => import('./SortMenuItems'));

/** The seven sorts of SPEC §9 and, while searching, Best match; the button names the current one. */
export function SortMenu({ value, searching, onChange }: SortMenuProps) {
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
        <SortMenuItems value={value} searching={searching} onChange={onChange} target={target} />
      )}
    />
  );
}
