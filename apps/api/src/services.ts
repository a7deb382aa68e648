import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createJoinTokenCodec, type JoinTokenCodec } from './modules/auth/join-token.ts';
import { createHallRepository } from './modules/halls/repository.ts';
import { createHallService, type HallService } from './modules/halls/service.ts';
import { createHealthRepository, type HealthRepository } from './modules/health/repository.ts';
import { createImageProxyService, type ImageProxyService } from './modules/image-proxy/service.ts';
import { createGeneratedMediaService, type GeneratedMediaService } from './modules/media/generated-media-service.ts';
import { createLocalMediaSource } from './modules/media/local-media-source.ts';
import { createPasswordHasher, type PasswordHasher } from './shared/password-hasher.ts';
import { createMemoryRateLimiter } from './shared/rate-limit/memory-rate-limiter.ts';
import type { RateLimiter } from './shared/rate-limit/rate-limiter.ts';

export type AppServices = {
  health: HealthRepository;
  halls: HallService;
  generatedMedia: GeneratedMediaService;
  imageProxy: ImageProxyService;
  rateLimiter: RateLimiter;
  passwordHasher: PasswordHasher;
  joinTokens: JoinTokenCodec;
};

/** Wires repositories into services. Routes reach them through `app.services`, never the database. */
export function createServices(config: AppConfig, database: Database): AppServices {
  const generatedMedia = createGeneratedMediaService({ cacheDir: config.mediaCacheDir });
  return {
    health: createHealthRepository(database.db),
    halls: createHallService({ repository: createHallRepository(database.db) }),
    generatedMedia,
    imageProxy: createImageProxyService({ source: createLocalMediaSource(generatedMedia) }),
    rateLimiter: createMemoryRateLimiter(),
    passwordHasher: createPasswordHasher(),
    joinTokens: createJoinTokenCodec(config.jwtSecret),
  };
}
