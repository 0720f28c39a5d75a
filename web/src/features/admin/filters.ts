/** Case-insensitive "contains" on an email; no filter matches everything. */
export function matchesEmail(email: string, filter: string | undefined): boolean {
  if (!filter || filter.trim() === '') return true;
  return email.toLocaleLowerCase().includes(filter.trim().toLocaleLowerCase());
}
