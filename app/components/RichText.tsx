import { pxToRem } from '../lib/lang.js';

/** HTML content written by staff (sanitised by the server), with pixel sizes in rem. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: pxToRem(html) }} />;
}
