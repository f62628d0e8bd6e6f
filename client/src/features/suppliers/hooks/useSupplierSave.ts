import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useCallback } from 'react';
import type { SupplierInput } from '../../../gql/graphql';
import { NOTICE_SECONDS, SUPPLIER_SAVED, supplierSaveFailure } from '../saveFailure';
import { CreateSupplierMutation, SuppliersQuery, UpdateSupplierMutation } from '../suppliers.operations';

/**
 * Saves a whole supplier (behaviour.md "Suppliers / Saving a supplier"): 'Supplier Record Saved' for 2 s on success; on a refusal the
 * notice of behaviour.md "Shared conventions / Stale writes" and the server's validation messages, which it returns for the form to show.
 */
export function useSupplierSave(): (id: number | null, input: SupplierInput) => Promise<{ ok: true } | { ok: false; messages: string[] }> {
  const { message } = App.useApp();
  const opts = { refetchQueries: [SuppliersQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateSupplierMutation, opts);
  const [update] = useMutation(UpdateSupplierMutation, opts);
  return useCallback(
    async (id, input) => {
      try {
        await (id === null ? create({ variables: { input } }) : update({ variables: { id, input } }));
        void message.success({ content: SUPPLIER_SAVED, duration: NOTICE_SECONDS });
        return { ok: true };
      } catch (error) {
        const failure = supplierSaveFailure(error);
        void message.error({ content: failure.notice, duration: NOTICE_SECONDS });
        return { ok: false, messages: failure.messages };
      }
    },
    [create, update, message],
  );
}
