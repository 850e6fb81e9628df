import { AppError } from '../../../server/lib/errors.js';
import { notFound } from '../../lib/http.js';

/** A service answer, or the 404 page when the service says the thing does not exist. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AppError) notFound();
    throw error;
  }
}

/** A service answer, or null when it does not exist (optional parts of a page). */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
