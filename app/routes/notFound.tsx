import { notFound } from '../lib/http.js';

export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}
