import { useState } from 'react';
import { orderRefusal, type ManifestStop } from '../manifestScreenRules';

/**
 * Reorders the stops unless a delivery would go above its own collection: the same domain rule the server
 * applies on save. A refused order keeps the old one and says why until the message is closed.
 */
export function useStopReorder(stops: readonly ManifestStop[], setOrder: (order: number[]) => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const reorder = (order: number[]) => {
    const refused = orderRefusal(stops, order);
    setRefusal(refused);
    if (!refused) setOrder(order);
  };
  return { reorder, refusal, clearRefusal: () => setRefusal(null) };
}
