import { describe, expect, it } from "vitest";
import { TEST_ENGINES } from "./test-database";
import { formStartedAgo, testContext } from "./fixtures";
import { siteMessages } from "../database/schema";
import { sendSiteMessage } from "../app/routes/site/contact.server";
import { SPAM_MESSAGES } from "../app/services/spam.server";
import { HONEYPOT_FIELD } from "../app/lib/spam-fields";
import { newPageNotes } from "../app/services/page-notes.server";
import type { RequestContext } from "../app/context";
import { useMailingDatabase } from "./mailing-database";

/** The same visitor (address) with a form-start cookie from `ageMs` ago: each call is a page of its own, opened afresh. */
function openedAgo(context: RequestContext, ageMs = 10_000): RequestContext {
  return { ...context, formToken: formStartedAgo(ageMs), pageNotes: newPageNotes() };
}

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return new Request("http://localhost:3000/contact", { method: "POST", body: form });
}

describe.each(TEST_ENGINES)("contact page messages on %s", (engine) => {
  const mailing = useMailingDatabase(engine);

  it("stores the message, emails the site inbox, and applies the review protections", async () => {
    const context = testContext(mailing.handle.db, { clientAddress: "203.0.113.77" });
    const good = { name: "Pat", email: "pat@example.com", message: "How do I change my listing's photos?" };
    const ok = (await sendSiteMessage(post(good), openedAgo(context))) as { data: { status: string } };
    expect(ok.data.status).toBe("success");
    const mail = await mailing.smtp.waitFor((m) => m.to.includes("info@restorationregister.co.uk"));
    expect(mail.replyTo).toBe("pat@example.com");
    expect(mail.replyToAddresses).toEqual([{ name: "Pat", address: "pat@example.com" }]);

    const trap = (await sendSiteMessage(post({ ...good, [HONEYPOT_FIELD]: "x" }), openedAgo(context))) as { data: { message: string } };
    expect(trap.data.message).toBe(SPAM_MESSAGES["Honeypot field filled"]);
    const badContext = openedAgo(context);
    const bad = (await sendSiteMessage(post({ ...good, email: "nope" }), badContext)) as {
      data: { fieldErrors: Record<string, string>; values: Record<string, string> };
    };
    expect(bad.data.fieldErrors.email).toBe("Please enter a valid email address");
    // Shown again as typed (a new page without JavaScript), keeping the form-start cookie it was first shown with.
    expect(bad.data.values).toEqual({ ...good, email: "nope" });
    expect(badContext.pageNotes.formPage).toBe(false);
    const quick = (await sendSiteMessage(post(good), openedAgo(context, 500))) as { data: { message: string } };
    expect(quick.data.message).toBe("Please wait a moment before submitting.");

    await sendSiteMessage(post(good), openedAgo(context));
    await sendSiteMessage(post(good), openedAgo(context));
    const limited = (await sendSiteMessage(post(good), openedAgo(context))) as { init: { status: number } };
    expect(limited.init.status).toBe(429);
    expect(await mailing.handle.db.select().from(siteMessages)).toHaveLength(3);
  });

  it("keeps Reply-To one address when the sender's name has specials", async () => {
    const context = testContext(mailing.handle.db, { clientAddress: "203.0.113.78" });
    const name = "Re: Ops, Team; <root@evil.example>";
    const ok = (await sendSiteMessage(post({ name, email: "ops@example.com", message: "Please update my listing photos." }), context)) as { data: { status: string } };
    expect(ok.data.status).toBe("success");
    const mail = await mailing.smtp.waitFor((m) => m.text.includes("Please update my listing photos."));
    expect(mail.replyToAddresses).toEqual([{ name, address: "ops@example.com" }]);
  });
});
