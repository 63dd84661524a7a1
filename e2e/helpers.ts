import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { FORM_COOKIE } from "../app/lib/cookie-names";
import { resolveSecret } from "../app/services/secret.server";
import { issueFormToken } from "../app/services/spam.server";

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** Fails with the list of violations, so the report says what to fix. */
export async function expectNoAxeViolations(page: Page) {
  // A toast or dialog still fading in has partial opacity, which axe reads as low contrast.
  // (Endless ones, such as a spinner, are left alone.) A toast can also start just after the
  // page looked still (a form's answer shows its fields' errors, then its toast, from a lazily
  // loaded toaster): so the page must look still twice, a moment apart. An animation driven by the
  // scroll (the profile's contact bar on a phone) runs as long as the page does, and moves only with it.
  const still = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.timeline !== document.timeline ||
            animation.playState !== "running" ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ) &&
      [...document.querySelectorAll("[data-sonner-toast]")].every((toast) => toast.getAttribute("data-mounted") === "true"),
    );
  await still();
  await page.waitForTimeout(250);
  await still();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/** axe at the phone's and the desktop's width, ending at the desktop's. */
export async function expectAccessibleAtBothSizes(page: Page) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
}

/**
 * axe at both sizes for a page shown without JavaScript. axe-core runs as a script, which such a
 * page cannot run: the same document, its scripts taken out (so nothing hydrates and changes it), is
 * checked in a page that can. A browser with scripting on reads a <noscript>'s content as inert text,
 * so the copy loses the wrapper and keeps what is inside: the page as a browser without JavaScript
 * lays it out (the banner a redirect's toast becomes, components/shell/flash-toast.tsx). With `mustShow`,
 * that status text must be in what is checked, so the check cannot pass by leaving it out.
 */
export async function expectAccessibleWithoutJavaScript(page: Page, mustShow?: string) {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<\/?noscript>/g, "");
  // Explicitly: a context made in a test inherits the test's options, JavaScript switched off included.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
  const checker = await context.newPage();
  try {
    await checker.route("**/*", (route) =>
      route.request().resourceType() === "document" ? route.fulfill({ contentType: "text/html; charset=utf-8", body: html }) : route.continue(),
    );
    await checker.goto(page.url());
    if (mustShow) await expect(checker.getByRole("status").filter({ hasText: mustShow })).toBeVisible();
    await expectAccessibleAtBothSizes(checker);
  } finally {
    await context.close();
  }
}

/**
 * Sets the visitor's form timer (the rr_form cookie) to have started `ageMs` ago. Only a test can,
 * signing the cookie with the e2e server's secret (kept in its data directory): the anti-spam
 * minimum fill time is then as long, or as short, as the test needs, whatever the machine's speed.
 */
export async function startFormsAgo(page: Page, ageMs: number) {
  const secret = resolveSecret(process.env.AUTH_SECRET, process.env.E2E_DATA_DIR!);
  const value = issueFormToken(secret, Date.now() - ageMs);
  await page.context().addCookies([{ name: FORM_COOKIE, value, url: `http://127.0.0.1:${process.env.E2E_PORT}`, httpOnly: true, sameSite: "Lax" }]);
}

/** As if the visitor had been reading the page for a minute: the minimum fill time (3 s, 5 s for sign-up) is past. */
export const startFormsAMinuteAgo = (page: Page) => startFormsAgo(page, 60_000);

/** Waits until React has hydrated, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** A reload, then the wait for hydration: a control that only a script drives (a filter kept in state) does nothing before it. */
export async function reloadHydrated(page: Page) {
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits for the server's answer to a Save on a profile: its count on "Compare your shortlist (n)".
 * The button says "Saved" as soon as the post leaves, and loading another page before the answer
 * cancels the post, and with it the shortlist's cookie.
 */
export async function waitForShortlistCount(page: Page, count: number) {
  await expect(page.getByRole("link", { name: `Compare your shortlist (${count})` })).toBeVisible();
}

export interface SinkMail {
  to: string[];
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Waits for an email matching `match` to reach the test SMTP server. */
export async function waitForMail(match: (mail: SinkMail) => boolean, timeoutMs = 10_000): Promise<SinkMail> {
  return (await waitForMails(match, 1, timeoutMs))[0]!;
}

/** Waits until at least `count` emails matching `match` have arrived; all of them, oldest first. */
export async function waitForMails(match: (mail: SinkMail) => boolean, count: number, timeoutMs = 10_000): Promise<SinkMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/messages`);
    const found = ((await response.json()) as SinkMail[]).filter(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} emails, ${found.length} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
