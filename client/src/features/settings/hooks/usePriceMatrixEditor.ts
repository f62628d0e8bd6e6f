import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { PriceMatrixIncrement, PriceMatrixType, SettingsPriceMatrixFragment } from '../../../gql/graphql';
import { CreatePriceMatrixMutation, CustomerMatricesQuery, DeletePriceMatrixMutation, PriceMatricesQuery, UpdatePriceMatrixMutation } from '../pricing.operations';
import { matrixTypeInput } from '../pricingRules';
import { useSaveFeedback } from './useSaveFeedback';

interface RowValues {
  from: number;
  to?: number | null;
  interval: number;
  priceBreak: number;
}

export interface MatrixValues {
  name?: string;
  matrixType: PriceMatrixType;
  priceIncrement: PriceMatrixIncrement;
  vehicleTypeId: number;
  customerId?: number | null;
  minimumPrice: number;
  rows: RowValues[];
  isDeactivated: boolean;
}

/** What the server is sent: a blank name as null, and a customer only on a PRICING matrix. */
function matrixInput(values: MatrixValues) {
  return {
    name: values.name?.trim() || null,
    matrixType: matrixTypeInput(values.matrixType),
    priceIncrement: values.priceIncrement,
    vehicleTypeId: values.vehicleTypeId,
    customerId: values.matrixType === 'PRICING' ? (values.customerId ?? null) : null,
    minimumPrice: values.minimumPrice,
    isDeactivated: values.isDeactivated,
    rows: (values.rows ?? []).map((r) => ({ from: r.from, to: r.to ?? null, interval: r.interval, priceBreak: r.priceBreak })),
  };
}

/** The form values of a matrix, or a new one of the type and customer on show. */
function matrixValues(row: SettingsPriceMatrixFragment | null, type: PriceMatrixType, customerId: number | null): Partial<MatrixValues> {
  return row
    ? {
        name: row.name ?? '',
        matrixType: row.matrixType,
        priceIncrement: row.priceIncrement,
        vehicleTypeId: row.vehicleTypeId,
        customerId: row.customerId ?? null,
        minimumPrice: row.minimumPrice ?? 0,
        isDeactivated: row.isDeactivated,
        rows: row.rows.map((r) => ({ from: r.from, to: r.to ?? null, interval: r.interval, priceBreak: r.priceBreak ?? 0 })),
      }
    : { matrixType: type, priceIncrement: 'DISTANCE', customerId, minimumPrice: 0, isDeactivated: false, rows: [] };
}

/** The matrix being added or edited, and saving or deleting one with its notice; the lists on show are read again after. */
export function usePriceMatrixEditor(type: PriceMatrixType, customerId: number | null) {
  const refetchQueries = customerId ? [PriceMatricesQuery, CustomerMatricesQuery] : [PriceMatricesQuery];
  const opts = { refetchQueries, awaitRefetchQueries: true };
  const [create] = useMutation(CreatePriceMatrixMutation, opts);
  const [update] = useMutation(UpdatePriceMatrixMutation, opts);
  const [remove] = useMutation(DeletePriceMatrixMutation, opts);
  const feedback = useSaveFeedback();
  const [editing, setEditing] = useState<SettingsPriceMatrixFragment | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const row = editing === 'new' ? null : editing;

  const save = async (values: MatrixValues) => {
    setSaving(true);
    const input = matrixInput(values);
    try {
      await (row ? update({ variables: { id: row.id, input: { ...input, version: row.version } } }) : create({ variables: { input } }));
      feedback.saved('Price matrix saved');
      setEditing(null);
    } catch (error) {
      feedback.failed(error);
    } finally {
      setSaving(false);
    }
  };

  const destroy = async (id: number) => {
    try {
      await remove({ variables: { id } });
      feedback.saved('Price matrix deleted');
    } catch (error) {
      feedback.failed(error);
    }
  };

  return { editing, setEditing, row, saving, save, destroy, initialValues: matrixValues(row, type, customerId) };
}
