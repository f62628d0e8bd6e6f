import type { MoveDirection } from '../../../gql/graphql';
import { useSaveFeedback } from './useSaveFeedback';

/** What the server needs to move a row: it swaps it with its neighbour and renumbers in steps of 10. */
interface MoveVariables {
  id: number;
  version: number;
  direction: MoveDirection;
}

/**
 * Moving a row of a list kept in order by hand (behaviour.md "Settings / Vehicle types and area rules order"), with the
 * saved or failed notice of the settings screens.
 */
export function useMoveOrder(move: (options: { variables: MoveVariables }) => Promise<unknown>, savedText: string) {
  const feedback = useSaveFeedback();
  return async (id: number, version: number, direction: MoveDirection) => {
    try {
      await move({ variables: { id, version, direction } });
      feedback.saved(savedText);
    } catch (error) {
      feedback.failed(error);
    }
  };
}
