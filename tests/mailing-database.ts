import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle, Engine } from "../database/client";
import type { OutboxWorker } from "~/services/outbox.server";
import { createTestDatabase } from "./test-database";
import { startSmtpServer } from "./smtp-server";
import { startTestOutbox } from "./fixtures";

export interface MailingDatabase {
  /** A fresh, migrated database of the engine, private to the describe block. */
  handle: DatabaseHandle;
  /** A real SMTP server receiving what the outbox sends. */
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** The outbox sender an app process runs, delivering to `smtp`. */
  outbox: OutboxWorker;
}

/**
 * For a describe block whose flows send mail: the database, the SMTP server and the outbox between
 * them, started before its tests and stopped after (the outbox before the database it reads). Read
 * the fields inside tests and hooks: they are set once `beforeAll` has run.
 */
export function useMailingDatabase(engine: Engine): MailingDatabase {
  const setup = {} as MailingDatabase;
  beforeAll(async () => {
    setup.handle = await createTestDatabase(engine);
    setup.smtp = await startSmtpServer();
    setup.outbox = startTestOutbox(setup.handle.db, setup.smtp.url);
  });
  afterAll(async () => {
    await setup.outbox?.stop();
    await setup.smtp?.close();
    await setup.handle?.close();
  });
  return setup;
}
