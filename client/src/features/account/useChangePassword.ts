import { useMutation } from '@apollo/client/react';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { readErrorInfo } from '../../app/apollo/errorInfo';
import type { SessionUser } from '../../app/session/SessionContext';
import { ChangePasswordMutation } from './account.operations';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The line above the form after a try: the password changed, or why it did not. */
export interface ChangePasswordOutcome {
  ok: boolean;
  text: string;
}

const FIELDS = new Set(['currentPassword', 'newPassword', 'confirmPassword']);

/** The server may name a field by its input path or in REST's PascalCase ('input.NewPassword'): 'newPassword'. */
function formFieldName(serverField: string): string {
  const last = serverField.split('.').pop() ?? '';
  return last.charAt(0).toLowerCase() + last.slice(1);
}

/**
 * Sends the change for the signed-in user; a refusal that names a field shows under that field,
 * anything else in the outcome line.
 */
export function useChangePassword(user: SessionUser, form: FormInstance<ChangePasswordValues>) {
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const [outcome, setOutcome] = useState<ChangePasswordOutcome | null>(null);

  const submit = async (values: ChangePasswordValues) => {
    setOutcome(null);
    try {
      await changePassword({ variables: { id: user.id, input: values } });
      form.resetFields();
      setOutcome({ ok: true, text: 'Your password has been changed.' });
    } catch (e) {
      const info = readErrorInfo(e);
      const fieldErrors = info.fields
        .map((f) => ({ name: formFieldName(f.field), message: f.message }))
        .filter((f) => FIELDS.has(f.name));
      if (fieldErrors.length > 0) {
        form.setFields(fieldErrors.map((f) => ({ name: f.name as keyof ChangePasswordValues, errors: [f.message] })));
      } else {
        // behaviour.md "Shared conventions / Errors and status codes": any other save failure shows 'An error has occurred.'
        setOutcome({ ok: false, text: info.fields[0]?.message ?? 'An error has occurred.' });
      }
    }
  };

  return { submit, loading, outcome };
}
