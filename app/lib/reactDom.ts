import { options } from 'preact';
// The site's `react-dom` (vite.config.ts): Preact's compat layer, plus React 19's `preload` as the
// site uses it. A component asks for its page's main picture early; on the server the hint reaches
// the page's head through `preloadSink` (entry.server.tsx); in the browser the head has it already.
// @ts-expect-error preact/compat's types say `export =`; the module itself has named exports (its ESM build).
export * from 'preact/compat';
export { default } from 'preact/compat';

export interface PreloadOptions {
  as: string;
  type?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** Set by the server's entry; unset in the browser. */
export const preloadSink: { current?: (href: string, options: PreloadOptions) => void } = {};

export function preload(href: string, options: PreloadOptions): void {
  preloadSink.current?.(href, options);
}

// React reads `suppressHydrationWarning` and writes nothing; Preact would write it into the page as
// an attribute (React Router puts it on its <link> and <script> tags), so it is dropped here.
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (props && typeof vnode.type === 'string' && 'suppressHydrationWarning' in props)
    delete props.suppressHydrationWarning;
  previousVnodeHook?.(vnode);
};
