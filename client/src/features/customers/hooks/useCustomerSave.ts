import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useCallback } from 'react';
import type { CustomerInput } from '../../../gql/graphql';
import { CreateCustomerMutation, CustomersQuery, UpdateCustomerMutation } from '../customers.operations';
import { CUSTOMER_SAVED, NOTICE_SECONDS, customerSaveFailure } from '../saveFailure';

/**
 * Saves a whole customer (behaviour.md "Customers / Saving a customer"): 'Customer Record Saved' for 2 s on success; on a refusal the
 * notice of behaviour.md "Shared conventions / Stale writes" and the server's validation messages, which it returns for the form to show.
 */
export function useCustomerSave(): (id: number | null, input: CustomerInput) => Promise<{ ok: true } | { ok: false; messages: string[] }> {
  const { message } = App.useApp();
  const opts = { refetchQueries: [CustomersQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateCustomerMutation, opts);
  const [update] = useMutation(UpdateCustomerMutation, opts);
  return useCallback(
    async (id, input) => {
      try {
        await (id === null ? create({ variables: { input } }) : update({ variables: { id, input } }));
        void message.success({ content: CUSTOMER_SAVED, duration: NOTICE_SECONDS });
        return { ok: true };
      } catch (error) {
        const failure = customerSaveFailure(error);
        void message.error({ content: failure.notice, duration: NOTICE_SECONDS });
        return { ok: false, messages: failure.messages };
      }
    },
    [create, update, message],
  );
}
