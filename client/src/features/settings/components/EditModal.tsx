import { Form, Modal, type FormInstance } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';

interface EditModalProps<V> {
  testId: string;
  title: string;
  open: boolean;
  /** Values to start from: the row being edited, or defaults for a new one. */
  initialValues: Partial<V>;
  saving: boolean;
  onCancel: () => void;
  /** Called with validated values; a rejection keeps the modal open. */
  onSave: (values: V, form: FormInstance<V>) => Promise<void>;
  children: ReactNode;
}

/** The add / edit dialog of a settings list: a vertical form, Save and Cancel. */
export function EditModal<V extends object>({ testId, title, open, initialValues, saving, onCancel, onSave, children }: EditModalProps<V>) {
  const [form] = Form.useForm<V>();
  // Read when the dialog opens only: a new object on every render must not reset what is being typed.
  const initial = useRef(initialValues);
  initial.current = initialValues;
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initial.current as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [open, form]);
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText="Save"
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': `${testId}-save` } as Record<`data-${string}`, string>}
      forceRender
    >
      <Form<V> form={form} layout="vertical" onFinish={(values) => onSave(values, form).catch(() => undefined)} data-testid={`${testId}-form`}>
        {children}
      </Form>
    </Modal>
  );
}
