/** Drops the IPv6 wrapper of an IPv4 address (::ffff:1.2.3.4), so lists compare like for like. */
export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** Four numeric parts 0-255 joined by dots (behaviour.md "Settings / Whitelisted IP addresses": whitelisted IP). */
export function isIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}
