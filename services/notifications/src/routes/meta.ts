import type { FastifyRequest } from 'fastify';

/** The person's address: the gateway's view when the request came through it, else the socket's. */
export const clientIp = (request: FastifyRequest): string => request.auth.clientIp ?? request.ip;

export const userAgent = (request: FastifyRequest): string | null => {
  const value = request.headers['user-agent'];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};
