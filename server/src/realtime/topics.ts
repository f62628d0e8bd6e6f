/** Every fan-out topic, named once. */
export const Topic = {
  SessionEnded: 'SESSION_ENDED',
} as const;

/** The payload each topic carries. */
export interface TopicPayloads {
  [Topic.SessionEnded]: { userId: number; sessionIds: number[] };
}
