/**
 * The staff console's list scaffold (issue 19: every admin list with pages, search and its
 * filters): a search box that follows the typing, a slot for the page's own filters and actions,
 * the loading and error states in the API's words, a table declared by its columns (or a card per
 * row), the empty state, the total and the pager. Page state (page, q, filters) lives in the URL:
 * the page reads its route's search params and hands the values and the setters in.
 */
import { Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Pager } from '../pager.tsx';
import { QueryState } from '../query-state.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import { SearchBox } from './search-box.tsx';

/** A page of a list as every paged admin endpoint answers it. */
export type ListPage<T> = { items: T[]; total: number; pageSize: number };

/** One column: its header (words; `hideHeader` keeps it for screen readers only) and its cell. */
export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  nowrap?: boolean;
  width?: number | string;
  hideHeader?: boolean;
};

export type ListSearch = {
  /** The search in the URL (`?q=`); the box shows it and reports a settled change. */
  value: string | undefined;
  onChange: (q: string | undefined) => void;
  label?: string;
  placeholder?: string;
  maxLength?: number;
  testId?: string;
};

export type AdminListProps<T> = {
  query: UseQueryResult<ListPage<T>>;
  rowKey: (row: T) => string;
  /** The table's columns; or `renderItem` for a card per row (messages, jokes). */
  columns?: readonly Column<T>[];
  renderItem?: (row: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
  search?: ListSearch;
  /** The page's own filters (selects, tabs, dates), beside the search box. */
  filters?: ReactNode;
  /** Buttons at the end of the toolbar (add, export). */
  actions?: ReactNode;
  /** Shown when set filters can be cleared at once. */
  onClear?: (() => void) | undefined;
  /** What an empty list says; with a search or a filter set, `adminList.noMatch` is said instead. */
  empty?: string;
  filtered?: boolean;
  /** Hides the table, the total and the pager (e.g. while the filters contradict each other). */
  hold?: boolean;
  testId?: string;
  rowTestId?: string | ((row: T) => string);
  rowProps?: (row: T) => Record<string, string | number | boolean | undefined>;
  rowStyle?: (row: T) => CSSProperties | undefined;
  minWidth?: number;
};

function cellStyle<T>(column: Column<T>): CSSProperties | undefined {
  const style: CSSProperties = {};
  if (column.align) style.textAlign = column.align;
  if (column.nowrap) style.whiteSpace = 'nowrap';
  if (column.width !== undefined) style.width = column.width;
  return Object.keys(style).length ? style : undefined;
}

/** The toolbar, states, rows, total and pager of a paged list (no page title: see AdminListPage). */
export function AdminList<T>({
  query,
  rowKey,
  columns,
  renderItem,
  page,
  onPage,
  search,
  filters,
  actions,
  onClear,
  empty,
  filtered,
  hold = false,
  testId,
  rowTestId,
  rowProps,
  rowStyle,
  minWidth = 720,
}: AdminListProps<T>) {
  const { t } = useTranslation();
  const data = hold ? undefined : query.data;
  const narrowed = filtered ?? !!search?.value;
  const testIdOf = (row: T) => (typeof rowTestId === 'function' ? rowTestId(row) : rowTestId);
  const toolbar = search || filters || actions || onClear;
  return (
    <Stack gap="sm">
      {toolbar && (
        <Group align="flex-end" wrap="wrap" gap="sm" data-testid="admin-list-toolbar">
          {search && <SearchBox {...search} />}
          {filters}
          {onClear && (
            <Button variant="subtle" onClick={onClear}>
              {t('adminList.clear')}
            </Button>
          )}
          {actions && <Group ml="auto">{actions}</Group>}
        </Group>
      )}
      {!hold && <QueryState query={query} />}
      {data && (
        <>
          <Text size="sm" c="dimmed" data-testid="admin-total" aria-live="polite">
            {t('adminList.total', { count: data.total })}
          </Text>
          {data.items.length === 0 ? (
            <Text c="dimmed" data-testid="admin-list-empty">
              {narrowed ? t('adminList.noMatch') : (empty ?? t('adminList.empty'))}
            </Text>
          ) : columns ? (
            <Table.ScrollContainer minWidth={minWidth}>
              <Table striped highlightOnHover verticalSpacing="xs" data-testid={testId}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column.key} scope="col" style={cellStyle(column)}>
                        {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((row) => (
                    <Table.Tr
                      key={rowKey(row)}
                      data-testid={testIdOf(row)}
                      style={rowStyle?.(row)}
                      {...rowProps?.(row)}
                    >
                      {columns.map((column) => (
                        <Table.Td key={column.key} style={cellStyle(column)}>
                          {column.cell(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap="sm" data-testid={testId}>
              {data.items.map((row) => (
                <Card
                  key={rowKey(row)}
                  withBorder
                  radius="md"
                  padding="md"
                  data-testid={testIdOf(row)}
                  {...rowProps?.(row)}
                >
                  {renderItem?.(row)}
                </Card>
              ))}
            </Stack>
          )}
          <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
        </>
      )}
    </Stack>
  );
}

/** An admin page made of one list: its title and description, what comes before the list, the list. */
export function AdminListPage<T>({
  title,
  description,
  before,
  maw = 1200,
  ...list
}: AdminListProps<T> & { title: string; description?: string; before?: ReactNode; maw?: number }) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg" maw={maw}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {before}
      <AdminList {...list} />
    </Stack>
  );
}
