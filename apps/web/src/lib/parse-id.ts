/** A path id as a positive integer, or null ("/users/abc" shows "User not found"). */
export function parseId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
}
