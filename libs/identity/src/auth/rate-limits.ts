/**
 * Per-route limits read by @fastify/rate-limit on each request (decorators are evaluated before the
 * configuration exists); IdentityModule sets them from AppConfig.rateLimits.
 */
export const identityRateLimits = { loginPerMinute: 20, smsPerMinute: 3 };

export const loginRateLimit = {
  rateLimit: { max: (): number => identityRateLimits.loginPerMinute, timeWindow: '1 minute' },
};
export const smsRateLimit = {
  rateLimit: { max: (): number => identityRateLimits.smsPerMinute, timeWindow: '1 minute' },
};
