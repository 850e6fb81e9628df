// The load generator of scripts/bench-page-cache.mjs, run in its own process at low priority
// (`nice`) so the server it measures gets the CPU first, as a load balancer's clients would not
// compete with it. Prints autocannon's figures as one line of JSON.
import autocannon from 'autocannon';

const { url, headers, connections, duration } = JSON.parse(process.argv[2]);
await autocannon({ url, headers, connections, duration: 1 }); // warm-up
const result = await autocannon({ url, headers, connections, duration });
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
