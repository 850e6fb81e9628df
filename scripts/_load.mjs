import autocannon from 'autocannon';
const [url, path, secs] = process.argv.slice(2);
let n = 0;
const r = await autocannon({ url, connections: 10, duration: Number(secs ?? 10), requests: [{ setupRequest: (req) => ({ ...req, path: `${path}${path.includes('?') ? '&' : '?'}r=${n++}` }) }] });
console.log('rps', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx, 'errors', r.errors);
