import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { useState } from 'react';
import { createApolloClient } from './apollo/createApolloClient';
import { AppRoutes } from './AppRoutes';
import { SessionClock } from './session/SessionClock';
import { SessionProvider } from './session/SessionProvider';
import { SignedOutModal } from './session/SignedOutModal';
import { THEME } from './theme';

dayjs.locale('en-gb');

/** The office app's root: theme and locale, Apollo, the session, then the routed screen and the signed-out modal. */
export function App() {
  const [client] = useState(createApolloClient);
  return (
    <ConfigProvider locale={enGB} theme={THEME}>
      <AntApp>
        <ApolloProvider client={client}>
          <SessionProvider>
            <AppRoutes />
            <SessionClock />
            <SignedOutModal />
          </SessionProvider>
        </ApolloProvider>
      </AntApp>
    </ConfigProvider>
  );
}
