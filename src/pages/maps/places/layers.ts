import { ORDER_STATUS_CHOICES, ORDER_STATUS_COLORS, PROSPECT_STATUS_CHOICES, PROSPECT_STATUS_COLORS, type ChipColor } from '../../../records/choices';
import { useOrderFilters } from '../../../resources/order/useOrderFilters';
import { useProspectFilters } from '../../../resources/prospect/useProspectFilters';
import { PURPOSE_CHOICES, visumDetailPath } from '../../../resources/visum/purposes';
import { useVisumFilters } from '../../../resources/visum/useVisumFilters';
import type { PlaceLayer } from './PlacesPage';

const PURPOSE_COLORS: Record<string, ChipColor> = { rumah: 'primary', perusahaan: 'secondary', pameran: 'warning', lainnya: 'default' };

export const PROSPECT_LAYER: PlaceLayer = {
  key: 'prospek',
  resource: 'prospect',
  label: 'app.maps.places.prospects',
  useFilters: useProspectFilters,
  statuses: PROSPECT_STATUS_CHOICES,
  colors: PROSPECT_STATUS_COLORS,
  pathOf: (id) => `/prospect/${id}/show`,
};

export const VISIT_LAYER: PlaceLayer = {
  key: 'kunjungan',
  resource: 'setting/visum',
  label: 'app.maps.places.visits',
  useFilters: useVisumFilters,
  statuses: PURPOSE_CHOICES,
  colors: PURPOSE_COLORS,
  pathOf: visumDetailPath,
};

export const ORDER_LAYER: PlaceLayer = {
  key: 'order',
  resource: 'order',
  label: 'app.maps.places.orders',
  useFilters: useOrderFilters,
  statuses: ORDER_STATUS_CHOICES,
  colors: ORDER_STATUS_COLORS,
  pathOf: (id) => `/order/${id}/show`,
};
