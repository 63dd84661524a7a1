import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { openDatabase } from "/work/main/database/client.ts";
import { DatabaseAvailability } from "/work/main/app/services/database-availability.server.ts";
const root = "/work/main";
const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
const handler = createRequestHandler(build, "production");
const database = await openDatabase({ dataDir: "/tmp/rrdata" });
const ctx = () => ({ db: database.db, env: { APP_URL: "http://127.0.0.1:3500" }, secret: "x".repeat(32), mailer: {}, auth: {}, cspNonce: "abc", clientAddress: "1.2.3.4", sessionId: crypto.randomUUID(), databaseAvailability: new DatabaseAvailability(async () => {}), pageNotes: { cacheable: false, formTokens: [], pageViews: [], background: true } });
const paths = process.argv.slice(2);
for (const p of paths) {
  let size = 0;
  for (let i = 0; i < 50; i++) { const r = await handler(new Request("http://127.0.0.1:3500" + p, { headers: { accept: "text/html" } }), ctx() as never); size = (await r.text()).length; }
  const n = 300; const t = performance.now();
  for (let i = 0; i < n; i++) { const r = await handler(new Request("http://127.0.0.1:3500" + p, { headers: { accept: "text/html" } }), ctx() as never); await r.text(); }
  console.log(p, ((performance.now() - t) / n).toFixed(2), "ms/req", size, "bytes");
}
await database.close();
