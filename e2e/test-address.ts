// Browser tests sign many people in, all from this machine. The server trusts the loopback proxy's
// X-Forwarded-For (e2e/serve.ts), so each sign-up or sign-in comes from an address of its own in 198.18.0.0/15,
// the range set aside for tests: the per-address limits (30 logins, the SMS sends) then count each test apart, as
// they would count real people, and a longer suite does not run into them.

/** Headers that make a request come from a fresh test address. */
export function fromTestAddress(): { 'x-forwarded-for': string } {
  return { 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` };
}
