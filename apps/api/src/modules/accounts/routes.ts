import type { FastifyPluginAsync } from 'fastify';
import { availabilityRoutes } from './availability-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { signUpRoutes } from './sign-up-routes.ts';

/** Prefix /v3/20240404/customer (spec §7 "Session and account"; paths of decision 0009). */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(availabilityRoutes);
  await app.register(signUpRoutes);
  await app.register(profileRoutes);
  await app.register(recoveryRoutes);
};
