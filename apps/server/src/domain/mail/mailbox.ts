/**
 * Which mailbox an address reaches: the one fold of every comparison of addresses for limits
 * and for the mill's own addresses. Case is folded, and a `+tag` of the local part dropped
 * (`Sales+X@Mill.example` reaches `sales@mill.example`), so spellings of one mailbox share one
 * count. `Name <address>` is read as its address.
 */
export function mailboxOf(address: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(address);
  const bare = (bracketed?.[1] ?? address).trim().toLowerCase();
  const at = bare.lastIndexOf("@");
  if (at < 0) return bare;
  const local = bare.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus > 0 ? local.slice(0, plus) : local}${bare.slice(at)}`;
}

/** Whether `address` reaches one of `mailboxes` (each folded with mailboxOf). */
export function reachesAny(address: string, mailboxes: readonly string[]): boolean {
  const mailbox = mailboxOf(address);
  return mailboxes.some((other) => mailboxOf(other) === mailbox);
}
