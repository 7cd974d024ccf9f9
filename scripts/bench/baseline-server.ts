/**
 * A baseline server answering every request with one pre-serialized body:
 *   node --import tsx scripts/bench/baseline-server.ts <express|http> <port> <bodyFile>
 * `express` is the framework ceiling (same JSON, no work), `http` the machine ceiling (bare node:http).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import express from 'express';

const [mode, portText, bodyFile] = process.argv.slice(2);
if (!mode || !portText || !bodyFile)
  throw new Error('usage: baseline-server.ts <express|http> <port> <bodyFile>');
const body = readFileSync(bodyFile);
const port = Number(portText);

if (mode === 'express') {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json());
  app.all('/{*any}', (_req, res) => {
    res.type('application/json').send(body);
  });
  app.listen(port, () => process.send?.('ready'));
} else {
  http
    .createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': body.length,
        });
        res.end(body);
      });
    })
    .listen(port, () => process.send?.('ready'));
}
