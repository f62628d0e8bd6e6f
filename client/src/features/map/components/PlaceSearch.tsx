import { useApolloClient } from '@apollo/client/react';
import { App, Input } from 'antd';
import { useState } from 'react';
import { GeocodeQuery } from '../map.operations';

/** A place to centre the map on. */
export interface PlaceTarget {
  name: string;
  latitude: number;
  longitude: number;
}

/** behaviour.md "Map / Live vehicles": zoom to a place by typing it and pressing Enter; the search appends UK. */
export function PlaceSearch({ onFound }: { onFound: (place: PlaceTarget) => void }) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const search = async () => {
    const place = text.trim();
    if (!place) return;
    setBusy(true);
    try {
      const { data } = await client.query({ query: GeocodeQuery, variables: { query: `${place}, UK` }, fetchPolicy: 'network-only' });
      const first = data?.geocode[0];
      if (first) onFound(first);
      else message.info(`No place called '${place}' was found.`);
    } catch {
      message.error('An error has occurred attempting to retrieve the data');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Search
      placeholder="Zoom to a place, then press Enter"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={() => void search()}
      loading={busy}
      data-testid="map-place-search"
    />
  );
}
