import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { readErrorInfo } from '../../app/apollo/errorInfo';
import { useSession } from '../../app/session/SessionContext';
import { deviceUuid } from '../../app/session/storage';
import { AuthenticateMutation } from './login.operations';
import { loginFailure } from './loginFailure';

export interface LoginValues {
  username: string;
  password: string;
  authenticationCode?: string;
}

export interface LoginState {
  submit(values: LoginValues): Promise<void>;
  submitting: boolean;
  /** The message of the last refused sign-in, if any. */
  error: string | null;
  /** True once the server asked for the e-mailed code; stays shown for the next tries. */
  codeRequested: boolean;
}

/** Signs in with the device uuid (behaviour.md "Sign-in and sessions / Signing in") and turns a refusal into the behaviour.md "Sign-in and sessions / Device verification" message. */
export function useLogin(): LoginState {
  const { signIn } = useSession();
  const [authenticate, { loading }] = useMutation(AuthenticateMutation);
  const [error, setError] = useState<string | null>(null);
  const [codeRequested, setCodeRequested] = useState(false);

  const submit = async (values: LoginValues) => {
    setError(null);
    const code = values.authenticationCode?.trim();
    try {
      const { data } = await authenticate({
        variables: {
          input: {
            username: values.username.trim(),
            password: values.password,
            deviceUuid: deviceUuid(),
            authenticationCode: codeRequested && code ? code : null,
          },
        },
      });
      if (data) await signIn(data.authenticate.token, data.authenticate.user);
    } catch (e) {
      const failure = loginFailure(readErrorInfo(e));
      if (failure.revealCode) setCodeRequested(true);
      setError(failure.message);
    }
  };

  return { submit, submitting: loading, error, codeRequested };
}
