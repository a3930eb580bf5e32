/**
 * The floor of `npm run bench:search`: a bare node:http server that answers each request by running
 * the SQL statements a search sends (searchPageStatements of search.service.ts: the same prepared
 * statement names, texts and parameters), the page and the bounded count side by side, the page's
 * units and pictures after the page, as the API does, through the API's own openDatabase (same pg pool or PGlite), with the
 * driver options Drizzle uses (rows as arrays, timestamps left as text). It answers the rows as JSON: the cost of search without
 * GraphQL, the ORM's mapping and the resolvers.
 *
 * Started by search.mjs as a child process: FLOOR_CONFIG names a JSON file with { target, port,
 * scenarios: { "/path": [page, units, pictures, count] } }, each statement { name, sql, params }.
 */
import fs from 'node:fs';
import http from 'node:http';
import { tsImport } from 'tsx/esm/api';

const config = JSON.parse(fs.readFileSync(process.env.FLOOR_CONFIG, 'utf8'));
const { openDatabase } = await tsImport('../apps/api/src/db/client.ts', import.meta.url);
const database = await openDatabase(config.target);
const client = database.db.$client;

/** Type ids drizzle leaves as text: timestamp, timestamptz, date, interval and their arrays. */
const RAW_TYPES = [1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182];

let run;
if (database.kind === 'postgres') {
  const { default: pg } = await import('pg');
  const types = {
    getTypeParser: (id, format) => (RAW_TYPES.includes(id) ? (v) => v : pg.types.getTypeParser(id, format)),
  };
  run = async ({ name, sql, params }) =>
    (await client.query({ name: name ?? undefined, text: sql, rowMode: 'array', types }, params)).rows;
} else {
  const parsers = Object.fromEntries(RAW_TYPES.map((id) => [id, (v) => v]));
  run = async ({ sql, params }) => (await client.query(sql, params, { rowMode: 'array', parsers })).rows;
}

const server = http.createServer((req, res) => {
  const statements = config.scenarios[req.url];
  req.resume();
  req.on('end', async () => {
    if (!statements) {
      res.writeHead(404).end();
      return;
    }
    try {
      const [page, units, pictures, count] = statements;
      // As the API's resolvers do: the page and the count side by side, then the page's units and pictures.
      const [[pageRows, unitRows, pictureRows], countRows] = await Promise.all([
        run(page).then(async (rows) => [rows, ...(await Promise.all([run(units), run(pictures)]))]),
        run(count),
      ]);
      const body = JSON.stringify({
        page: pageRows,
        units: unitRows,
        pictures: pictureRows,
        count: countRows,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
});
server.listen(config.port, () => process.send?.('ready'));

const stop = () => server.close(() => database.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
