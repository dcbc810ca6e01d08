import '@mantine/dates/styles.css';
import {
  Button,
  Chip,
  Divider,
  Drawer,
  Group,
  Radio,
  RangeSlider,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  ACADEMIC_FIELDS,
  CLAIM_FILTER_LABELS,
  CLAIM_FILTERS,
  isAcademicField,
  isClaimFilter,
  LIMITS,
} from '@thisoneforfree/contracts';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { fieldColor } from '../../components/FieldBadge';
import type { BrowseState, Range } from './browse-search';

export interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  state: BrowseState;
  /** Applies a change to the filters (each change is a navigation). */
  onChange: (change: Partial<BrowseState>) => void;
  /** Reset Filters: clears fields, claims, dates and ranges; keeps search and sort. */
  onReset: () => void;
  activeCount: number;
}

const MARKS = Array.from({ length: LIMITS.rangeMax - LIMITS.rangeMin + 1 }, (_, index) => ({
  value: LIMITS.rangeMin + index,
  label: index % 5 === 0 ? String(LIMITS.rangeMin + index) : undefined,
}));

/**
 * The filter side sheet of SPEC §2: fields, date range, Impact and
 * Feasibility ranges, and (issue 12) whether someone pursues the idea.
 */
export function FiltersDrawer({
  opened,
  onClose,
  state,
  onChange,
  onReset,
  activeCount,
}: FiltersDrawerProps) {
  const fieldsLabel = useId();
  const today = new Date().toISOString().slice(0, 10);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      // The drawer's title is already an h2: style it, do not nest another heading in it.
      title="Filters"
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': 'Close filters' }}
    >
      <Stack gap="xl">
        <Stack gap="xs" role="group" aria-labelledby={fieldsLabel}>
          <Text fw={600} id={fieldsLabel}>
            Academic fields
          </Text>
          <Chip.Group
            multiple
            value={state.fields}
            onChange={(values) => onChange({ fields: values.filter(isAcademicField) })}
          >
            <Group gap={6}>
              {ACADEMIC_FIELDS.map((field) => (
                <Chip key={field} value={field} size="sm" color={fieldColor(field)} variant="light">
                  {field}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>

        <Radio.Group
          label="Claims"
          description="Whether someone has said they are pursuing the idea"
          value={state.claims}
          onChange={(value) => onChange({ claims: isClaimFilter(value) ? value : 'all' })}
          styles={{ label: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)' } }}
        >
          <Stack gap="xs" mt="xs">
            {CLAIM_FILTERS.map((filter) => (
              <Radio key={filter} value={filter} label={CLAIM_FILTER_LABELS[filter]} />
            ))}
          </Stack>
        </Radio.Group>

        <Stack gap="xs">
          <Text fw={600}>Date range</Text>
          <SimpleGrid cols={2} spacing="sm">
            <DatePickerInput
              label="Start date"
              placeholder="Any"
              clearable
              valueFormat="MMM D, YYYY"
              previousLabel="Previous month"
              nextLabel="Next month"
              leftSection={<IconCalendar size={16} aria-hidden />}
              value={state.from}
              maxDate={state.to ?? today}
              onChange={(value) => onChange({ from: value || null })}
              popoverProps={{ withinPortal: true }}
            />
            <DatePickerInput
              label="End date"
              placeholder="Any"
              clearable
              valueFormat="MMM D, YYYY"
              previousLabel="Previous month"
              nextLabel="Next month"
              leftSection={<IconCalendar size={16} aria-hidden />}
              value={state.to}
              minDate={state.from ?? undefined}
              onChange={(value) => onChange({ to: value || null })}
              popoverProps={{ withinPortal: true }}
            />
          </SimpleGrid>
        </Stack>

        <RangeFilter
          label="Impact range"
          value={state.impact}
          onChange={(impact) => onChange({ impact })}
        />
        <RangeFilter
          label="Feasibility range"
          value={state.feasibility}
          onChange={(feasibility) => onChange({ feasibility })}
        />

        <Divider />
        <Group justify="space-between">
          <Button
            variant="default"
            // Looks and reads disabled with nothing to reset, yet keeps the focus it had
            // (a disabled button drops it, right after the reset it just did).
            data-disabled={activeCount === 0 || undefined}
            aria-disabled={activeCount === 0}
            onClick={() => {
              if (activeCount > 0) onReset();
            }}
          >
            Reset Filters
          </Button>
          <Button onClick={onClose}>Show results</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}

interface RangeFilterProps {
  label: string;
  value: Range;
  onChange: (value: Range) => void;
}

/**
 * A 0-10 range in whole steps. Dragging moves the thumbs locally; the
 * filter changes when the thumb is let go (or moved with the keyboard).
 */
function RangeFilter({ label, value, onChange }: RangeFilterProps) {
  const labelId = useId();
  const [local, setLocal] = useState<[number, number]>([value[0], value[1]]);
  useEffect(() => setLocal([value[0], value[1]]), [value[0], value[1]]);

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Group justify="space-between">
        <Text fw={600} id={labelId}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {local[0]} – {local[1]}
        </Text>
      </Group>
      <RangeSlider
        min={LIMITS.rangeMin}
        max={LIMITS.rangeMax}
        step={1}
        minRange={0}
        marks={MARKS}
        value={local}
        onChange={setLocal}
        onChangeEnd={(next) => onChange([next[0], next[1]])}
        thumbFromLabel={`${label}: lowest`}
        thumbToLabel={`${label}: highest`}
        mb="md"
      />
    </Stack>
  );
}
