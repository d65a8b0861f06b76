import type { ChipProps } from '@mui/material';
import {
  APPLICATION_STATUSES,
  DECISION_STATUSES,
  FOLLOW_UP_DUE,
  FOLLOW_UP_METHODS,
  ORDER_STATUSES,
  PAYMENTS,
  PRODUCT_CATEGORIES,
  PROSPECT_SOURCES,
  PROSPECT_STATUSES,
} from '../../domain/vocabularies';
import { catalogueKey } from '../../domain/vocabularyLabels';

/** A stable code and the translation key of its Indonesian label (docs/database.md). */
export type Choice = { id: string; name: string };

const choicesOf = (codes: readonly string[], prefix: string): Choice[] =>
  codes.map((id) => ({ id, name: `app.records.${prefix}.${catalogueKey(id)}` }));

/** The label key of a code, or the code itself when it is not one of the choices. */
export const labelOf = (choices: readonly Choice[], code: string) => choices.find((c) => c.id === code)?.name ?? code;

export const PROSPECT_STATUS_CHOICES = choicesOf(PROSPECT_STATUSES, 'prospect_status');
export const SOURCE_CHOICES = choicesOf(PROSPECT_SOURCES, 'source');
export const PAYMENT_CHOICES = choicesOf(PAYMENTS, 'payment');
export const FOLLOW_UP_DUE_CHOICES = choicesOf(FOLLOW_UP_DUE, 'follow_up_due');
export const METHOD_CHOICES = choicesOf(FOLLOW_UP_METHODS, 'method');
export const DECISION_CHOICES = choicesOf(DECISION_STATUSES, 'decision');
export const ORDER_STATUS_CHOICES = choicesOf(ORDER_STATUSES, 'order_status');
export const CATEGORY_CHOICES = choicesOf(PRODUCT_CATEGORIES, 'category');
/** A leasing application's states, labelled where the credit pages label them (i18n/leasing). */
export const APPLICATION_STATUS_CHOICES: Choice[] = APPLICATION_STATUSES.map((id) => ({ id, name: `app.leasing.applications.status.${id}` }));

export type ChipColor = NonNullable<ChipProps['color']>;

export const PROSPECT_STATUS_COLORS: Record<string, ChipColor> = {
  Low: 'default',
  Medium: 'info',
  Hot: 'warning',
  Deal: 'success',
  'Not Deal': 'error',
};

export const DECISION_COLORS: Record<string, ChipColor> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

export const ORDER_STATUS_COLORS: Record<string, ChipColor> = {
  ...DECISION_COLORS,
  indent: 'info',
  completed: 'primary',
  cancelled: 'default',
};
