import { Form } from 'antd';
import { emailChoices, type SupplierFormValues } from '../supplierForm';

/** The addresses the supplier's e-mail pickers offer: its own two and its users', kept current as the form changes. */
export function useEmailChoices(): string[] {
  const form = Form.useFormInstance<SupplierFormValues>();
  // The watches re-render on change; the values are read from the store, which (unlike useWatch on
  // the first render) already holds the loaded supplier, so the pickers start in the right mode.
  Form.useWatch('email', form);
  Form.useWatch('secondaryEmail', form);
  Form.useWatch('supplierUsers', form);
  return emailChoices(form.getFieldsValue(true) as SupplierFormValues);
}
