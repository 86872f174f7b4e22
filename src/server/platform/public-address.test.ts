import { describe, expect, it } from 'vitest';
import { isLocalHost, isNonPublicAddress } from './public-address';

/** The hostname a push endpoint's URL gives, as the subscribe check sees it. */
const hostOf = (url: string) => new URL(url).hostname;

describe('isNonPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.5',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.5',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2002:c0a8:101::',
  ])('%s is not public', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '142.250.74.110',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.169.0.1',
    '2a00:1450:4001:82a::200a',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });

  it('a name is not an address', () => {
    expect(isNonPublicAddress('localhost')).toBe(false);
  });
});

describe('isLocalHost', () => {
  it.each([
    'https://localhost/push',
    'https://LOCALHOST./push',
    'https://push.localhost/x',
    'https://printer.local/x',
    'https://metadata.google.internal/computeMetadata',
    'https://nas.home.arpa/x',
    'https://intranet/x',
    'https://127.0.0.1/x',
    'https://10.0.0.5/x',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.1.2/x',
    'https://[::1]/x',
    'https://[fd00::1]:8443/x',
    'https://[fe80::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[::ffff:192.168.0.1]/x',
    'https://[::]/x',
    'https://0.0.0.0/x',
    'https://255.255.255.255/x',
    // Other spellings of 127.0.0.1 the URL parser makes canonical.
    'https://2130706433/x',
    'https://0x7f.1/x',
    'https://127.1/x',
  ])('%s is refused', (url) => {
    expect(isLocalHost(hostOf(url))).toBe(true);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/abc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://push.example.org/localhost',
    'https://local.example.org/x',
    'https://8.8.8.8/x',
    'https://[2a00:1450:4001:82a::200a]/x',
  ])('%s is allowed', (url) => {
    expect(isLocalHost(hostOf(url))).toBe(false);
  });
});
