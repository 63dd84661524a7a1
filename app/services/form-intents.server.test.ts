import { z } from "zod";
import { describe, expect, it } from "vitest";
import { intent, intentAction, type IntentRefusal } from "./form-intents.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

type Answer = { ran: string; input?: unknown; args?: string } | { refused: IntentRefusal; by: string };
const action = intentAction<string, Answer>(
  {
    rename: intent(z.object({ name: z.string().trim().min(2, "Too short") }), (input, args): Answer => ({ ran: "rename", input, args })),
    code: intent(z.object({ code: z.string().regex(/^\d{6}$/, "Six digits") }), (): Answer => ({ ran: "code" }), {
      refused: (refused): Answer => ({ refused, by: "code's own" }),
    }),
  },
  (refused) => ({ refused, by: "route" }),
);

describe("one way to write an action (form-intents.server.ts)", () => {
  it("takes a form that names no intent as the route's unnamed one, and still refuses an unknown name", async () => {
    const signIn = intentAction<string, Answer>(
      { signin: intent(z.object({ email: z.string() }), (input): Answer => ({ ran: "signin", input })), signout: intent(z.object({}), (): Answer => ({ ran: "signout" })) },
      (refused) => ({ refused, by: "route" }),
      { unnamed: "signin" },
    );
    expect(await signIn(form({ email: "a@b.uk" }), "args")).toEqual({ ran: "signin", input: { email: "a@b.uk" } });
    expect(await signIn(form({ intent: "signout" }), "args")).toEqual({ ran: "signout" });
    expect(await signIn(form({ intent: "signup", email: "a@b.uk" }), "args")).toEqual({ refused: { intent: null, fieldErrors: {}, values: {} }, by: "route" });
  });

  it("runs the posted intent with what its schema parsed, typed by it, and the route's arguments", async () => {
    expect(await action(form({ intent: "rename", name: "  Arden  ", extra: "dropped" }), "args")).toEqual({ ran: "rename", input: { name: "Arden" }, args: "args" });
  });

  it("refuses an intent the route does not take, or none, before any handler runs", async () => {
    for (const fields of [{ intent: "drop-tables" }, {}, { intent: "__proto__" }, { intent: "toString" }] as Record<string, string>[]) {
      expect(await action(form(fields), "args")).toEqual({ refused: { intent: null, fieldErrors: {}, values: {} }, by: "route" });
    }
  });

  it("answers refused fields with each field's first error and what was typed, by the form's own refusal where it has one", async () => {
    expect(await action(form({ intent: "rename", name: "A" }), "args")).toEqual({
      refused: { intent: "rename", fieldErrors: { name: "Too short" }, values: { name: "A" } },
      by: "route",
    });
    expect(await action(form({ intent: "code", code: "12" }), "args")).toEqual({
      refused: { intent: "code", fieldErrors: { code: "Six digits" }, values: { code: "12" } },
      by: "code's own",
    });
  });
});
