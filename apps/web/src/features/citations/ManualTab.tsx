import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { focusAfterRender } from '../../lib/keep-focus';
import { notify } from '../../lib/notify';
import {
  addAuthorRow,
  AUTHOR_ROWS_MAX,
  type AuthorRow,
  emptyManualValues,
  type ExternalRecord,
  firstManualError,
  manualCitationErrors,
  type ManualCitationValues,
  maxCitationYear,
  removeAuthorRow,
  validateManualCitation,
} from './citation-rules';

export interface ManualTabProps {
  /** Adds the record; resolves true when it was added (the form is then cleared). */
  onAdd: (record: ExternalRecord) => boolean;
  disabled: boolean;
}

type TextKey = 'title' | 'doi' | 'url' | 'journal' | 'publisher';

/**
 * Manual entry (SPEC §5): up to 10 authors (first, middle, last name; at
 * least one row kept), title, year (this year when left empty), and optional
 * DOI, URL, journal and publisher.
 */
export function ManualTab({ onAdd, disabled }: ManualTabProps) {
  const form = useForm<ManualCitationValues>({
    initialValues: emptyManualValues(),
    validate: manualCitationErrors,
  });
  const { values } = form;
  const errorAt = (path: string) => form.errors[path] as string | undefined;

  const setAuthor = (index: number, key: keyof AuthorRow, value: string) => {
    form.setFieldValue(`authors.${index}.${key}`, value);
    // Any change to a row answers "at least one author" and that row's last name.
    form.clearFieldError('authors');
    form.clearFieldError(`authors.${index}.lastName`);
  };

  // Adding or removing a row names no one: "at least one author" stays if shown.
  const setRows = (rows: AuthorRow[]) => {
    const listError = form.errors.authors;
    form.setFieldValue('authors', rows);
    if (listError) form.setFieldError('authors', listError);
  };

  // Not a <form>: the editor sits outside Submit Idea's form, and Enter here
  // must not submit the idea. The button validates and adds.
  const add = form.onSubmit(
    (checked) => {
      const result = validateManualCitation(checked);
      if (result.ok && onAdd(result.record)) form.reset();
    },
    (errors) => notify.error(MESSAGES.citationsEditor.missingInformation, firstManualError(errors)),
  );

  const text = (key: TextKey) => ({
    ...form.getInputProps(key),
    maxLength: LIMITS.citationTextMax,
  });

  return (
    <Stack gap="md">
      <Stack gap="xs">
        {values.authors.map((row, index) => (
          <Fieldset
            key={index}
            legend={`Author ${index + 1}`}
            variant="filled"
            radius="md"
            p="sm"
            pt={4}
          >
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                <TextInput
                  label="First name"
                  value={row.firstName}
                  onChange={(event) => setAuthor(index, 'firstName', event.currentTarget.value)}
                  autoComplete="off"
                />
                <TextInput
                  label="Middle name"
                  value={row.middleName}
                  onChange={(event) => setAuthor(index, 'middleName', event.currentTarget.value)}
                  autoComplete="off"
                />
                <TextInput
                  label="Last name"
                  data-author-last-name={index}
                  withAsterisk={index === 0}
                  value={row.lastName}
                  error={errorAt(`authors.${index}.lastName`)}
                  onChange={(event) => setAuthor(index, 'lastName', event.currentTarget.value)}
                  autoComplete="off"
                />
              </SimpleGrid>
              <Tooltip label="Remove author" disabled={values.authors.length <= 1}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={errorAt(`authors.${index}.lastName`) ? 22 : 2}
                  disabled={values.authors.length <= 1}
                  aria-label={`Remove author ${index + 1}`}
                  onClick={(event) => {
                    const panel = event.currentTarget.closest('form, [role="tabpanel"]');
                    const remaining = values.authors.length - 1;
                    setRows(removeAuthorRow(form.getValues().authors, index));
                    // The button may be gone or disabled now: keep the keyboard in the
                    // author rows, on the last name of the row that took this one's place.
                    focusAfterRender(() =>
                      panel?.querySelector<HTMLElement>(
                        `[data-author-last-name="${Math.min(index, remaining - 1)}"]`,
                      ),
                    );
                  }}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Fieldset>
        ))}
        {errorAt('authors') && (
          <Text size="sm" c="red" role="alert">
            {errorAt('authors')}
          </Text>
        )}
        <Group justify="space-between">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={values.authors.length >= AUTHOR_ROWS_MAX}
            onClick={() => setRows(addAuthorRow(form.getValues().authors))}
          >
            Add author
          </Button>
          <Text size="xs" c="dimmed">
            {values.authors.length}/{AUTHOR_ROWS_MAX} authors
          </Text>
        </Group>
      </Stack>

      <TextInput label="Source title" withAsterisk {...text('title')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label="Year"
          description="Empty: this year"
          placeholder={String(maxCitationYear())}
          min={LIMITS.citationYearMin}
          max={maxCitationYear()}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          key={form.key('year')}
          {...form.getInputProps('year')}
        />
        <TextInput label="DOI" placeholder="10.1000/xyz123" {...text('doi')} />
      </SimpleGrid>
      <TextInput label="URL" type="url" placeholder="https://" {...text('url')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Journal" {...text('journal')} />
        <TextInput label="Publisher" {...text('publisher')} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={() => add()} disabled={disabled}>
          Add citation
        </Button>
      </Group>
    </Stack>
  );
}
