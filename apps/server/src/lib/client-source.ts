import { isIP } from 'node:net';

/**
 * The client a limit counts against: its IP address; an IPv6 address by its /64, which one host controls (the login
 * throttle, the document verification gate).
 */
export function clientSourceOf(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
