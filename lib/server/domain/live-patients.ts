/**
 * A record not merged into another (issue 41 G2: a merged record stays hidden for 30 days, for
 * an undo): every list, search, match, duplicate check, count and lookup by id reads only these.
 * A module of its own so that anything may import it without a cycle.
 */
export const LIVE = { mergedIntoId: null } as const;
