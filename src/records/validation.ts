import { isValidPhoneNumber } from 'libphonenumber-js';
import { useMemo } from 'react';
import { useTranslate, type Validator } from 'react-admin';
import { RANGES } from '../../domain/limits';

/**
 * Client checks with the server's Indonesian messages (server/schemas.ts): '<Label> wajib diisi.',
 * '<Label> maksimal 90.' … The label is the field's own, so the rules are built with translate.
 */
type NumberRange = { min?: number; max?: number; int?: boolean };

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

export type Rules = {
  /** `message` names another wording, such as 'credit_required'. */
  required(label: string, message?: string): Validator;
  maxLength(label: string, max: number): Validator;
  phone(label: string): Validator;
  number(label: string, range: NumberRange): Validator;
};

export function useRules(): Rules {
  const translate = useTranslate();
  return useMemo(() => {
    const fail = (message: string, label: string, args: Record<string, unknown> = {}) => ({
      message: `app.records.validation.${message}`,
      args: { field: translate(label), ...args },
    });
    return {
      required:
        (label, message = 'required') =>
        (value) =>
          isEmpty(value) ? fail(message, label) : undefined,
      maxLength: (label, max) => (value) =>
        typeof value === 'string' && value.trim().length > max ? fail('max_length', label, { max }) : undefined,
      phone: (label) => (value) =>
        typeof value === 'string' && value.trim() && !isValidPhoneNumber(value, 'ID') ? fail('phone', label) : undefined,
      number: (label, { min, max, int }) =>
        (value) => {
          if (isEmpty(value)) return undefined;
          const n = Number(value);
          if (!Number.isFinite(n)) return fail('number', label);
          if (int && !Number.isInteger(n)) return fail('integer', label);
          if (min !== undefined && n < min) return fail('min', label, { min });
          if (max !== undefined && n > max) return fail('max', label, { max });
          return undefined;
        },
    } satisfies Rules;
  }, [translate]);
}

/** The rupiah range the server accepts (domain/limits.ts). */
export const RUPIAH: NumberRange = RANGES.rupiah;
