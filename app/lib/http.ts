import { data } from 'react-router';

/** Thrown by a loader when the page does not exist: the root error boundary shows it. */
export function notFound(): never {
  throw data('Not found', { status: 404, statusText: 'Not Found' });
}
