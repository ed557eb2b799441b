// A request's own SQL statements: the per-address read limits add their counts to "RateLimitBucket" in the
// background every 250 ms (decision 015), whichever request happens to be running, so statement counts leave them out.
export const requestStatements = (statements: string[]) =>
  statements.filter((sql) => !sql.includes(`"RateLimitBucket"`));
