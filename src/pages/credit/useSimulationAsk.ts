import { useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import { roundTo, simulateCredit } from '../../../domain/instalment';
import type { LeasingPartner, Product, Prospect } from '../../../domain/records';

const ACTIVE_BY_NAME = { filter: { active: true }, pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

export type DownPaymentMode = 'amount' | 'percent';

/** A percentage of the price as a down payment, to the nearest Rp 100.000 as dealers quote it. */
const percentOf = (price: number, percent: number) => roundTo((price * percent) / 100, 100_000);

/**
 * What the customer asks (motorcycle, price, down payment in rupiah or percent, tenor), started from
 * the prospect's own wishes, and every partner's answer, computed on the phone by the server's formula.
 */
export function useSimulationAsk(prospect: Prospect) {
  const partners = useGetList<LeasingPartner>('setting/leasing', ACTIVE_BY_NAME);
  const motors = useGetList<Product>('setting/Product', ACTIVE_BY_NAME);
  const [id_product, setProduct] = useState<number | null>(prospect.id_product ?? null);
  const motor = motors.data?.find((m) => m.id === id_product);
  const [typedPrice, setPrice] = useState<number | null>(null);
  const price = typedPrice ?? motor?.price_otr ?? 0;
  const [mode, setMode] = useState<DownPaymentMode>(prospect.down_payment ? 'amount' : 'percent');
  const [typedDownPayment, setDownPayment] = useState<number>(prospect.down_payment ?? 15);
  const down_payment = mode === 'amount' ? typedDownPayment : percentOf(price, typedDownPayment);

  const offering = useMemo(() => (partners.data ?? []).filter((p) => p.rates.length > 0), [partners.data]);
  const tenors = useMemo(() => [...new Set(offering.flatMap((p) => p.rates.map((r) => r.tenor)))].sort((a, b) => a - b), [offering]);
  const [typedTenor, setTenor] = useState<number | null>(prospect.tenor ?? null);
  const tenor = typedTenor !== null && tenors.includes(typedTenor) ? typedTenor : (tenors.filter((t) => t <= 35).at(-1) ?? tenors[0] ?? null);

  const offers = useMemo(
    () => (motor && tenor !== null && price > 0 ? simulateCredit(offering, { price, down_payment, tenor, motor }) : []),
    [motor, tenor, price, down_payment, offering],
  );
  const pickMotor = (id: number | null) => {
    setProduct(id);
    setPrice(null);
  };
  return {
    loading: partners.isPending || motors.isPending,
    failed: partners.error ?? motors.error,
    noPartner: !partners.isPending && offering.length === 0,
    motors: motors.data ?? [],
    motor,
    pickMotor,
    price,
    setPrice,
    mode,
    setMode,
    typedDownPayment,
    setDownPayment,
    down_payment,
    tenors,
    tenor,
    setTenor,
    offers,
  };
}

export type SimulationAsk = ReturnType<typeof useSimulationAsk>;
