// A flood of cache-missing page requests, run as its own process by `npm run bench` (its own
// event loop, so it does not slow the client that measures): `node scripts/bench-flood.mjs URL
// SECONDS CONNECTIONS`. Every request asks for a page no cache can answer: a new search keyword,
// a page number past the last page or a news item that does not exist (junk parameters such as
// utm_source are no misses: the page cache ignores them). Any status counts; time-outs are printed.
import autocannon from 'autocannon';

const [url, seconds = '10', connections = '120'] = process.argv.slice(2);
let n = 0;
const kinds = [
  (i) => `/en/search/article?keyword=flood${i}`,
  (i) => `/zh/news?page=${1000 + i}`,
  (i) => `/en/nText?id=${900000 + i}`,
];
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  timeout: 10,
  requests: [{ setupRequest: (request) => ({ ...request, path: kinds[n % kinds.length](n++) }) }],
});
const byStatus = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
);
console.log(
  JSON.stringify({
    rps: result.requests.average,
    timeouts: result.timeouts,
    errors: result.errors,
    byStatus,
  }),
);
