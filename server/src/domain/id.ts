/** Record ids as the domain sees them: whatever the database uses; domain rules only compare them with ===. */
export type Id = string | number;
