/** Whether an address falls inside a list of addresses and CIDR ranges (IPv4, IPv6, and IPv4 mapped into IPv6). */
import { BlockList, isIP } from 'node:net';

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

export const rangeList = (entries: readonly string[]): BlockList => {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    // Entries are validated on the way in; one that is not an address (written behind the API's back) matches nothing.
    if (!isIP(address)) continue;
    if (prefix === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, Number(prefix), familyOf(address));
  }
  return list;
};

export const isInRanges = (entries: readonly string[], address: string): boolean =>
  isIP(address) !== 0 && rangeList(entries).check(address, familyOf(address));
