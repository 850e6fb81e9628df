import { data } from 'react-router';

/** Thrown by a loader when the page does not exist: the root error boundary shows it. */
export function notFound(): never {
  throw data('Not found', { status: 404, statusText: 'Not Found' });
}

/**
 * A service's "does not exist / hidden" failure (server/lib/errors.ts AppError). The page bundle
 * has its own copy of that class, so `instanceof` cannot see the services' one: it goes by name.
 */
export function isAppError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AppError';
}

/** A service answer, or the 404 page when the service says the thing does not exist. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isAppError(error)) notFound();
    throw error;
  }
}

/** A service answer, or null when it does not exist or is hidden (that part of the page is left out). */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}
