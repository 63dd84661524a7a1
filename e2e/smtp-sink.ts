import http from "node:http";
import { startSmtpServer } from "../tests/smtp-server";

/**
 * A real SMTP server for the browser tests: the app sends to it over SMTP, and tests
 * read what arrived from GET /messages (JSON). Started by playwright.config.ts.
 */
const smtp = await startSmtpServer(Number(process.env.E2E_SMTP_PORT));
http
  .createServer((req, res) => {
    if (req.url === "/healthz") return res.end("ok");
    if (req.url === "/messages") {
      res.setHeader("content-type", "application/json");
      return res.end(JSON.stringify(smtp.messages));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(Number(process.env.E2E_SMTP_HTTP_PORT), "127.0.0.1");
