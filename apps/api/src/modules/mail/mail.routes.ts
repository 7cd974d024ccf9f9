/**
 * The development outbox (`npm start` without SMTP_URL): /dev/outbox lists the messages the shop queued, newest
 * first, each with its status and a link to its HTML and its text; the .eml files are in the outbox folder.
 * Mounted only outside production: it shows every message's content to whoever asks.
 */
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { defineRoutes, fails, media, mountRoutes } from '../../lib/route-table.js';
import { createMailRepo } from './mail.repo.js';
import { html, markupOf } from '../../lib/html.js';

const LISTED = 100;
const MessageParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe("The message's number"),
});
const notFound = fails('No such message (NOT_FOUND)');

export const devOutboxTable = defineRoutes('/dev/outbox', 'mail', {
  list: {
    method: 'get',
    path: '/',
    summary: 'Development only: the mail the shop queued, newest first (an HTML page)',
    errors: [],
    responses: { 200: media('The outbox page', 'text/html') },
  },
  html: {
    method: 'get',
    path: '/:id',
    summary: "Development only: a message's HTML",
    params: MessageParams,
    errors: ['NOT_FOUND'],
    responses: {
      200: media('The HTML body', 'text/html'),
      400: fails('Bad number (VALIDATION_FAILED)'),
      404: notFound,
    },
  },
  text: {
    method: 'get',
    path: '/:id/text',
    summary: "Development only: a message's plain text",
    params: MessageParams,
    errors: ['NOT_FOUND'],
    responses: {
      200: media('The text body', 'text/plain'),
      400: fails('Bad number (VALIDATION_FAILED)'),
      404: notFound,
    },
  },
});
/** The listing and the messages: inline styles (mail needs them), nothing else; never framed. */
const DEV_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

export function devOutboxRoutes(db: Db, outboxDir: string): Router {
  const repo = createMailRepo(db);
  const message = async (id: number) => {
    const row = await repo.byId(id);
    if (!row) throw new AppError('NOT_FOUND', 'No such message');
    return row;
  };

  return mountRoutes(Router(), devOutboxTable, {
    list: async (_req, res) => {
      const rows = await repo.recent(LISTED);
      const page = html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width" />
            <title>Outbox</title>
            <link rel="icon" href="/favicon.svg" />
            <style>
              body {
                font-family: system-ui, sans-serif;
                margin: 24px;
                color: #18181b;
              }
              table {
                border-collapse: collapse;
                width: 100%;
              }
              td,
              th {
                text-align: left;
                padding: 6px 8px;
                border-bottom: 1px solid #e4e4e7;
                vertical-align: top;
              }
              @media (prefers-color-scheme: dark) {
                body {
                  background: #18181b;
                  color: #f4f4f5;
                }
                a {
                  color: #93c5fd;
                }
                td,
                th {
                  border-color: #3f3f46;
                }
              }
            </style>
          </head>
          <body>
            <h1>Outbox (development)</h1>
            <p>
              The mail the shop queued, newest first (the last ${LISTED}). The .eml files are in ${outboxDir}.
            </p>
            ${
              rows.length === 0
                ? html`<p>Nothing has been sent yet.</p>`
                : html`<div style="overflow-x:auto">
                    <table>
                      <thead>
                        <tr>
                          <th>Queued</th>
                          <th>To</th>
                          <th>Subject</th>
                          <th>Status</th>
                          <th>Open</th>
                        </tr>
                      </thead>
                      <tbody>
                        ${rows.map(
                          (r) =>
                            html`<tr>
                              <td>${r.created_at.replace('T', ' ').slice(0, 19)}</td>
                              <td>${r.to_address}</td>
                              <td>${r.subject}</td>
                              <td>${r.status}${r.last_error ? html` (${r.last_error})` : ''}</td>
                              <td>
                                <a href="/dev/outbox/${r.id}">HTML</a> ·
                                <a href="/dev/outbox/${r.id}/text">text</a>
                              </td>
                            </tr>`,
                        )}
                      </tbody>
                    </table>
                  </div>`
            }
          </body>
        </html>`;
      res
        .set('Content-Security-Policy', DEV_CSP)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(markupOf(page));
    },
    html: async (_req, res, { params }) => {
      const row = await message(params.id);
      res
        .set('Content-Security-Policy', DEV_CSP)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(row.html);
    },
    text: async (_req, res, { params }) => {
      const row = await message(params.id);
      res.set('Cache-Control', 'no-store').type('text').send(row.text);
    },
  });
}
