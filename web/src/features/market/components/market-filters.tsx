import {
  Button,
  Card,
  Collapse,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CREDIT_PROGRAMS, PROPERTY_LABELS, PROPERTY_TYPES } from '@casona/proto/enums';
import { CURRENCY_PREFIX } from '../../../lib/money.ts';
import { STATE_NAMES } from '@casona/proto/geo/states';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { activeFilterCount, type MarketSearch } from '../search.ts';
import { ColoniaCombobox } from './colonia-combobox.tsx';

type Draft = Omit<MarketSearch, 'page'>;

/** Municipalities load with the first chosen state: 2,400 names are not needed before that. */
function useMunicipalities(state: string | undefined): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!state) {
      setNames([]);
      return;
    }
    let active = true;
    void import('@casona/proto/geo/municipalities').then(({ municipalitiesOf }) => {
      if (active)
        setNames(
          municipalitiesOf(state)
            .map((m) => m.name)
            .sort((a, b) => a.localeCompare(b, 'es')),
        );
    });
    return () => {
      active = false;
    };
  }, [state]);
  return names;
}

export function MarketFilters({
  search,
  onSearch,
}: {
  search: MarketSearch;
  onSearch: (next: MarketSearch) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(search);
  // Below Mantine's `sm` (a phone) the seven filters would fill the first screen: they wait behind a
  // "Filtros (n)" button so the homes come first. Read at once, so a desktop never flashes the button.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(search);
  const cities = useMunicipalities(draft.state);
  const set = <K extends keyof Draft>(key: K, value: Draft[K] | undefined) =>
    setDraft((current) => {
      const next = { ...current };
      if (value === undefined || value === '') delete next[key];
      else next[key] = value;
      if (key === 'state') delete next.city;
      if (key === 'state' || key === 'city') delete next.colonia;
      return next;
    });
  const price = (key: 'minPrice' | 'maxPrice', label: string) => (
    <NumberInput
      label={label}
      value={draft[key] ?? ''}
      onChange={(value) => set(key, typeof value === 'number' ? value : undefined)}
      thousandSeparator=","
      prefix={CURRENCY_PREFIX.MXN}
      allowNegative={false}
      decimalScale={0}
      hideControls
      name={key}
    />
  );
  const form = (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="market-filters-title"
      id="market-filters"
    >
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(false);
          onSearch(draft);
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id="market-filters-title">
            {t('market.filters.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            <NativeSelect
              label={t('market.filters.state')}
              name="state"
              value={draft.state ?? ''}
              onChange={(event) => set('state', (event.currentTarget.value || undefined) as Draft['state'])}
              data={[
                { value: '', label: t('market.filters.anyState') },
                ...STATE_NAMES.map((s) => ({ value: s, label: s })),
              ]}
            />
            <NativeSelect
              label={t('market.filters.city')}
              name="city"
              value={draft.city ?? ''}
              disabled={!draft.state}
              onChange={(event) => set('city', event.currentTarget.value || undefined)}
              data={[
                { value: '', label: t('market.filters.anyCity') },
                ...(draft.city && !cities.includes(draft.city) ? [draft.city] : []).map((c) => ({
                  value: c,
                  label: c,
                })),
                ...cities.map((c) => ({ value: c, label: c })),
              ]}
            />
            <ColoniaCombobox
              value={draft.colonia ?? ''}
              onChange={(value) => set('colonia', value.trim() === '' ? undefined : value)}
              state={draft.state}
              municipality={draft.city}
            />
            <NativeSelect
              label={t('market.filters.propertyType')}
              name="propertyType"
              value={draft.propertyType ?? ''}
              onChange={(event) =>
                set('propertyType', (event.currentTarget.value || undefined) as Draft['propertyType'])
              }
              data={[
                { value: '', label: t('market.filters.anyType') },
                ...PROPERTY_TYPES.map((type) => ({ value: type, label: t(`market.types.${type}`) })),
              ]}
            />
            {price('minPrice', t('market.filters.minPrice'))}
            {price('maxPrice', t('market.filters.maxPrice'))}
            <NativeSelect
              label={t('market.filters.label')}
              name="label"
              value={draft.label ?? ''}
              onChange={(event) => set('label', (event.currentTarget.value || undefined) as Draft['label'])}
              data={[
                { value: '', label: t('market.filters.anyLabel') },
                ...PROPERTY_LABELS.filter((l) => l !== 'NONE').map((label) => ({
                  value: label,
                  label: t(`market.labels.${label}`),
                })),
              ]}
            />
            <NativeSelect
              label={t('market.filters.credit')}
              name="credit"
              value={draft.credit ?? ''}
              onChange={(event) => set('credit', (event.currentTarget.value || undefined) as Draft['credit'])}
              data={[
                { value: '', label: t('market.filters.anyCredit') },
                ...CREDIT_PROGRAMS.map((program) => ({
                  value: program,
                  label: t(`market.credit.${program}`),
                })),
              ]}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="dark"
              onClick={() => {
                setDraft({});
                setOpen(false);
                onSearch({});
              }}
            >
              {t('market.filters.clear')}
            </Button>
            <Button type="submit">{t('market.filters.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
  if (!phone) return form;
  return (
    <Stack gap="sm">
      <Button
        variant={active > 0 ? 'light' : 'default'}
        fullWidth
        aria-expanded={open}
        aria-controls="market-filters"
        data-testid="market-filters-toggle"
        onClick={() => setOpen((current) => !current)}
      >
        {t('market.filters.toggle', { count: active })}
      </Button>
      <Collapse expanded={open}>{form}</Collapse>
    </Stack>
  );
}
