/** Ids in paths are checked before they reach a uuid column (PostgreSQL would refuse them with an error). */
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
