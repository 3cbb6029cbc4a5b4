/** The spec's client-side limit: 3 submissions per 10-minute window per browser. */
export const RATE_LIMIT = { attempts: 3, windowMs: 600_000 } as const;

export type RateLimitResult =
  | { allowed: true; recent: number[] }
  | { allowed: false; retryInMinutes: number; recent: number[] };

/**
 * Decides whether another attempt is allowed, given the times of earlier attempts.
 * Attempts older than the window are forgotten, so the limit resets on its own.
 */
export function checkRateLimit(
  attempts: readonly number[],
  now: number,
  limit: { attempts: number; windowMs: number } = RATE_LIMIT,
): RateLimitResult {
  const recent = attempts
    .filter((time) => Number.isFinite(time) && time <= now && now - time < limit.windowMs)
    .sort((a, b) => a - b);
  if (recent.length < limit.attempts) return { allowed: true, recent };
  const oldest = recent[recent.length - limit.attempts] ?? now;
  const retryInMinutes = Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 60_000));
  return { allowed: false, retryInMinutes, recent };
}

/** Parses the stored attempt list, tolerating anything a browser might hand back. */
export function parseAttempts(stored: string | null): number[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  } catch {
    return [];
  }
}
