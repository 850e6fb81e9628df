// glibc allocator settings the server runs with: without them a first start that
// sizes the demo photographs keeps the large buffers libvips freed resident (about 800 MB instead
// of under 300 MB). The Dockerfile sets the same values in its ENV.
export const MEMORY_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};
