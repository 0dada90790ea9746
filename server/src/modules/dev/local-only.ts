import type { FastifyRequest } from 'fastify';

/** Headers a proxy adds: a request carrying one came from somewhere else, whatever its socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

/**
 * The development routes answer only a person on this machine (decision 038): a loopback socket and
 * no proxy header. A reverse proxy on the same host connects from loopback too, but adds its headers.
 * The socket's address is read, never `request.ip`, which TRUST_PROXY lets a header choose.
 */
export function isDirectLoopbackRequest(request: FastifyRequest): boolean {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.raw.socket.remoteAddress);
}
