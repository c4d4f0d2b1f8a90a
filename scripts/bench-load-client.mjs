// The mixed load of `npm run bench` (bench-load.mjs), in a process of its own so that the load's
// own work never delays the health probe: `connections` keep-alive connections, spread over the
// given servers, each asking in turn a job search, an offer page, the candidate's potential
// matches, their profile, a salary simulation and a file of the app, for `seconds`. Each request
// comes from another visitor's address (X-Forwarded-For, believed from the proxy the servers
// trust), as behind a reverse proxy. Prints one JSON line: per kind, the latencies' quantiles and
// the statuses.
import http from "node:http";

const plan = JSON.parse(process.argv[2]);
const { targets, connections, seconds, token, userId, jobIds, asset } = plan;

const searches = ["developpeur", "comptable", "infirmier", "commercial", "data", "boulanger", "chef de projet"];
const auth = { authorization: `Bearer ${token}` };
const kinds = {
  search: (n) => ({ path: `/api/jobs?q=${encodeURIComponent(searches[n % searches.length])}` }),
  offer: (n) => ({ path: `/api/jobs/${jobIds[n % jobIds.length]}` }),
  matches: () => ({ path: "/api/matches/jobs", headers: auth }),
  profile: () => ({ path: `/api/profile?id=${userId}`, headers: auth }),
  // Forty situations, as a crowd of visitors trying amounts: most were asked before.
  salary: (n) => ({
    method: "POST",
    path: "/api/salary/simulate",
    body: JSON.stringify({ gross_monthly: 2000 + (n % 40) * 100, status: "non-cadre", contract: "CDI" }),
  }),
  static: () => ({ path: asset }),
};
const names = Object.keys(kinds);

const visitor = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

const latencies = Object.fromEntries(names.map((name) => [name, []]));
const statuses = Object.fromEntries(names.map((name) => [name, {}]));
const failures = Object.fromEntries(names.map((name) => [name, 0]));

function ask(agent, base, name, n) {
  const { method = "GET", path, headers = {}, body } = kinds[name](n);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      new URL(path, base),
      {
        agent,
        method,
        headers: {
          "x-forwarded-for": visitor(),
          ...(body ? { "content-type": "application/json" } : {}),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => {
          latencies[name].push(performance.now() - started);
          statuses[name][response.statusCode] = (statuses[name][response.statusCode] ?? 0) + 1;
          resolve();
        });
      },
    );
    request.on("error", () => {
      failures[name] += 1;
      resolve();
    });
    request.end(body);
  });
}

const end = performance.now() + seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: connections }, async (_, index) => {
    const base = targets[index % targets.length];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = index; performance.now() < end; n++) await ask(agent, base, names[n % names.length], n);
    agent.destroy();
  }),
);
const elapsed = (performance.now() - started) / 1000;

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
const summary = (values, counts, failed) => {
  const sorted = [...values].sort((a, b) => a - b);
  const deliberate = (counts[429] ?? 0) + (counts[503] ?? 0);
  const ok = Object.entries(counts).reduce((sum, [code, count]) => sum + (Number(code) < 400 ? count : 0), 0);
  return {
    requests: sorted.length,
    "req/s": sorted.length / elapsed,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    refused: deliberate,
    errors: sorted.length - ok - deliberate + failed,
  };
};
const perKind = Object.fromEntries(
  names.map((name) => [name, summary(latencies[name], statuses[name], failures[name])]),
);
const all = summary(
  names.flatMap((name) => latencies[name]),
  names.reduce((sum, name) => {
    for (const [code, count] of Object.entries(statuses[name])) sum[code] = (sum[code] ?? 0) + count;
    return sum;
  }, {}),
  names.reduce((sum, name) => sum + failures[name], 0),
);
console.log(JSON.stringify({ all, perKind, statuses }));
